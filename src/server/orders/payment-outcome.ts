// What an order's payment decides. Paid: the order is confirmed (the spec's "pending",
// Order Confirmed), "Payment received" goes on its timeline and its confirmation email into
// the outbox. Unpaid (declined, cancelled, expired, failed): the order is cancelled and gives
// back its stock, promotion use and gift-card amount. Both move the order only from
// awaiting_payment, so each happens once, whatever asks twice.
import type { Tx } from '../db/database';
import { queueEmail, type QueuedEmails } from '../mail/outbox-part';
import { orderConfirmationEmail } from '../mail/templates';
import { findOrderWithItems } from './queries';
import { releaseOrder } from './release';
import { toPlacedOrder } from './placed-order';
import { moveOrder, noteOnOrder, setPaymentStatus } from './moves';
import { queueOrderNotice, type NotifyContext } from './notifications';

export const PAYMENT_RECEIVED = 'Payment received';

/**
 * Confirms a paid order; answers its confirmation's outbox id and the store's new-order
 * email, or undefined when it was not awaiting payment.
 */
export async function confirmPaidOrder(
  tx: Tx,
  orderId: number,
  confirmation: NotifyContext,
): Promise<QueuedEmails | undefined> {
  const moved = await moveOrder(tx, orderId, {
    from: 'awaiting_payment',
    to: 'pending',
    also: { paymentStatus: 'paid' },
    by: null,
    note: PAYMENT_RECEIVED,
    shopperNote: PAYMENT_RECEIVED,
  });
  if (!moved) return undefined;
  const placed = toPlacedOrder((await findOrderWithItems(tx, orderId))!);
  const email = orderConfirmationEmail(placed, confirmation.publicUrl);
  const confirmationId = await queueEmail(tx, { ...email, status: confirmation.queuedStatus }, orderId, confirmation.queueDelivery);
  // After the shopper's confirmation, which stays the order's first email.
  const storeNotice = await queueOrderNotice(tx, orderId, { kind: 'new-order' }, confirmation);
  return { confirmationId, alsoQueued: storeNotice === undefined ? [] : [storeNotice] };
}

/**
 * Money came in that is not what the order costs (another amount or currency): the order is
 * not confirmed and keeps what it holds, and its timeline tells staff what arrived.
 */
export async function holdForReview(
  tx: Tx,
  orderId: number,
  money: { receivedCents: number; currency: string; expectedCents: number; expectedCurrency: string },
): Promise<void> {
  const amount = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  const note = `Payment of ${amount(money.receivedCents, money.currency)} received for a total of ${amount(money.expectedCents, money.expectedCurrency)}: held for staff to check`;
  if (!(await setPaymentStatus(tx, orderId, { from: 'unpaid', to: 'in_review', by: null, note }))) await noteOnOrder(tx, orderId, { by: null, text: note, kind: 'payment' });
}

const UNPAID_NOTES = {
  declined: 'Payment declined; the order was released',
  cancelled: 'Payment cancelled; the order was released',
  expired: 'Payment page expired; the order was released',
  failed: 'Payment could not be started; the order was released',
} as const;

/** Cancels an order whose payment ended unpaid and gives back what it held; false when it was not awaiting payment. */
export async function cancelUnpaidOrder(tx: Tx, orderId: number, reason: keyof typeof UNPAID_NOTES): Promise<boolean> {
  const note = UNPAID_NOTES[reason];
  const moved = await moveOrder(tx, orderId, { from: 'awaiting_payment', to: 'cancelled', by: null, note, shopperNote: note });
  if (!moved) return false;
  await releaseOrder(tx, moved);
  return true;
}
