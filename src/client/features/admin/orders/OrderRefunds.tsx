// Money given back from an order, oldest first. A refund the provider has not taken yet stays
// pending and the store sends it again by itself, so staff see why it waits, not a failure.
import type { AdminRefund } from '../../../../shared/schemas/admin';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime, money } from '../format';
import { Row } from './OrderPayments';

function RefundStatus({ refund }: { refund: AdminRefund }) {
  if (refund.status === 'succeeded') return <Badge tone="green">Refunded</Badge>;
  if (refund.status === 'pending') return <Badge tone="yellow">Pending: sent again automatically</Badge>;
  return <Badge tone="gray">{refund.status}</Badge>;
}

function Refund({ refund }: { refund: AdminRefund }) {
  return (
    <li className="space-y-2 py-3 text-sm first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{money(refund.amount)}</span>
        <RefundStatus refund={refund} />
      </div>
      {refund.status === 'pending' && refund.lastError ? (
        <p className="text-xs text-gray-500">{refund.lastError}</p>
      ) : null}
      <dl className="space-y-0.5">
        {refund.reason ? <Row term="Reason">{refund.reason}</Row> : null}
        {refund.providerRefundId ? (
          <Row term="Refund ID">
            <span className="font-mono">{refund.providerRefundId}</span>
          </Row>
        ) : null}
        <Row term="Requested">{formatDateTime(refund.createdAt)}</Row>
        {refund.settledAt ? <Row term="Settled">{formatDateTime(refund.settledAt)}</Row> : null}
      </dl>
    </li>
  );
}

export function OrderRefunds({ refunds }: { refunds: readonly AdminRefund[] }) {
  if (!refunds.length) return <p className="text-sm text-gray-600">No refunds yet.</p>;
  return (
    <ul aria-label="Refunds" className="divide-y divide-gray-100">
      {refunds.map((refund) => (
        <Refund key={refund.id} refund={refund} />
      ))}
    </ul>
  );
}
