// One customer's page: who they are and their figures, their saved addresses, every order (each
// linking to its admin page), the gift cards they bought and received, the emails the store sent
// them, and staff's notes and tags. A part the role does not include (the server sends null) is
// not shown at all.
import { Link } from 'wouter';
import type { AdminCustomerDetail } from '../../../../shared/schemas/customers';
import { Badge } from '../../../components/ui/badge';
import { DataTable, type Column } from '../DataTable';
import { formatDate, formatDateTime, money } from '../format';
import { fulfillmentLabel, orderPaymentLabel } from '../order-state-labels';
import { Panel, RecordPage, type Facts } from '../RecordPage';
import { RETURN_LINK_COLUMNS, type ReturnLink } from '../returns/ReturnLinks';
import { useCustomer } from './api';
import { CustomerNotesEditor } from './CustomerNotesEditor';
import { customerName, KIND_LABELS } from './labels';

/** The returns come with the page once the server sends them; until then there are none to show. */
type Detail = AdminCustomerDetail & { returns?: ReturnLink[] | undefined };

/** A part of the page that is one table, its heading its caption. */
function TablePanel<T extends { id: number | string }>(props: {
  title: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  empty: string;
}) {
  return (
    <Panel title={props.title}>
      <DataTable caption={props.title} columns={props.columns} rows={props.rows} loading={false} empty={props.empty} />
    </Panel>
  );
}

const orderColumns = (seesMoney: boolean): Column<Detail['orders'][number]>[] => [
  {
    header: 'Order',
    cell: (order) => (
      <Link href={`/orders/${order.id}`} className="font-medium text-brand-700 hover:underline">
        #{order.id}
      </Link>
    ),
  },
  { header: 'Placed', cell: (order) => formatDate(order.createdAt) },
  { header: 'Payment', cell: (order) => orderPaymentLabel(order.paymentStatus) },
  { header: 'Fulfillment', cell: (order) => fulfillmentLabel(order.fulfillmentStatus) },
  ...(seesMoney ? [{ header: 'Total', cell: (order: Detail['orders'][number]) => money(order.total) }] : []),
];

const giftCardColumns = (seesMoney: boolean): Column<Detail['giftCards'][number]>[] => [
  {
    header: 'Gift card',
    cell: (card) => (card.direction === 'bought' ? `Sent to ${card.otherName}` : `From ${card.otherName}`),
  },
  { header: 'Date', cell: (card) => formatDate(card.createdAt) },
  ...(seesMoney
    ? [
        { header: 'Amount', cell: (card: Detail['giftCards'][number]) => money(card.amount) },
        { header: 'Balance', cell: (card: Detail['giftCards'][number]) => money(card.balance) },
      ]
    : []),
];

const emailColumns: Column<NonNullable<Detail['emails']>[number]>[] = [
  { header: 'Subject', cell: (email) => email.subject },
  { header: 'Status', cell: (email) => email.status },
  { header: 'Sent', cell: (email) => formatDateTime(email.createdAt) },
];

function factsOf({ customer }: Detail): Facts {
  return [
    ['Kind', <Badge tone={customer.kind === 'account' ? 'blue' : 'gray'}>{KIND_LABELS[customer.kind]}</Badge>],
    ...(customer.email ? ([['Email', customer.email]] as const) : []),
    ...(customer.phone ? ([['Phone', customer.phone]] as const) : []),
    ...(customer.accountSince ? ([['Account since', formatDate(customer.accountSince)]] as const) : []),
    ['Orders', String(customer.orders)],
    ...(customer.spent !== null ? ([['Spent', money(customer.spent)]] as const) : []),
    ['Last order', customer.lastOrderAt ? formatDate(customer.lastOrderAt) : 'None yet'],
    ['Newsletter', customer.subscribed ? 'Subscribed' : 'Not subscribed'],
  ];
}

function CustomerParts({ id, detail }: { id: string; detail: Detail }) {
  const seesMoney = detail.customer.spent !== null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel title="Addresses">
        {detail.addresses.length === 0 ? (
          <p className="text-sm text-gray-600">No saved addresses</p>
        ) : (
          <ul className="space-y-3 text-sm">
            {detail.addresses.map((address, i) => (
              <li key={i}>
                <p className="font-medium">
                  {address.name} {address.isDefault ? <Badge tone="green">Default</Badge> : null}
                </p>
                {address.lines.filter(Boolean).map((line) => (
                  <p key={line}>{line}</p>
                ))}
                {address.phone ? <p>{address.phone}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {detail.notes ? (
        <Panel title="Staff notes">
          <CustomerNotesEditor id={id} notes={detail.notes} />
        </Panel>
      ) : null}
      <div className="lg:col-span-2">
        <TablePanel title="Orders" columns={orderColumns(seesMoney)} rows={detail.orders} empty="No orders yet" />
      </div>
      <TablePanel
        title="Gift cards"
        columns={giftCardColumns(seesMoney)}
        rows={detail.giftCards}
        empty="No gift cards"
      />
      {detail.returns ? (
        <TablePanel title="Returns" columns={RETURN_LINK_COLUMNS} rows={detail.returns} empty="No returns" />
      ) : null}
      {detail.emails ? (
        <TablePanel title="Emails sent" columns={emailColumns} rows={detail.emails} empty="No emails sent" />
      ) : null}
    </div>
  );
}

export function CustomerScreen({ id }: { id: string }) {
  const record = useCustomer(id);
  return (
    <RecordPage
      back={{ href: '/customers', label: 'Customers' }}
      title={record.data ? customerName(record.data.customer) : 'Customer'}
      record={record}
      notFound="Customer not found"
      actions={() => null}
      facts={factsOf}
    >
      {(detail) => (detail ? <CustomerParts id={id} detail={detail} /> : null)}
    </RecordPage>
  );
}
