import { STORE } from '../../../shared/store';

export function ContactHero() {
  return (
    <section aria-labelledby="contact-title" className="bg-linear-to-br from-brand-800 to-brand-600 text-white">
      <div className="mx-auto max-w-5xl px-4 py-14 text-center">
        <h1 id="contact-title" className="font-display text-4xl font-bold sm:text-5xl">
          Get in Touch
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
          Questions about an order, sizing or custom apparel? The {STORE.name} team is happy to help.
        </p>
      </div>
    </section>
  );
}
