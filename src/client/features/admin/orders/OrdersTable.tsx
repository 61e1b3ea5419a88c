import { Link } from 'wouter';
import type { AdminOrder } from '../../../../shared/schemas/admin';
import { Badge } from '../../../components/ui/badge';
import { DataTable, type Column } from '../DataTable';
import { formatDate, money } from '../format';
import { fulfillmentLabel, fulfillmentTone, orderPaymentLabel, orderPaymentTone } from '../order-state-labels';
import { OrderStatusBadge } from '../StatusBadge';
import { useCan } from '../permissions';

const OrderLink = ({ order }: { order: AdminOrder }) => (
  <Link href={`/orders/${order.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
    #{order.id}
  </Link>
);

export const PaymentBadge = ({ order }: { order: Pick<AdminOrder, 'paymentStatus'> }) => (
  <Badge tone={orderPaymentTone(order.paymentStatus)}>{orderPaymentLabel(order.paymentStatus)}</Badge>
);
export const FulfillmentBadge = ({ order }: { order: Pick<AdminOrder, 'fulfillmentStatus'> }) => (
  <Badge tone={fulfillmentTone(order.fulfillmentStatus)}>{fulfillmentLabel(order.fulfillmentStatus)}</Badge>
);

const Customer = ({ order }: { order: AdminOrder }) => (
  <span className="block">
    <span className="block font-medium text-gray-900">{order.customerName || order.email}</span>
    {order.customerName ? <span className="block text-xs text-gray-600">{order.email}</span> : null}
  </span>
);

const columns: readonly Column<AdminOrder>[] = [
  { header: 'Order ID', cell: (o) => <OrderLink order={o} /> },
  { header: 'Date', cell: (o) => formatDate(o.createdAt) },
  { header: 'Customer', cell: (o) => <Customer order={o} /> },
  { header: 'Payment', cell: (o) => <PaymentBadge order={o} /> },
  { header: 'Fulfillment', cell: (o) => <FulfillmentBadge order={o} /> },
  { header: 'Status', cell: (o) => <OrderStatusBadge order={o} /> },
  { header: 'Items', cell: (o) => o.itemCount },
  { header: 'Total', cell: (o) => money(o.total) },
];

/** Which orders staff ticked for a bulk action. */
export interface OrderSelection {
  selected: ReadonlySet<number>;
  toggle: (id: number) => void;
  /** Ticks every order shown, or clears them all. */
  setAll: (ids: number[], on: boolean) => void;
}

const checkbox = 'h-4 w-4 rounded border-gray-300 text-brand-600 focus:ring-brand-500';

const SelectOrder = ({ order, selection }: { order: AdminOrder; selection: OrderSelection }) => (
  <input
    type="checkbox"
    className={checkbox}
    aria-label={`Select order #${order.id}`}
    checked={selection.selected.has(order.id)}
    onChange={() => selection.toggle(order.id)}
  />
);

function selectColumn(rows: readonly AdminOrder[], selection: OrderSelection): Column<AdminOrder> {
  const ids = rows.map((row) => row.id);
  const all = ids.length > 0 && ids.every((id) => selection.selected.has(id));
  return {
    header: 'Select',
    heading: (
      <input
        type="checkbox"
        className={checkbox}
        aria-label="Select every order shown"
        checked={all}
        onChange={() => selection.setAll(ids, !all)}
      />
    ),
    cell: (o) => <SelectOrder order={o} selection={selection} />,
    className: 'w-10 px-4 py-3',
  };
}

/** On a phone each order is a card with everything the table row says; from md up, the table. */
function OrderCards({ rows, selection }: { rows: readonly AdminOrder[]; selection: OrderSelection | undefined }) {
  return (
    <ul className="divide-y divide-gray-100 md:hidden" aria-label="Orders">
      {rows.map((o) => (
        <li key={o.id} className="space-y-2 px-4 py-3 text-sm">
          <div className="flex items-baseline justify-between gap-2">
            {selection ? <SelectOrder order={o} selection={selection} /> : null}
            <OrderLink order={o} />
            <span className="flex-1" />
            <span className="font-semibold text-gray-900">{money(o.total)}</span>
          </div>
          <Customer order={o} />
          <div className="flex flex-wrap items-center gap-1.5">
            <PaymentBadge order={o} />
            <FulfillmentBadge order={o} />
            {o.status === 'cancelled' || o.status === 'awaiting_payment' ? <OrderStatusBadge order={o} /> : null}
          </div>
          <p className="text-xs text-gray-600">
            {formatDate(o.createdAt)} · {o.itemCount} {o.itemCount === 1 ? 'item' : 'items'}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The dashboard's five most recent: the columns it has room for, as one table at any width. */
const recentColumns = columns.filter((column) =>
  ['Order ID', 'Customer', 'Status', 'Payment', 'Fulfillment', 'Total', 'Date'].includes(column.header),
);

/** Without sales figures the server sends no totals: no column for them. */
const withFigures = (shown: readonly Column<AdminOrder>[], seesMoney: boolean) =>
  seesMoney ? shown : shown.filter((column) => column.header !== 'Total');

export function RecentOrdersTable({ rows, loading }: { rows: readonly AdminOrder[] | undefined; loading: boolean }) {
  const seesMoney = useCan('dashboard.money');
  return (
    <DataTable
      caption="Orders"
      columns={withFigures(recentColumns, seesMoney)}
      rows={rows}
      loading={loading}
      empty="No orders yet"
    />
  );
}

export function OrdersTable({
  rows,
  loading,
  empty = 'No orders yet',
  selection,
}: {
  rows: readonly AdminOrder[] | undefined;
  loading: boolean;
  empty?: string;
  selection?: OrderSelection | undefined;
}) {
  const seesMoney = useCan('dashboard.money');
  const shown = withFigures(selection && rows ? [selectColumn(rows, selection), ...columns] : columns, seesMoney);
  const table = <DataTable caption="Orders" columns={shown} rows={rows} loading={loading} empty={empty} />;
  if (loading || !rows?.length) return table;
  return (
    <>
      <OrderCards rows={rows} selection={selection} />
      <div className="hidden md:block">{table}</div>
    </>
  );
}
