export function DesignHero() {
  return (
    <section
      aria-labelledby="design-title"
      className="bg-linear-to-br from-brand-800 via-brand-700 to-accent-600 text-white"
    >
      <div className="mx-auto max-w-5xl px-4 py-12 text-center">
        <h1 id="design-title" className="font-display text-4xl font-bold sm:text-5xl">
          Design Your Own Apparel
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
          Pick a garment, choose a design, make it your color. We print it to order.
        </p>
      </div>
    </section>
  );
}
