// One order: items, customer, address, totals, payments and refunds, history, and the status controls.
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { AdminOrderDetail } from '../../../../shared/schemas/admin';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../http';
import { formatDateTime } from '../format';
import { OrderStatusBadge, StatusBadge } from '../StatusBadge';
import { Badge } from '../../../components/ui/badge';
import { fulfillmentLabel, fulfillmentTone, orderPaymentLabel, orderPaymentTone } from '../order-state-labels';
import { useOrder } from './api';
import { FulfillmentBadge, PaymentBadge } from './OrdersTable';
import { OrderItems } from './OrderItems';
import { OrderPayments } from './OrderPayments';
import { OrderRefunds } from './OrderRefunds';
import { canRefund, lineRefund } from './refund-amounts';
import { chargedTotals } from './charged-totals';
import { RefundForm, type RefundFill } from './RefundForm';
import { StatusChanger } from './StatusChanger';
import { HeldPaymentPanel } from './HeldPaymentPanel';
import { OrderTotals } from '../../../components/OrderTotals';
import { OrderParcels } from './OrderParcels';
import { PrintLinks } from './PrintLinks';
import { OrderReturns } from '../returns/ReturnLinks';
import { CustomerEmail } from '../customers/CustomerEmail';
import { useCan } from '../permissions';
import {
  FULFILLMENT_STATUSES,
  PAYMENT_STATUSES,
  SHIPPING,
  type FulfillmentStatus,
  type PaymentStatusOfOrder,
} from '../../../../shared/store';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <h3 className="mb-3 font-semibold text-gray-900">{title}</h3>
      {children}
    </section>
  );
}

const customerText = (customer: Record<string, unknown>, key: string) =>
  typeof customer[key] === 'string' ? (customer[key] as string) : '';

/** A stage move shows the stage; a payment or fulfillment change shows what the order now is. */
function HistoryBadge({ event }: { event: AdminOrderDetail['events'][number] }) {
  if (event.kind === 'payment' && isPayment(event.status))
    return <Badge tone={orderPaymentTone(event.status)}>{orderPaymentLabel(event.status)}</Badge>;
  if (event.kind === 'fulfillment' && isFulfillment(event.status))
    return <Badge tone={fulfillmentTone(event.status)}>{fulfillmentLabel(event.status)}</Badge>;
  if (event.kind === 'note') return <Badge tone="gray">Note</Badge>;
  return <StatusBadge status={event.status} />;
}

const isPayment = (status: string): status is PaymentStatusOfOrder =>
  (PAYMENT_STATUSES as readonly string[]).includes(status);
const isFulfillment = (status: string): status is FulfillmentStatus =>
  (FULFILLMENT_STATUSES as readonly string[]).includes(status);

