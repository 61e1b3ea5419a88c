// One return's page: where it stands (status, its order, the shopper, what it refunds), each line
// with why it came back and what the shopper wants instead, what staff may do next, and its
// history with the messages staff sent the shopper.
import { Link } from 'wouter';
import { RETURN_REASON_LABELS, type AdminReturnDetail, type ReturnLine } from '../../../../shared/schemas/returns';
import { CustomerEmail } from '../customers/CustomerEmail';
import { DataTable, type Column } from '../DataTable';
import { formatDate, formatDateTime, money } from '../format';
import { useCan } from '../permissions';
import { Panel, RecordPage, type Facts } from '../RecordPage';
import { ReturnStatusBadge } from '../StatusBadge';
import { useReturn } from './api';
import { outcomeText, variantText } from './labels';
import { ReturnLabelPanel } from './ReturnLabel';
import { ReturnSteps } from './ReturnSteps';

type Detail = AdminReturnDetail;

const RESTOCKED: Record<string, string> = { true: 'Yes', false: 'No', null: '—' };

function lineColumns(seesMoney: boolean): Column<ReturnLine>[] {
  return [
    {
      header: 'Item',
      cell: (line) => (
        <span>
          <span className="font-medium">{line.name}</span>
          {variantText(line) ? <span className="block text-xs text-gray-600">{variantText(line)}</span> : null}
        </span>
      ),
    },
    { header: 'Qty', cell: (line) => <span className="tabular-nums">{line.quantity}</span> },
    ...(seesMoney
      ? [{ header: 'Price', cell: (line: ReturnLine) => <span className="tabular-nums">{money(line.price)}</span> }]
      : []),
    { header: 'Reason', cell: (line) => RETURN_REASON_LABELS[line.reason] ?? line.reason },
    { header: 'Outcome', cell: (line) => outcomeText(line) },
    { header: 'Note', cell: (line) => line.note ?? '' },
    { header: 'Back on sale', cell: (line) => RESTOCKED[String(line.restocked)] },
  ];
}

function History({ events }: { events: Detail['events'] }) {
  return (
    <ol className="space-y-3 text-sm">
      {events.map((event, index) => (
        <li key={`${event.createdAt}-${index}`} className="space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <ReturnStatusBadge status={event.status} />
            <span className="text-gray-600">{formatDateTime(event.createdAt)}</span>
          </div>
          {event.message ? (
            <blockquote className="border-l-2 border-gray-300 pl-3 text-gray-800">
              <span className="text-xs font-medium text-gray-600">Message to the shopper: </span>
              {event.message}
            </blockquote>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** The difference a dearer size owes, while it is not paid. */
export const awaitingPayment = (detail: Pick<Detail, 'charge' | 'status'>) =>
  detail.charge !== null && !detail.charge.paid && detail.status !== 'rejected';

function useFacts(): (detail: Detail) => Facts {
  const seesMoney = useCan('dashboard.money');
  return (detail) => {
    const exchanges = detail.lines.some((line) => line.outcome === 'exchange');
    const customer = (
      <span>
        {detail.customerName}
        {detail.email ? (
          <span className="block text-gray-600">
            <CustomerEmail email={detail.email} pageId={detail.customerPageId} />
          </span>
        ) : null}
      </span>
    );
    return [
      ['Status', <ReturnStatusBadge status={detail.status} />],
      [
        'Order',
        <span>
          <Link href={`/orders/${detail.orderId}`} className="font-medium text-brand-700 hover:underline">
            Order #{detail.orderId}
          </Link>{' '}
          <span className="font-mono text-xs text-gray-600">{detail.trackingNumber}</span>
        </span>,
      ],
      ['Customer', customer],
      ['Requested', formatDate(detail.createdAt)],
      ...(seesMoney ? ([['To refund', money(detail.refundAmount)]] as const) : []),
      ...(detail.refundId !== null ? ([['Refund', 'Refunded through the order']] as const) : []),
      // What a dearer size owes, apart from the refund: its new size waits for it.
      ...(detail.charge
        ? ([
            [
              'Difference',
              detail.charge.paid
                ? `${money(detail.charge.amount)} paid`
                : `Awaiting payment of ${money(detail.charge.amount)}`,
            ],
          ] as const)
        : []),
      ...(exchanges
        ? ([
            [
              'New sizes',
              detail.exchangeShipped
                ? 'Sent before the return arrived'
                : awaitingPayment(detail)
                  ? 'Sent once the difference is paid and the return arrives'
                  : 'Sent once the return arrives',
            ],
          ] as const)
        : []),
    ];
  };
}

export function ReturnScreen({ id }: { id: string }) {
  const record = useReturn(id);
  const facts = useFacts();
  const seesMoney = useCan('dashboard.money');
  return (
    <RecordPage
      back={{ href: '/returns', label: 'Returns' }}
      title={record.data ? `Return ${record.data.returnNumber}` : 'Return'}
      record={record}
      notFound="Return not found"
      actions={() => null}
      facts={facts}
    >
      {(detail) =>
        detail ? (
          <div className="space-y-4">
            <ReturnSteps id={id} detail={detail} />
            <ReturnLabelPanel id={id} detail={detail} />
            <Panel title="Items">
              <DataTable
                caption="Items returned"
                columns={lineColumns(seesMoney)}
                rows={detail.lines}
                loading={false}
                empty="No items"
              />
            </Panel>
            <Panel title="History">
              <History events={detail.events} />
            </Panel>
          </div>
        ) : null
      }
    </RecordPage>
  );
}
