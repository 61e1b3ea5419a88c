// SQL for the order detail staff read. Changes go through orders/moves.ts.
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { adminUsers, orderEvents, orderItems, orders } from '../db/schema';

export async function findOrderDetail(tx: Tx, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const [items, events] = await Promise.all([
    tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    tx
      .select({ kind: orderEvents.kind, status: orderEvents.status, note: orderEvents.note, shopperNote: orderEvents.shopperNote, createdAt: orderEvents.createdAt, adminUsername: adminUsers.username })
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
