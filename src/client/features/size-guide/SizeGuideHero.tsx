import { Link } from 'wouter';

export function SizeGuideHero() {
  return (
    <section aria-labelledby="size-guide-title" className="bg-linear-to-br from-brand-800 to-brand-600 text-white">
      <div className="mx-auto max-w-5xl px-4 py-14 text-center">
        <h1 id="size-guide-title" className="font-display text-4xl font-bold sm:text-5xl">
          Size Guide
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
          Find your perfect fit. Measurements are in inches (a child's weight in pounds) and follow US sizing.
        </p>
        <p className="mt-6 flex flex-wrap justify-center gap-3 text-sm">
          <a
            href="#find-your-size"
            className="rounded-full bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Jump to the size finder
          </a>
          <Link
            href="/contact"
            className="rounded-full border border-white/70 px-4 py-2 font-semibold text-white hover:bg-white/10"
          >
            Ask for sizing help
          </Link>
        </p>
      </div>
    </section>
  );
}
