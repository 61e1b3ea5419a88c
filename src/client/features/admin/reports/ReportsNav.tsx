// The reports a role may read, as links above each report: Sales and the reports beside it.
import { Link, useLocation } from 'wouter';
import type { Permission } from '../../../../shared/staff-roles';
import { useCan } from '../permissions';

const REPORTS: ReadonlyArray<{ href: string; label: string; permission: Permission }> = [
  { href: '/reports/sales', label: 'Sales', permission: 'dashboard.money' },
  { href: '/reports/products', label: 'Products', permission: 'dashboard.money' },
  { href: '/reports/returns', label: 'Returns', permission: 'dashboard.money' },
  { href: '/reports/discounts', label: 'Discounts', permission: 'dashboard.money' },
  { href: '/reports/gift-cards', label: 'Gift cards', permission: 'dashboard.money' },
  { href: '/reports/customers', label: 'Customers', permission: 'dashboard.money' },
  { href: '/reports/searches', label: 'Searches', permission: 'catalog.manage' },
];

export function ReportsNav() {
  const [path] = useLocation();
  const money = useCan('dashboard.money');
  const catalogue = useCan('catalog.manage');
  const shown = REPORTS.filter((report) => (report.permission === 'dashboard.money' ? money : catalogue));
  return (
    <nav aria-label="Reports" className="-mx-1 flex flex-wrap gap-1">
      {shown.map((report) => {
        const current = path === report.href;
        return (
          <Link
            key={report.href}
            href={report.href}
            aria-current={current ? 'page' : undefined}
            className={`rounded-full px-3 py-1 text-sm font-medium ${
              current ? 'bg-brand-600 text-white' : 'bg-white text-gray-700 ring-1 ring-gray-200 hover:bg-gray-50'
            }`}
          >
            {report.label}
          </Link>
        );
      })}
    </nav>
  );
}