function Detail({ id, detail }: { id: string; detail: AdminOrderDetail }) {
  const { order, items, events } = detail;
  const name = [customerText(order.customer, 'firstName'), customerText(order.customer, 'lastName')]
    .filter(Boolean)
    .join(' ');
  const phone = customerText(order.customer, 'phone');
  // What the role includes: a packer ships but sees no money and gives none back; support only reads.
  const mayShip = useCan('orders.fulfill');
  const mayCancel = useCan('orders.manage');
  const mayRefund = useCan('orders.refund');
  const seesMoney = useCan('dashboard.money');
  const refundable = mayRefund && canRefund(detail.refundable) ? detail.refundable : null;
  const totals = chargedTotals(order);
  const [refundFill, setRefundFill] = useState<RefundFill | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="font-display text-2xl font-bold text-gray-900">Order #{order.id}</h2>
        <PaymentBadge order={order} />
        <FulfillmentBadge order={order} />
        <OrderStatusBadge order={order} />
        <span className="text-sm text-gray-600">
          Tracking number <span className="font-mono">{order.trackingNumber}</span> · placed{' '}
          {formatDateTime(order.createdAt)}
        </span>
      </div>
      <Card title="Status">
        {outcome ? (
          <p role="status" className="mb-3 rounded-lg bg-green-50 p-3 text-sm font-medium text-green-800">
            {outcome}
          </p>
        ) : null}
        {order.paymentStatus === 'in_review' ? (
          <HeldPaymentPanel orderId={id} detail={detail} onDecided={setOutcome} />
        ) : mayShip ? (
          <StatusChanger
            orderId={id}
            status={order.status}
            allowed={
              mayCancel ? detail.allowedTransitions : detail.allowedTransitions.filter((next) => next !== 'cancelled')
            }
            refundable={detail.refundable ?? '0.00'}
            items={items}
            onDone={setOutcome}
          />
        ) : null}
        <OrderParcels shipments={detail.shipments} />
        <PrintLinks orderId={order.id} invoices={seesMoney} />
      </Card>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card title="Items">
            <OrderItems
              items={items}
              onRefundLine={
                refundable
                  ? (item) =>
                      setRefundFill({
                        amount: lineRefund(item, refundable),
                        line: { itemId: item.id, name: item.name, quantity: item.quantity - item.returned },
                      })
                  : null
              }
            />
          </Card>
          <OrderReturns trackingNumber={order.trackingNumber} frame={(table) => <Card title="Returns">{table}</Card>} />
        </div>
        <div className="space-y-6">
          <Card title="Customer">
            <p className="text-sm">{name || order.email || 'No name given'}</p>
            {order.email ? (
              <p className="text-sm text-gray-600">
                <CustomerEmail email={order.email} pageId={order.customerPageId} />
              </p>
            ) : null}
            {phone ? <p className="text-sm text-gray-600">{phone}</p> : null}
            <h4 className="mt-3 text-sm font-semibold text-gray-900">Shipping address</h4>
            <p className="whitespace-pre-line text-sm text-gray-700">{order.shippingAddress}</p>
            <p className="mt-2 text-sm font-medium text-gray-900">
              {SHIPPING.methods[order.shippingMethod].label} shipping
            </p>
            {order.notes ? <p className="mt-2 text-sm italic text-gray-600">Note: {order.notes}</p> : null}
          </Card>
          {seesMoney && totals ? (
            <Card title="Totals">
              <OrderTotals order={totals} />
              {order.promoCode ? <p className="mt-2 text-xs text-gray-500">Promo code {order.promoCode}</p> : null}
            </Card>
          ) : null}
          {seesMoney ? (
            <Card title="Payment">
              <OrderPayments detail={detail} />
              {refundable || detail.refunds.length ? (
                <div className="mt-4 space-y-3 border-t border-gray-200 pt-4">
                  <h4 className="text-sm font-semibold text-gray-900">Refunds</h4>
                  <OrderRefunds refunds={detail.refunds} />
                  {refundable ? <RefundForm orderId={id} refundable={refundable} fill={refundFill} /> : null}
                </div>
              ) : null}
            </Card>
          ) : null}
        </div>
      </div>
      <Card title="History">
        <ol className="space-y-2 text-sm">
          {events.map((event, index) => (
            <li key={`${event.createdAt}-${index}`} className="flex flex-wrap items-center gap-2">
              <HistoryBadge event={event} />
              <span className="text-gray-600">{formatDateTime(event.createdAt)}</span>
              <span className="text-gray-600">
                {event.adminUsername ? `by ${event.adminUsername}` : 'by the store'}
              </span>
              {event.note ? <span className="text-gray-800">· {event.note}</span> : null}
              {event.kind === 'status' && event.note && !event.shopperNote ? (
                <span className="text-xs text-gray-500">(staff only)</span>
              ) : null}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}

export function OrderDetailScreen({ id }: { id: string }) {
  const query = useOrder(id);
  return (
    <div className="space-y-4">
      <Link href="/orders" className="text-sm font-medium text-brand-700 hover:underline">
        ← All orders
      </Link>
      {query.data ? (
        <Detail key={id} id={id} detail={query.data} />
      ) : query.isError ? (
        <p role="alert" className="py-10 text-center text-gray-600">
          {errorText(query.error, 'Order not found')}
        </p>
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </div>
  );
}
