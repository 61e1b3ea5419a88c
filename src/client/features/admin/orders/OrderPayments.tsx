// An order's payments, oldest first: who took each, how it ended, and the provider's own
// references (to find it in Stripe's dashboard). None means a gift card paid it all.
import type { ReactNode } from 'react';
import type { AdminOrderDetail, AdminPayment } from '../../../../shared/schemas/admin';
import { formatDateTime, money } from '../format';
import { paymentProviderName } from '../payment-labels';
import { PaymentStatusBadge } from '../StatusBadge';

/** One term of a payment or refund: its name, then its value. */
export function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-gray-600">{term}</dt>
      <dd className="min-w-0 break-all text-gray-800">{children}</dd>
    </div>
  );
}

function Payment({ payment }: { payment: AdminPayment }) {
  return (
    <li className="space-y-2 py-3 text-sm first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-gray-900">{paymentProviderName(payment.provider)}</span>
        <PaymentStatusBadge status={payment.status} />
        <span className="ml-auto font-semibold">
          {money(payment.amount)} {payment.currency.toUpperCase()}
        </span>
      </div>
      <dl className="space-y-0.5">
        {payment.providerSessionId ? (
          <Row term="Session">
            <span className="font-mono">{payment.providerSessionId}</span>
          </Row>
        ) : null}
        {payment.providerPaymentId ? (
          <Row term="Payment ID">
            <span className="font-mono">{payment.providerPaymentId}</span>
          </Row>
        ) : null}
        <Row term="Started">{formatDateTime(payment.createdAt)}</Row>
        {payment.settledAt ? <Row term="Settled">{formatDateTime(payment.settledAt)}</Row> : null}
      </dl>
    </li>
  );
}

export function OrderPayments({ detail }: { detail: AdminOrderDetail }) {
  if (!detail.payments.length) {
    const text = detail.order.status === 'awaiting_payment' ? 'No payment started yet.' : 'Paid in full by gift card';
    return <p className="text-sm text-gray-600">{text}</p>;
  }
  return (
    <ul aria-label="Payments" className="divide-y divide-gray-100">
      {detail.payments.map((payment, index) => (
        <Payment key={`${payment.createdAt}-${index}`} payment={payment} />
      ))}
    </ul>
  );
}
