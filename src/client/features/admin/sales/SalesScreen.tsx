// Every sale: what it does and covers, whether it is running, how many variants it has marked
// down, its dates; End on each sale not yet ended.
import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import type { AdminSale } from '../../../../shared/schemas/sales';
import { buttonClasses } from '../../../components/ui/button';
import { DataTable, type Column } from '../DataTable';
import { ListScreen } from '../ListScreen';
import { SaleStateBadge } from '../StatusBadge';
import { useSaleList } from './api';
import { markdownText, markedDownText, saleDatesText } from './labels';
import { SaleCoverage } from './SaleCoverage';
import { SaleActions } from './SaleActions';

const columns: readonly Column<AdminSale>[] = [
  {
    header: 'Sale',
    className: 'min-w-56 px-4 py-3 text-gray-800',
    cell: (sale) => (
      <div className="space-y-1">
        <Link href={`/sales/${sale.id}`} className="font-medium text-brand-700 hover:underline">
          {sale.title}
        </Link>
        <p>{markdownText(sale)}</p>
        <p className="text-gray-600">
          <SaleCoverage sale={sale} />
        </p>
      </div>
    ),
  },
  {
    header: 'Status',
    className: 'min-w-36 px-4 py-3 text-gray-800',
    cell: (sale) => (
      <div className="space-y-1">
        <SaleStateBadge state={sale.state} />
        <p className="text-gray-600">{markedDownText(sale)}</p>
      </div>
    ),
  },
  {
    header: 'Dates',
    className: 'min-w-48 px-4 py-3 text-gray-800',
    cell: (sale) => saleDatesText(sale).map((line) => <p key={line}>{line}</p>),
  },
  { header: 'Actions', cell: (sale) => <SaleActions sale={sale} /> },
];

export function SalesScreen() {
  return (
    <ListScreen
      title="Sales"
      searchLabel="Search sales"
      useList={useSaleList}
      actions={
        <Link href="/sales/new" className={buttonClasses('primary')}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Schedule sale
        </Link>
      }
    >
      {(rows, loading) => (
        <DataTable caption="Sales" columns={columns} rows={rows} loading={loading} empty="No sales found" />
      )}
    </ListScreen>
  );
}
