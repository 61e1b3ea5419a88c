// The reports beside each other: a link to each, the one shown marked for screen readers too.
import { Link, useLocation } from 'wouter';

const REPORTS = [
  { href: '/reports/sales', label: 'Sales' },
  { href: '/reports/products', label: 'Products' },
  { href: '/reports/returns', label: 'Returns' },
] as const;

export function ReportTabs() {
  const [path] = useLocation();
  return (
    <nav aria-label="Reports" className="-mx-1 flex gap-1 overflow-x-auto border-b border-gray-200 pb-px">
      {REPORTS.map(({ href, label }) => {
        const current = path === href;
        return (
          <Link
            key={href}
            href={href}
            aria-current={current ? 'page' : undefined}
            className={`whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium ${
              current ? 'border-brand-600 text-brand-700' : 'border-transparent text-gray-600 hover:text-gray-900'
            }`}
          >
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
