import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import type { ProductCategory } from '../../../shared/catalog/product';

const SECTIONS: Partial<Record<ProductCategory, { href: string; label: string }>> = {
  women: { href: '/women', label: 'Women' },
  men: { href: '/men', label: 'Men' },
  kids: { href: '/kids', label: 'Kids' },
  custom: { href: '/design-apparel', label: 'Design Apparel' },
};

export function Breadcrumbs({ category, name }: { category: ProductCategory; name: string }) {
  const section = SECTIONS[category] ?? { href: '/shop', label: 'Shop' };
  const crumbs = [{ href: '/', label: 'Home' }, section];
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm text-gray-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((c) => (
          <li key={c.href} className="flex items-center gap-1">
            <Link href={c.href} className="hover:text-brand-700 hover:underline">
              {c.label}
            </Link>
            <ChevronRight className="h-4 w-4 text-gray-400" aria-hidden="true" />
          </li>
        ))}
        <li aria-current="page" className="font-medium text-gray-900">
          {name}
        </li>
      </ol>
    </nav>
  );
}
