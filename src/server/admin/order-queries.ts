// SQL for the order detail and status changes. Every function takes a Tx first; guarded
// updates return the rows they changed, and callers check the count.
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { adminUsers, giftCards, giftCardTransactions, orderEvents, orderItems, orders, productVariants, promotions } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;

export async function findOrderDetail(tx: Tx, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const [items, events] = await Promise.all([
    tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    tx
      .select({ status: orderEvents.status, note: orderEvents.note, createdAt: orderEvents.createdAt, adminUsername: adminUsers.username })
      .from(orderEvents)
      .leftJoin(adminUsers, eq(adminUsers.id, orderEvents.adminUserId))
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ]);
  return { order, items, events };
}

export async function findOrderStatus(tx: Tx, orderId: number): Promise<string | undefined> {
  const [row] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status;
}

/**
 * Moves the order from `expected` to `next`; answers the row only when it still was in
 * `expected`, so of two concurrent changes exactly one applies (the other waits for the
 * first to commit, then matches nothing).
 */
export async function moveOrderStatus(
  tx: Tx,
  orderId: number,
  expected: string,
  next: string,
  shipment: { carrier: string; carrierTrackingNumber: string } | undefined,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ status: next, updatedAt: sql`now()`, ...(shipment ?? {}) })
    .where(and(eq(orders.id, orderId), eq(orders.status, expected)))
    .returning();
  return row;
}

export async function insertOrderEvent(tx: Tx, event: { orderId: number; status: string; note: string | null; adminUserId: number }) {
  await tx.insert(orderEvents).values(event);
}

/** The order's lines that took stock, summed per variant, in variant id order (the order checkout locks them in). */
export async function stockTakenByOrder(tx: Tx, orderId: number) {
  return tx
    .select({ variantId: sql<number>`${orderItems.variantId}`.mapWith(Number), quantity: sql<number>`sum(${orderItems.quantity})`.mapWith(Number) })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.variantId)))
    .groupBy(orderItems.variantId)
    .orderBy(asc(orderItems.variantId));
}

/** Puts units back on a variant; answers its product id (undefined when the variant is gone). */
export async function returnStock(tx: Tx, variantId: number, quantity: number): Promise<number | undefined> {
  const [row] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${quantity}` })
    .where(eq(productVariants.id, variantId))
    .returning({ productId: productVariants.productId });
  return row?.productId;
}

/** Gives `amount` (a decimal string) back to a card and records a 'refund' transaction. */
export async function refundGiftCard(tx: Tx, giftCardId: number, amount: string, orderId: number): Promise<void> {
  const rows = await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} + ${amount}::numeric`, isRedeemed: false, redeemedAt: null })
    .where(eq(giftCards.id, giftCardId))
    .returning({ id: giftCards.id });
  if (rows.length === 1) await tx.insert(giftCardTransactions).values({ giftCardId, orderId, kind: 'refund', amount });
}

/** Gives back one use of a limited promotion; unlimited ones count nothing that matters. */
export async function releasePromotionUse(tx: Tx, code: string): Promise<void> {
  await tx
    .update(promotions)
    .set({ usedCount: sql`${promotions.usedCount} - 1` })
    .where(and(eq(promotions.code, code), isNotNull(promotions.usageLimit), gt(promotions.usedCount, 0)));
}
