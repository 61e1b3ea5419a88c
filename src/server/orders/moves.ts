// The only place an order's stage, payment status or fulfillment status changes (the
// fulfillment status moves with a stage: shipped, delivered). Each change
// is a guarded update (it applies only from the state the caller saw, so of two concurrent
// changes one wins and the other finds nothing) and one row in the order's history saying
// who (a staff member, or the store itself when `by` is null), when and why.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus, PaymentStatusOfOrder } from '../../shared/store';
import type { Tx } from '../db/database';
import { orderEvents, orders } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/**
 * Where staff may move an order's stage from each. Leaving awaiting_payment is its payment's
 * doing alone; shipping and delivery also set the fulfillment status (orders/fulfillment.ts).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  awaiting_payment: [],
  pending: ['confirmed', 'processing', 'shipped', 'cancelled'],
  confirmed: ['processing', 'shipped', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const allowedTransitions = (status: string): readonly OrderStatus[] => ORDER_TRANSITIONS[status as OrderStatus] ?? [];

interface Why {
  /** The staff member; null when the store itself made the change (a payment, a sweep). */
  by: number | null;
  /** Why, for staff. */
  note: string | null;
  /** What the shopper's timeline says of it; stage moves only. */
  shopperNote?: string | null;
}

export interface StageMove extends Why {
  from: OrderStatus | readonly OrderStatus[];
  to: OrderStatus;
  /** Columns that change with this move (the carrier of a shipment). */
  also?: Partial<Pick<OrderRow, 'carrier' | 'carrierTrackingNumber' | 'paymentStatus' | 'fulfillmentStatus'>>;
}

const fromAny = (from: string | readonly string[]) => (typeof from === 'string' ? [from] : [...from]);

/** Moves the order's stage; answers the row only when it was still in `from`. */
export async function moveOrder(tx: Tx, orderId: number, move: StageMove): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ status: move.to, updatedAt: sql`now()`, ...move.also })
    .where(and(eq(orders.id, orderId), inArray(orders.status, fromAny(move.from))))
    .returning();
  if (!row) return undefined;
  await tx.insert(orderEvents).values({ orderId, kind: 'status', status: move.to, note: move.note, shopperNote: move.shopperNote ?? null, adminUserId: move.by });
  // The payment or fulfillment status that moved with the stage: the same who and when, and
  // the stage's line beside it already says why.
  const alongside = { by: move.by, note: null };
  if (move.also?.paymentStatus) await recordEvent(tx, orderId, 'payment', move.also.paymentStatus, alongside);
  if (move.also?.fulfillmentStatus) await recordEvent(tx, orderId, 'fulfillment', move.also.fulfillmentStatus, alongside);
  return row;
}

/** Sets what the store has of the order's money; false when it was not in `from`. */
export async function setPaymentStatus(
  tx: Tx,
  orderId: number,
  change: Why & { from: PaymentStatusOfOrder | readonly PaymentStatusOfOrder[]; to: PaymentStatusOfOrder },
): Promise<boolean> {
  const moved = await tx
    .update(orders)
    .set({ paymentStatus: change.to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, fromAny(change.from))))
    .returning({ id: orders.id });
  if (moved.length === 0) return false;
  await recordEvent(tx, orderId, 'payment', change.to, change);
  return true;
}

/** A line in the order's history that changes nothing else: a staff comment, a refund asked for. */
export async function noteOnOrder(tx: Tx, orderId: number, note: { by: number | null; text: string; kind?: 'note' | 'payment' }): Promise<void> {
  const [order] = await tx.select({ status: orders.status, paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const kind = note.kind ?? 'note';
  await tx.insert(orderEvents).values({ orderId, kind, status: kind === 'payment' ? order.paymentStatus : order.status, note: note.text, adminUserId: note.by });
}

async function recordEvent(tx: Tx, orderId: number, kind: 'payment' | 'fulfillment', status: string, why: Why) {
  await tx.insert(orderEvents).values({ orderId, kind, status, note: why.note, adminUserId: why.by });
}
