// The only place an order's stage, payment status or fulfillment status changes (the
// fulfillment status moves with a stage: shipped, delivered). Each change
// is a guarded update (it applies only from the state the caller saw, so of two concurrent
// changes one wins and the other finds nothing) and one row in the order's history saying
// who (a staff member, or the store itself when `by` is null), when and why.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus, PaymentStatusOfOrder } from '../../shared/store';
import type { Tx } from '../db/database';
import { orderEvents, orders } from '../db/schema';
import { refreshFiguresOfOrders } from '../customers/figures';
import { recordOrdersPaid } from '../reports/rollup';

export type OrderRow = typeof orders.$inferSelect;

/**
 * Where staff may move an order's stage from each. An order awaiting payment is confirmed by
 * its payment alone; staff may cancel it, which releases what it holds at once (a payment that
 * still arrives is refunded: payment-outcome.ts). Shipping and delivery also set the
 * fulfillment status (orders/fulfillment.ts).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  awaiting_payment: ['cancelled'],
  pending: ['confirmed', 'processing', 'shipped', 'cancelled'],
  confirmed: ['processing', 'shipped', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/**
 * Where staff may move the order's stage now. Once part of it has shipped it can no longer be
 * cancelled (what went out cannot be released): staff refund what did not ship instead. An
 * order whose payment is held for review moves only by staff's decision on that payment
 * (orders/review.ts), which says what becomes of the money.
 */
export function allowedTransitions(order: {
  status: string;
  fulfillmentStatus?: string;
  paymentStatus?: string;
}): readonly OrderStatus[] {
  if (order.paymentStatus === 'in_review') return [];
  const moves = ORDER_TRANSITIONS[order.status as OrderStatus] ?? [];
  return order.fulfillmentStatus === 'partially_fulfilled' ? moves.filter((to) => to !== 'cancelled') : moves;
}

/** The stages a paid order ships from. */
export const SHIPPABLE_STAGES: readonly OrderStatus[] = (Object.keys(ORDER_TRANSITIONS) as OrderStatus[]).filter(
  (from) => ORDER_TRANSITIONS[from].includes('shipped'),
);

/** What the shopper's timeline says when part of the order left in a parcel. */
export const PART_SHIPPED_NOTE = 'Part of your order has shipped; the rest follows in another parcel.';

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
  const [row] = await moveOrders(tx, [orderId], move);
  return row;
}

/**
 * moveOrder for many orders in one statement (the sweep's expired payment pages): answers those that were still in
 * `from`.
 */
export async function moveOrders(tx: Tx, orderIds: readonly number[], move: StageMove): Promise<OrderRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await tx
    .update(orders)
    .set({ status: move.to, updatedAt: sql`now()`, ...move.also })
    .where(and(inArray(orders.id, [...orderIds]), inArray(orders.status, fromAny(move.from))))
    .returning();
  if (rows.length === 0) return rows;
  // The payment or fulfillment status that moved with the stage: the same who and when, and
  // the stage's line beside it already says why.
  const events: Array<typeof orderEvents.$inferInsert> = rows.flatMap((row) => [
    {
      orderId: row.id,
      kind: 'status',
      status: move.to,
      note: move.note,
      shopperNote: move.shopperNote ?? null,
      adminUserId: move.by,
    },
    ...(move.also?.paymentStatus
      ? [{ orderId: row.id, kind: 'payment', status: move.also.paymentStatus, note: null, adminUserId: move.by }]
      : []),
    ...(move.also?.fulfillmentStatus
      ? [
          {
            orderId: row.id,
            kind: 'fulfillment',
            status: move.also.fulfillmentStatus,
            note: null,
            adminUserId: move.by,
          },
        ]
      : []),
  ]);
  await tx.insert(orderEvents).values(events);
  const ids = rows.map((row) => row.id);
  // A cancelled order no longer counts in what its customer spent; a payment makes it placed.
  if (move.to === 'cancelled' || move.also?.paymentStatus) await refreshFiguresOfOrders(tx, ids);
  // The store's sales count an order once its money is in.
  if (move.also?.paymentStatus === 'paid') await recordOrdersPaid(tx, ids);
  return rows;
}

