// SQL for the order detail and status changes. Every function takes a Tx first; guarded
// updates return the rows they changed, and callers check the count.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { adminUsers, orderEvents, orderItems, orders } from '../db/schema';

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
