// Shop by Category: one card each for women, men and kids.
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { NAV_SUBCATEGORIES } from '../../../shared/store';
import { cx } from '../../lib/cx';

const CARDS = [
  {
    href: '/women',
    title: 'Women',
    blurb: NAV_SUBCATEGORIES.women.slice(0, 4).join(' · '),
    tone: 'from-pink-500 to-brand-700',
  },
  {
    href: '/men',
    title: 'Men',
    blurb: NAV_SUBCATEGORIES.men.slice(0, 4).join(' · '),
    tone: 'from-slate-700 to-brand-800',
  },
  { href: '/kids', title: 'Kids', blurb: 'Girls · Boys · All Ages', tone: 'from-amber-500 to-accent-600' },
] as const;

export function CategoryCards() {
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="categories-title" className="text-center font-display text-3xl font-bold text-gray-900 sm:text-4xl">
        Shop by Category
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.href}>
            <Link
              href={card.href}
              className={cx(
                'group flex h-56 flex-col justify-end rounded-2xl bg-gradient-to-br p-6 text-white shadow-md transition-transform hover:-translate-y-1 hover:shadow-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700',
                card.tone,
              )}
            >
              <span className="font-display text-3xl font-bold">{card.title}</span>
              <span className="mt-1 text-sm text-white/90">{card.blurb}</span>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold">
                Shop {card.title}
                <ArrowRight aria-hidden="true" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
