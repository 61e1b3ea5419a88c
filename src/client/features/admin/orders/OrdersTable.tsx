import { Link } from 'wouter';
import type { AdminOrder } from '../../../../shared/schemas/admin';
import { DataTable, type Column } from '../DataTable';
import { formatDate, money } from '../format';
import { PaymentStatusBadge, StatusBadge } from '../StatusBadge';

/**
 * Its latest payment's status. An order with none either waits for its first (rare: one is
 * started as the order is placed) or had nothing left to pay after its gift card.
 */
function PaymentCell({ order }: { order: AdminOrder }) {
  if (order.paymentStatus) return <PaymentStatusBadge status={order.paymentStatus} />;
  return <span className="text-gray-600">{order.status === 'awaiting_payment' ? '—' : 'Gift card'}</span>;
}

const columns: readonly Column<AdminOrder>[] = [
  {
    header: 'Order ID',
    cell: (o) => (
      <Link href={`/orders/${o.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
        #{o.id}
      </Link>
    ),
  },
  { header: 'Customer', cell: (o) => o.email },
  { header: 'Status', cell: (o) => <StatusBadge status={o.status} /> },
  { header: 'Payment', cell: (o) => <PaymentCell order={o} /> },
  { header: 'Total', cell: (o) => money(o.total) },
  { header: 'Date', cell: (o) => formatDate(o.createdAt) },
];

export function OrdersTable({ rows, loading }: { rows: readonly AdminOrder[] | undefined; loading: boolean }) {
  return <DataTable caption="Orders" columns={columns} rows={rows} loading={loading} empty="No orders yet" />;
}
