import { FULFILLMENT_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../../shared/store';

// An order status as staff read it. Most statuses are one word, shown as they are
// (capitalised by style); the others have their own words here. Shoppers read the status
// in their own words, below.
const LABELS: Readonly<Record<string, string>> = {
  awaiting_payment: 'Awaiting payment',
};

/** The words for a status that is not one word, else undefined (show the status itself). */
export const orderStatusLabel = (status: string): string | undefined => LABELS[status];

/**
 * The shopper's words for each stage, the tracking timeline's steps among them: a paid order
 * not yet shipped is "pending" (or "confirmed" by staff) to the store, and confirmed to the
 * shopper, whose timeline says "Payment received" there.
 */
export const SHOPPER_STAGES = {
  awaiting_payment: 'Awaiting payment',
  pending: 'Order Confirmed',
  confirmed: 'Order Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
} as const;

export type ShopperStatusTone = 'yellow' | 'green' | 'blue' | 'purple' | 'red' | 'gray';

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1).replaceAll('_', ' ');

/** A stage of the order's history in the shopper's words. */
export const shopperStageLabel = (status: string): string =>
  SHOPPER_STAGES[status as keyof typeof SHOPPER_STAGES] ?? capitalised(status);

/**
 * What the shopper reads as the order's status, on the tracking page and in the account. The
 * stage says where the order is; the money and the goods say more once it was cancelled,
 * refunded in full, returned, held for review or sent in part.
 */
export function shopperOrderStatus(order: { status: string; paymentStatus: string; fulfillmentStatus: string }): {
  label: string;
  tone: ShopperStatusTone;
} {
  if (order.status === 'cancelled') return { label: SHOPPER_STAGES.cancelled, tone: 'red' };
  if (order.paymentStatus === 'refunded') return { label: PAYMENT_STATUS_LABELS.refunded, tone: 'gray' };
  if (order.fulfillmentStatus === 'returned') return { label: FULFILLMENT_STATUS_LABELS.returned, tone: 'gray' };
  if (order.paymentStatus === 'in_review') return { label: PAYMENT_STATUS_LABELS.in_review, tone: 'yellow' };
  switch (order.status) {
    case 'awaiting_payment':
      return { label: SHOPPER_STAGES.awaiting_payment, tone: 'yellow' };
    case 'pending':
    case 'confirmed':
      return { label: SHOPPER_STAGES.pending, tone: 'green' };
    case 'processing':
      return order.fulfillmentStatus === 'partially_fulfilled'
        ? { label: 'Partially shipped', tone: 'blue' }
        : { label: SHOPPER_STAGES.processing, tone: 'blue' };
    case 'shipped':
      return { label: SHOPPER_STAGES.shipped, tone: 'blue' };
    case 'delivered':
      return { label: SHOPPER_STAGES.delivered, tone: 'purple' };
    default:
      return { label: shopperStageLabel(order.status), tone: 'gray' };
  }
}
