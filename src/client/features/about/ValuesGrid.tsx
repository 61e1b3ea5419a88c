import { Heart, MapPin, ShieldCheck, Sparkles, type LucideIcon } from 'lucide-react';
import { RETURNS, STORE } from '../../../shared/store';

const VALUES: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Heart,
    title: 'Family first',
    text: 'We dress every age, from first steps to first jobs, so the whole family can shop in one place.',
  },
  {
    icon: Sparkles,
    title: 'Made your way',
    text: 'Our custom apparel studio lets you put your own mark on what you wear.',
  },
  {
    icon: ShieldCheck,
    title: 'Quality you can trust',
    text: `Every piece is checked before it ships, and ${RETURNS.windowDays}-day returns back it up.`,
  },
  {
    icon: MapPin,
    title: `Rooted in ${STORE.founded.city}`,
    text: `We started in ${STORE.founded.city} and our team still answers every message from there.`,
  },
];

export function ValuesGrid() {
  return (
    <section aria-labelledby="values-title" className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="values-title" className="text-center font-display text-3xl font-bold text-gray-900">
          What We Stand For
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl bg-white p-6 shadow-sm">
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-gray-900">{title}</h3>
              <p className="mt-2 text-sm text-gray-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
