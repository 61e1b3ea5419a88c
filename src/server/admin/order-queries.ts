// SQL for the order detail staff read. Changes go through orders/moves.ts.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { adminUsers, orderEvents, orderItems, orders } from '../db/schema';
import type { OrderFields } from './order-audit';

export async function findOrderDetail(tx: Tx, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const [items, events] = await Promise.all([
    tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    tx
      .select({
        kind: orderEvents.kind,
        status: orderEvents.status,
        note: orderEvents.note,
        shopperNote: orderEvents.shopperNote,
        createdAt: orderEvents.createdAt,
        adminUsername: adminUsers.username,
      })
      .from(orderEvents)
      .leftJoin(adminUsers, eq(adminUsers.id, orderEvents.adminUserId))
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ]);
  return { order, items, events };
}

/** Staff usernames by id, for who shipped a parcel. */
export async function findStaffNames(tx: Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: adminUsers.id, username: adminUsers.username })
    .from(adminUsers)
    .where(inArray(adminUsers.id, ids));
  return new Map(rows.map((row) => [row.id, row.username]));
}

/**
 * The order's stage, payment, fulfillment and carrier, locked until the transaction ends so a
 * change decides on what is current (and the activity log shows what it was).
 */
export async function lockOrderState(tx: Tx, orderId: number): Promise<OrderFields | undefined> {
  const { id, status, paymentStatus, fulfillmentStatus, carrier, carrierTrackingNumber } = orders;
  const [row] = await tx
    .select({ id, status, paymentStatus, fulfillmentStatus, carrier, carrierTrackingNumber })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

export async function findOrderStatus(tx: Tx, orderId: number): Promise<string | undefined> {
  const [row] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status;
}
