// What an order's payment decides. Paid: the order is confirmed (the spec's "pending",
// Order Confirmed), "Payment received" goes on its timeline and its confirmation email into
// the outbox. Unpaid (declined, cancelled, expired, failed): the order is cancelled and gives
// back its stock, promotion use and gift-card amount. Both move the order only from
// awaiting_payment, so each happens once, whatever asks twice.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { orderEvents, orders } from '../db/schema';
import { queueEmail, type QueuedEmail, type QueueDelivery } from '../mail/outbox-part';
import { orderConfirmationEmail } from '../mail/templates';
import { findOrderWithItems } from './queries';
import { releaseOrder } from './release';
import { toPlacedOrder } from './placed-order';

async function moveFromAwaitingPayment(tx: Tx, orderId: number, next: string) {
  const [row] = await tx
    .update(orders)
    .set({ status: next, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_payment')))
    .returning();
  return row;
}

/** Confirms a paid order; answers its confirmation's outbox id, or undefined when it was not awaiting payment. */
export async function confirmPaidOrder(
  tx: Tx,
  orderId: number,
  confirmation: { queuedStatus: QueuedEmail['status']; queueDelivery?: QueueDelivery; publicUrl: string },
): Promise<number | undefined> {
  const moved = await moveFromAwaitingPayment(tx, orderId, 'pending');
  if (!moved) return undefined;
  await tx.insert(orderEvents).values({ orderId, status: 'pending', note: 'Payment received' });
  const placed = toPlacedOrder((await findOrderWithItems(tx, orderId))!);
  const email = orderConfirmationEmail(placed, confirmation.publicUrl);
  return queueEmail(tx, { ...email, status: confirmation.queuedStatus }, orderId, confirmation.queueDelivery);
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
  await tx.insert(orderEvents).values({ orderId, status: 'awaiting_payment', note });
}

const UNPAID_NOTES = {
  declined: 'Payment declined; the order was released',
  cancelled: 'Payment cancelled; the order was released',
  expired: 'Payment page expired; the order was released',
  failed: 'Payment could not be started; the order was released',
} as const;

/** Cancels an order whose payment ended unpaid and gives back what it held; false when it was not awaiting payment. */
export async function cancelUnpaidOrder(tx: Tx, orderId: number, reason: keyof typeof UNPAID_NOTES): Promise<boolean> {
  const moved = await moveFromAwaitingPayment(tx, orderId, 'cancelled');
  if (!moved) return false;
  await tx.insert(orderEvents).values({ orderId, status: 'cancelled', note: UNPAID_NOTES[reason] });
  await releaseOrder(tx, moved);
  return true;
}
