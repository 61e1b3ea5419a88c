import { RETURNS, STORE } from '../../../shared/store';

const STATS = [
  { value: String(STORE.founded.year), label: 'Founded' },
  { value: `${STORE.internationalCountries}+`, label: 'Countries served' },
  { value: `${RETURNS.windowDays}-day`, label: 'Easy returns' },
];

export function StoryHero() {
  const { year, city, state } = STORE.founded;
  return (
    <section aria-labelledby="story-title" className="bg-linear-to-br from-brand-800 to-brand-600 text-white">
      <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">
          {city}, {state} · since {year}
        </p>
        <h1 id="story-title" className="mt-3 font-display text-4xl font-bold sm:text-6xl">
          Our Story
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-brand-50">
          Founded in {year} in {city}, {state}, {STORE.name} began with one simple idea: {STORE.tagline.toLowerCase()}.
        </p>
        <dl className="mx-auto mt-10 grid max-w-xl grid-cols-3 gap-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-lg bg-white/10 px-2 py-4">
              <dt className="text-xs text-brand-100 sm:text-sm">{stat.label}</dt>
              <dd className="order-first font-display text-2xl font-bold sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
