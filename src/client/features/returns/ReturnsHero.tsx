import { ArrowLeftRight, CalendarCheck, Truck, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { RETURNS } from '../../../shared/store';

const HIGHLIGHTS: ReadonlyArray<{ icon: LucideIcon; label: string }> = [
  { icon: CalendarCheck, label: `${RETURNS.windowDays}-day returns` },
  { icon: ArrowLeftRight, label: 'Free size and color exchanges' },
  { icon: Truck, label: 'Free US return label' },
];

export function ReturnsHero() {
  return (
    <section aria-labelledby="returns-title" className="bg-linear-to-br from-brand-800 to-brand-600 text-white">
      <div className="mx-auto max-w-5xl px-4 py-14 text-center">
        <h1 id="returns-title" className="font-display text-4xl font-bold sm:text-5xl">
          Return Policy
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
          Not quite right? You have {RETURNS.windowDays} days from delivery to return or exchange items that are{' '}
          {RETURNS.condition}.
        </p>
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {HIGHLIGHTS.map(({ icon: Icon, label }) => (
            <li
              key={label}
              className="flex items-center gap-2 rounded-full bg-white/15 px-4 py-2 text-sm font-semibold"
            >
              <Icon aria-hidden="true" className="h-4 w-4" />
              {label}
            </li>
          ))}
        </ul>
        <Link
          href="/returns/new"
          className="mt-8 inline-flex h-12 items-center justify-center rounded-md bg-white px-6 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Start a return
        </Link>
      </div>
    </section>
  );
}
