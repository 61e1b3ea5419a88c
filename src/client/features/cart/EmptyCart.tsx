import { ShoppingBag } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';

const SECTIONS = [
  { href: '/women', label: 'Shop Women' },
  { href: '/men', label: 'Shop Men' },
  { href: '/kids', label: 'Shop Kids' },
];

export function EmptyCart() {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <ShoppingBag className="mx-auto mb-4 h-16 w-16 text-gray-300" aria-hidden="true" />
      <h2 className="mb-2 text-2xl font-semibold">Your cart is empty</h2>
      <p className="mb-8 text-gray-600">Looks like you haven't added anything yet. Find something you love:</p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        {SECTIONS.map((s) => (
          <Link key={s.href} href={s.href} className={buttonClasses('primary', 'lg')}>
            {s.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
