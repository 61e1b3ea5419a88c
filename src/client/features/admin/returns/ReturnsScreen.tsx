// Admin > Returns: the returns and size exchanges shoppers asked for, by status (Requested first:
// what waits for staff), found by return number, order number or email, a page at a time.
import { useState } from 'react';
import { Link } from 'wouter';
import { formatCount } from '../../../../shared/catalog/counts';
import {
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  type AdminReturnSummary,
  type ReturnStatus,
} from '../../../../shared/schemas/returns';
import { ChoiceTabs, type Choice } from '../ChoiceTabs';
import { DataTable, type Column } from '../DataTable';
import { formatDate, money } from '../format';
import { ListError, ListTitle, LoadMore, SearchBox } from '../ListScreen';
import { useCan } from '../permissions';
import { ReturnStatusBadge } from '../StatusBadge';
import { useReturnList, type ReturnFilters } from './api';
import { KIND_LABELS } from './labels';

export const RETURN_SEARCH_LABEL = 'Search by return number, order number or email';

type Tab = ReturnStatus | 'all';

const tabOf = (filters: ReturnFilters): Tab => filters.status || 'all';

/** Each status with how many returns are in it; All with every one. */
function tabsOf(counts: Record<string, number> | undefined): Choice<Tab>[] {
  const count = (status: ReturnStatus) => counts?.[status] ?? 0;
  const all = counts?.['all'] ?? RETURN_STATUSES.reduce((sum, status) => sum + count(status), 0);
  return [
    ...RETURN_STATUSES.map((status) => ({
      id: status,
      label: RETURN_STATUS_LABELS[status],
      count: counts ? formatCount(count(status)) : undefined,
    })),
    { id: 'all', label: 'All', count: counts ? formatCount(all) : undefined },
  ];
}

function columnsFor(seesMoney: boolean): Column<AdminReturnSummary>[] {
  return [
    {
      header: 'Return',
      cell: (row) => (
        <Link href={`/returns/${row.id}`} className="font-mono font-medium text-brand-700 hover:underline">
          {row.returnNumber}
        </Link>
      ),
    },
    {
      header: 'Order',
      cell: (row) => (
        <span>
          <Link href={`/orders/${row.orderId}`} className="font-medium text-brand-700 hover:underline">
            #{row.orderId}
          </Link>
          <span className="block font-mono text-xs text-gray-600">{row.trackingNumber}</span>
        </span>
      ),
    },
    {
      header: 'Customer',
      cell: (row) => (
        <span>
          {row.customerName}
          {row.email ? <span className="block text-sm text-gray-600">{row.email}</span> : null}
        </span>
      ),
    },
    { header: 'Items', cell: (row) => <span className="tabular-nums">{row.items}</span> },
    { header: 'Type', cell: (row) => KIND_LABELS[row.kind] },
    ...(seesMoney
      ? [
          {
            header: 'Refund',
            cell: (row: AdminReturnSummary) => <span className="tabular-nums">{money(row.refundAmount)}</span>,
          },
        ]
      : []),
    { header: 'Requested', cell: (row) => formatDate(row.createdAt) },
    { header: 'Status', cell: (row) => <ReturnStatusBadge status={row.status} /> },
  ];
}

export function ReturnsScreen() {
  const [filters, setFilters] = useState<ReturnFilters>({ status: 'requested', q: '' });
  const seesMoney = useCan('dashboard.money');
  const { query, rows, counts, total } = useReturnList(filters);
  const tab = tabOf(filters);
  // Without a search, the tab's count is how many there are.
  const known = total ?? (filters.q ? undefined : tabsOf(counts).find((each) => each.id === tab)?.count);

  return (
    <section className="space-y-4" aria-labelledby="admin-list-title">
      <ListTitle
        title="Returns"
        shown={rows?.length ?? 0}
        total={typeof known === 'number' ? formatCount(known) : known}
      />
      <ChoiceTabs
        label="Return statuses"
        choices={tabsOf(counts)}
        current={tab}
        onChoose={(next) => setFilters({ ...filters, status: next === 'all' ? '' : next })}
      />
      <SearchBox label={RETURN_SEARCH_LABEL} initial={filters.q} onSearch={(q) => setFilters({ ...filters, q })} />
      <ListError query={query} />
      <div className="rounded-xl border border-gray-200 bg-white">
        <DataTable
          caption="Returns"
          columns={columnsFor(seesMoney)}
          rows={rows}
          loading={query.isPending}
          empty={filters.q ? 'No returns match' : tab === 'all' ? 'No returns yet' : 'No returns here'}
        />
      </div>
      <LoadMore query={query} />
    </section>
  );
}
