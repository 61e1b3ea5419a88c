// Themed Lookbooks: three static cards (LOOKBOOKS), each opening a matching corner of the shop.
import { ArrowRight, Backpack, Briefcase, Coffee } from 'lucide-react';
import { Link } from 'wouter';
import { LOOKBOOKS } from '../../../../shared/store';

type Lookbook = (typeof LOOKBOOKS)[number];

const DETAILS: Record<Lookbook, { description: string; href: string; gradient: string; Icon: typeof Briefcase }> = {
  'Workwear Revolution': {
    description: 'Crisp blouses and easy tailoring that take the office in their stride.',
    href: '/shop?category=women&subcategory=blouses',
    gradient: 'from-slate-700 to-brand-800',
    Icon: Briefcase,
  },
  'Weekend Chill': {
    description: 'Soft shorts, relaxed fits and nothing to iron.',
    href: '/shop?category=men&subcategory=shorts',
    gradient: 'from-sky-500 to-emerald-500',
    Icon: Coffee,
  },
  'Back to School': {
    description: 'Tough, comfy kids’ pieces ready for the first bell.',
    href: '/kids',
    gradient: 'from-amber-400 to-accent-500',
    Icon: Backpack,
  },
};

export function Lookbooks() {
  return (
    <section aria-labelledby="lookbooks-title" className="mt-20">
      <h2 id="lookbooks-title" className="font-display text-3xl font-bold text-gray-900">
        Themed Lookbooks
      </h2>
      <p className="mt-2 text-gray-600">Outfits put together for the way you spend your days.</p>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {LOOKBOOKS.map((name) => {
          const { description, href, gradient, Icon } = DETAILS[name];
          return (
            <li
              key={name}
              className="group relative overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm hover:shadow-md"
            >
              <div aria-hidden="true" className={`flex h-40 items-center justify-center bg-linear-to-br ${gradient}`}>
                <Icon className="h-16 w-16 text-white/80 transition-transform group-hover:scale-110" />
              </div>
              <div className="p-5">
                <h3 className="text-lg font-semibold text-gray-900">
                  <Link
                    href={href}
                    className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-brand-700"
                  >
                    {name}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-gray-600">{description}</p>
                <p
                  aria-hidden="true"
                  className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700"
                >
                  Explore the look <ArrowRight className="h-4 w-4" />
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
