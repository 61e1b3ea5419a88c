// What an order's payment decides. Paid: the order is confirmed (the spec's "pending",
// Order Confirmed), "Payment received" goes on its timeline and its confirmation email into
// the outbox; a store that takes stock at payment takes it now. Unpaid (declined, cancelled,
// expired, failed): the order is cancelled and gives back its stock, promotion use and
// gift-card amount. Both move the order only from awaiting_payment, so each happens once,
// whatever asks twice. Money for an order that can no longer take it (cancelled by staff
// before it came, or sold out meanwhile) is refused, and the payment refunds it.
import { toCents } from '../../shared/money';
import type { Tx } from '../db/database';
import { takeStock } from '../inventory/stock';
import { queueEmail, type QueuedEmails } from '../mail/outbox-part';
import { orderConfirmationEmail } from '../mail/templates';
import type { RefusedPayment } from '../payments/handlers';
import { findOrderWithItems, lockOrder, markStockTaken, stockTakenByOrder } from './queries';
import { releaseOrder, releaseOrders } from './release';
import { toPlacedOrder } from './placed-order';
import { moveOrder, moveOrders, noteOnOrder, setPaymentStatus, type OrderRow } from './moves';
import { queueOrderNotice, type NotifyContext } from './notifications';

export const PAYMENT_RECEIVED = 'Payment received';

/** What the shopper's timeline and email say of a payment refunded because an item sold out while they paid. */
export const SOLD_OUT_WHILE_PAYING =
  'An item sold out while you were paying, so the order was cancelled and your payment is refunded in full.';
/** The same, for a payment that arrived after the order was cancelled. */
export const PAID_AFTER_CANCEL = 'Your payment arrived after the order had been cancelled, so it is refunded in full.';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Confirms a paid order; answers its confirmation's outbox id and the store's new-order
 * email, or undefined when it was not awaiting payment. An order cancelled before its payment
 * came in, and one whose stock sold out before it was paid (a store that takes stock at
 * payment), refuse the money: the payment refunds it in full.
 */
export async function confirmPaidOrder(tx: Tx, orderId: number, confirmation: NotifyContext): Promise<PaidOrderAnswer> {
  const order = await lockOrder(tx, orderId);
  if (order?.status === 'cancelled') return refuseLatePayment(tx, order, confirmation);
  if (order?.status !== 'awaiting_payment') return undefined;
  let stockTaken = false;
  if (!order.stockTaken) {
    const taken = await takeStock(tx, await stockTakenByOrder(tx, orderId));
    if (taken.short) return refuseSoldOut(tx, order, taken.short.variantId, confirmation);
    await markStockTaken(tx, orderId);
    stockTaken = true;
  }
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
  const confirmationId = await queueEmail(
    tx,
    { ...email, status: confirmation.queuedStatus },
    orderId,
    confirmation.queueDelivery,
  );
  // After the shopper's confirmation, which stays the order's first email.
  const storeNotice = await queueOrderNotice(tx, orderId, { kind: 'new-order' }, confirmation);
  return { confirmationId, alsoQueued: storeNotice === undefined ? [] : [storeNotice], stockTaken };
}

export type PaidOrderAnswer = (QueuedEmails & { stockTaken: boolean }) | RefusedPayment | undefined;

/** Staff cancelled the order while its payment page was still open, and the shopper paid there. */
async function refuseLatePayment(tx: Tx, order: OrderRow, notify: NotifyContext): Promise<RefusedPayment> {
  const paidCents = toCents(order.total);
  const note = `Payment of ${dollars(paidCents)} arrived after the order was cancelled; it is refunded in full`;
  if (!(await setPaymentStatus(tx, order.id, { from: 'unpaid', to: 'paid', by: null, note })))
    await noteOnOrder(tx, order.id, { by: null, kind: 'payment', text: note });
  const noticeId = await queueOrderNotice(
    tx,
    order.id,
    { kind: 'cancelled', paidCents, reason: PAID_AFTER_CANCEL, giftCardBack: false },
    notify,
  );
  return { refused: 'The order was cancelled before its payment arrived', noticeId };
}

/** The store takes stock at payment, and a unit the order needs was sold while the shopper paid. */
async function refuseSoldOut(
  tx: Tx,
  order: OrderRow,
  variantId: number,
  notify: NotifyContext,
): Promise<RefusedPayment> {
  const paidCents = toCents(order.total);
  const line = (await findOrderWithItems(tx, order.id))?.items.find((item) => item.variantId === variantId);
  const what = line ? `${line.name} (${line.size}, ${line.color})` : 'An item';
  const moved = await moveOrder(tx, order.id, {
    from: 'awaiting_payment',
    to: 'cancelled',
    by: null,
    note: `${what} sold out while the shopper paid; the payment of ${dollars(paidCents)} is refunded in full`,
    shopperNote: SOLD_OUT_WHILE_PAYING,
  });
  if (moved) await releaseOrder(tx, moved);
  await setPaymentStatus(tx, order.id, {
    from: 'unpaid',
    to: 'paid',
    by: null,
    note: `Payment of ${dollars(paidCents)} received for a cancelled order; refunded in full`,
  });
  const noticeId = await queueOrderNotice(
    tx,
    order.id,
    { kind: 'cancelled', paidCents, reason: SOLD_OUT_WHILE_PAYING },
    notify,
  );
  return { refused: `${what} sold out before the payment arrived`, noticeId };
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
  if (!(await setPaymentStatus(tx, orderId, { from: 'unpaid', to: 'in_review', by: null, note })))
    await noteOnOrder(tx, orderId, { by: null, text: note, kind: 'payment' });
}

const UNPAID_NOTES = {
  declined: 'Payment declined; the order was released',
  cancelled: 'Payment cancelled; the order was released',
  expired: 'Payment page expired; the order was released',
  failed: 'Payment could not be started; the order was released',
} as const;

/**
 * Cancels the orders whose payments ended unpaid and gives back what they held; answers how many were still awaiting
 * payment.
 */
export async function cancelUnpaidOrders(
  tx: Tx,
  orderIds: readonly number[],
  reason: keyof typeof UNPAID_NOTES,
): Promise<number> {
  const note = UNPAID_NOTES[reason];
  const moved = await moveOrders(tx, orderIds, {
    from: 'awaiting_payment',
    to: 'cancelled',
    by: null,
    note,
    shopperNote: note,
  });
  await releaseOrders(tx, moved);
  return moved.length;
}

/** Cancels an order whose payment ended unpaid and gives back what it held; false when it was not awaiting payment. */
export async function cancelUnpaidOrder(tx: Tx, orderId: number, reason: keyof typeof UNPAID_NOTES): Promise<boolean> {
  return (await cancelUnpaidOrders(tx, [orderId], reason)) === 1;
}
