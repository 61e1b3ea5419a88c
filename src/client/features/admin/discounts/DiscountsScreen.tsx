// Every discount: what it is, whether it applies now, its dates, how often it was used and what
// it took off orders; Pause, Resume and End on each row.
import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import type { AdminDiscount } from '../../../../shared/schemas/discounts';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { DataTable, type Column } from '../DataTable';
import { ListScreen } from '../ListScreen';
import { DiscountStateBadge } from '../StatusBadge';
import { useDiscountList } from './api';
import { DiscountActions } from './DiscountActions';
import { datesText, savedText, usageText } from './labels';

/** Its code, or that it applies without one. */
export function DiscountCode({ code }: { code: string | null }) {
  return code ? <span className="font-mono text-sm font-semibold">{code}</span> : <Badge tone="gray">Automatic</Badge>;
}

const columns: readonly Column<AdminDiscount>[] = [
  {
    header: 'Discount',
    className: 'min-w-56 px-4 py-3 text-gray-800',
    cell: (d) => (
      <div className="space-y-1">
        <Link href={`/discounts/${d.id}`} className="font-medium text-brand-700 hover:underline">
          {d.title}
        </Link>
        <div>
          <DiscountCode code={d.code} />
        </div>
        <p className="text-gray-600">{d.description}</p>
      </div>
    ),
  },
  { header: 'Status', cell: (d) => <DiscountStateBadge state={d.state} /> },
  {
    header: 'Dates',
    className: 'min-w-48 px-4 py-3 text-gray-800',
    cell: (d) => datesText(d).map((line) => <p key={line}>{line}</p>),
  },
  {
    header: 'Used',
    className: 'min-w-40 px-4 py-3 text-gray-800',
    cell: (d) => (
      <>
        <p>{usageText(d)}</p>
        <p className="text-gray-600">{savedText(d)}</p>
      </>
    ),
  },
  { header: 'Actions', cell: (d) => <DiscountActions discount={d} /> },
];

export function DiscountsScreen() {
  return (
    <ListScreen
      title="Discounts"
      searchLabel="Search discounts"
      useList={useDiscountList}
      actions={
        <Link href="/discounts/new" className={buttonClasses('primary')}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Create discount
        </Link>
      }
    >
      {(rows, loading) => (
        <DataTable caption="Discounts" columns={columns} rows={rows} loading={loading} empty="No discounts found" />
      )}
    </ListScreen>
  );
}
