// Staff's decision on an order whose payment is held for review (money arrived that is not
// what the order costs: payment-outcome.ts holdForReview). Accept: the order is confirmed as
// paid, as a payment would have, with its confirmation email. Cancel (with or without the
// refund, which payments makes): the order is cancelled and gives back what it held, and the
// shopper is told. Each moves the order only from awaiting payment with its payment in review,
// under the order's row lock, so a second click finds it decided and changes nothing.
import type { Tx } from '../db/database';
import { conflict } from '../http/errors';
import { orderConfirmationEmail } from '../mail/templates';
import { queueEmail } from '../mail/outbox-part';
import { moveOrder, setPaymentStatus } from './moves';
import { queueOrderNotice, type NotifyContext } from './notifications';
import { PAYMENT_RECEIVED } from './payment-outcome';
import { toPlacedOrder } from './placed-order';
import { findOrderWithItems, lockOrder } from './queries';
import { releaseOrder } from './release';

export const NOT_IN_REVIEW = 'This order has no payment waiting for review';

/**
 * What the shopper is told when staff cancel an order whose payment they kept (to refund outside the store, or already
 * refunded there).
 */
export const HELD_PAYMENT_KEPT = 'We will contact you about the payment you made.';

/** Locks the order and checks its payment is still held for review (409 otherwise). */
export async function lockOrderInReview(tx: Tx, orderId: number) {
  const order = await lockOrder(tx, orderId);
  if (!order) return undefined;
  if (order.status !== 'awaiting_payment' || order.paymentStatus !== 'in_review') {
    throw conflict(NOT_IN_REVIEW, [{ path: 'status', message: NOT_IN_REVIEW }]);
  }
  return order;
}

/**
 * Staff accept the money: the order is confirmed and the shopper gets the confirmation, the store its new-order email.
 */
export async function acceptHeldPayment(
  tx: Tx,
  orderId: number,
  why: { by: number; note: string | null },
  notify: NotifyContext,
): Promise<number[]> {
  const note = why.note
    ? `${PAYMENT_RECEIVED}: accepted by staff · ${why.note}`
    : `${PAYMENT_RECEIVED}: accepted by staff`;
  await moveOrder(tx, orderId, {
    from: 'awaiting_payment',
    to: 'pending',
    also: { paymentStatus: 'paid' },
    by: why.by,
    note,
    shopperNote: PAYMENT_RECEIVED,
  });
  const placed = toPlacedOrder((await findOrderWithItems(tx, orderId))!);
  const confirmationId = await queueEmail(
    tx,
    { ...orderConfirmationEmail(placed, notify.publicUrl), status: notify.queuedStatus },
    orderId,
    notify.queueDelivery,
  );
  const storeNotice = await queueOrderNotice(tx, orderId, { kind: 'new-order' }, notify);
  return storeNotice === undefined ? [confirmationId] : [confirmationId, storeNotice];
}

/**
 * Staff cancel the order: it gives back what it held, its payment counts as paid (the money is
 * in, and a refund, now or later, gives it back), and the shopper is emailed: the refund when
 * there is one, else that the store will be in touch.
 */
export async function cancelHeldOrder(
  tx: Tx,
  orderId: number,
  why: { by: number; note: string | null; refundCents: number },
  notify: NotifyContext,
): Promise<number | undefined> {
  const moved = await moveOrder(tx, orderId, { from: 'awaiting_payment', to: 'cancelled', by: why.by, note: why.note });
  if (moved) await releaseOrder(tx, moved);
  const kept = why.refundCents === 0;
  await setPaymentStatus(tx, orderId, {
    from: 'in_review',
    to: 'paid',
    by: why.by,
    note: kept ? 'Payment kept by staff with the cancel' : null,
  });
  return queueOrderNotice(
    tx,
    orderId,
    { kind: 'cancelled', paidCents: why.refundCents, ...(kept ? { reason: HELD_PAYMENT_KEPT } : {}) },
    notify,
  );
}
