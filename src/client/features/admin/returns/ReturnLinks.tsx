// The returns of one order or one customer, each linking to its page: the order page and the
// customer page list them.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ReturnStatus } from '../../../../shared/schemas/returns';
import { DataTable, type Column } from '../DataTable';
import { formatDate } from '../format';
import { ReturnStatusBadge } from '../StatusBadge';
import { useOrderReturns } from './api';

export interface ReturnLink {
  id: number;
  returnNumber: string;
  status: ReturnStatus;
  createdAt: string;
}

export const RETURN_LINK_COLUMNS: readonly Column<ReturnLink>[] = [
  {
    header: 'Return',
    cell: (row) => (
      <Link href={`/returns/${row.id}`} className="font-mono font-medium text-brand-700 hover:underline">
        {row.returnNumber}
      </Link>
    ),
  },
  { header: 'Requested', cell: (row) => formatDate(row.createdAt) },
  { header: 'Status', cell: (row) => <ReturnStatusBadge status={row.status} /> },
];

export function ReturnLinks({ returns, caption }: { returns: readonly ReturnLink[]; caption: string }) {
  return (
    <DataTable caption={caption} columns={RETURN_LINK_COLUMNS} rows={returns} loading={false} empty="No returns" />
  );
}

/**
 * The order's returns, under `title`, once there is one; nothing while they load, when there
 * are none, or when they cannot be read (the order page stands without them).
 */
export function OrderReturns({
  trackingNumber,
  frame,
}: {
  trackingNumber: string;
  /** Wraps the table in the page's own card. */
  frame: (table: ReactNode) => ReactNode;
}) {
  const returns = useOrderReturns(trackingNumber).data;
  if (!returns?.length) return null;
  return <>{frame(<ReturnLinks returns={returns} caption="Returns of this order" />)}</>;
}