export interface ParcelMove extends Why {
  /** The stage the caller saw (the order is locked). */
  from: OrderStatus;
  /** True when this parcel holds everything still to ship. */
  complete: boolean;
  carrier: string | null;
  carrierTrackingNumber: string | null;
  /** What the parcel holds, for staff reading the history ("2 × Wrap dress"). */
  contents: string;
}

/**
 * A parcel left: the last one makes the order shipped and fulfilled; one before it makes the
 * order partially fulfilled and its stage processing. The order's carrier columns name the
 * latest parcel.
 */
export async function recordParcel(tx: Tx, orderId: number, parcel: ParcelMove): Promise<OrderRow | undefined> {
  const to: OrderStatus = parcel.complete ? 'shipped' : 'processing';
  const fulfillment = parcel.complete ? 'fulfilled' : 'partially_fulfilled';
  const [row] = await tx
    .update(orders)
    .set({
      status: to,
      fulfillmentStatus: fulfillment,
      carrier: parcel.carrier,
      carrierTrackingNumber: parcel.carrierTrackingNumber,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, parcel.from)))
    .returning();
  if (!row) return undefined;
  const stageMoved = to !== parcel.from;
  if (stageMoved) {
    const shopperNote = parcel.complete ? null : PART_SHIPPED_NOTE;
    await tx
      .insert(orderEvents)
      .values({ orderId, kind: 'status', status: to, note: parcel.note, shopperNote, adminUserId: parcel.by });
  }
  const parcelNote = [parcel.contents, stageMoved ? null : parcel.note].filter(Boolean).join(' · ');
  await recordEvent(tx, orderId, 'fulfillment', fulfillment, { by: parcel.by, note: parcelNote });
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
  await refreshFiguresOfOrders(tx, [orderId]);
  // Money that arrives for an order already cancelled is refused: the sales leave it out.
  if (change.to === 'paid') await recordOrdersPaid(tx, [orderId]);
  return true;
}

/** A line in the order's history that changes nothing else: a staff comment, a refund asked for, stock put back. */
export async function noteOnOrder(
  tx: Tx,
  orderId: number,
  note: { by: number | null; text: string; kind?: 'note' | 'payment' | 'fulfillment' },
): Promise<void> {
  const [order] = await tx
    .select({ status: orders.status, paymentStatus: orders.paymentStatus, fulfillmentStatus: orders.fulfillmentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  const kind = note.kind ?? 'note';
  const status =
    kind === 'payment' ? order.paymentStatus : kind === 'fulfillment' ? order.fulfillmentStatus : order.status;
  await tx.insert(orderEvents).values({ orderId, kind, status, note: note.text, adminUserId: note.by });
}

async function recordEvent(tx: Tx, orderId: number, kind: 'payment' | 'fulfillment', status: string, why: Why) {
  await tx.insert(orderEvents).values({ orderId, kind, status, note: why.note, adminUserId: why.by });
}

/** What the shopper's timeline says when a delivered order has exchanged sizes to ship. */
export const EXCHANGE_NOTE = 'Your exchange is being prepared; we will email you when it ships.';

/**
 * An exchange added lines to ship to an order that went out: a shipped or delivered order is
 * back in processing and partially fulfilled, so staff ship the new lines as a parcel of their
 * own (orders/fulfillment.ts) and it cannot be cancelled. An order not yet out is left as it is.
 */
export async function reopenForExchange(tx: Tx, orderId: number, why: Why): Promise<void> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'processing', fulfillmentStatus: 'partially_fulfilled', updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['shipped', 'delivered'])))
    .returning({ id: orders.id });
  if (!row) return;
  await tx.insert(orderEvents).values({
    orderId,
    kind: 'status',
    status: 'processing',
    note: why.note,
    shopperNote: why.shopperNote ?? EXCHANGE_NOTE,
    adminUserId: why.by,
  });
  await recordEvent(tx, orderId, 'fulfillment', 'partially_fulfilled', { by: why.by, note: null });
}
