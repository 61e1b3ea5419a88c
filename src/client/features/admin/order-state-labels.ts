// How staff read an order's payment and fulfillment status: words from the shared labels,
// a colour each, and both together as an owner says them ("Paid · Unfulfilled").
import {
  FULFILLMENT_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  type FulfillmentStatus,
  type PaymentStatusOfOrder,
} from '../../../shared/store';
import type { BadgeTone } from './StatusBadge';

const PAYMENT_TONES: Readonly<Record<PaymentStatusOfOrder, BadgeTone>> = {
  unpaid: 'yellow',
  paid: 'green',
  partially_refunded: 'purple',
  refunded: 'gray',
  in_review: 'pink',
};

const FULFILLMENT_TONES: Readonly<Record<FulfillmentStatus, BadgeTone>> = {
  unfulfilled: 'yellow',
  partially_fulfilled: 'blue',
  fulfilled: 'green',
  delivered: 'purple',
  returned: 'gray',
};

export const orderPaymentLabel = (status: PaymentStatusOfOrder) => PAYMENT_STATUS_LABELS[status];
export const orderPaymentTone = (status: PaymentStatusOfOrder) => PAYMENT_TONES[status];
export const fulfillmentLabel = (status: FulfillmentStatus) => FULFILLMENT_STATUS_LABELS[status];
export const fulfillmentTone = (status: FulfillmentStatus) => FULFILLMENT_TONES[status];

/** "Paid · Unfulfilled"; a cancelled order says so first. */
export function orderStateLine(order: {
  status: string;
  paymentStatus: PaymentStatusOfOrder;
  fulfillmentStatus: FulfillmentStatus;
}): string {
  const both = `${orderPaymentLabel(order.paymentStatus)} · ${fulfillmentLabel(order.fulfillmentStatus)}`;
  return order.status === 'cancelled' ? `Cancelled · ${both}` : both;
}
