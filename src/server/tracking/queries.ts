import { and, asc, eq, sql } from 'drizzle-orm';
import type { FulfillmentStatus, PaymentStatusOfOrder } from '../../shared/store';
import type { Tx } from '../db/database';
import { orderEvents, orderItems, orders } from '../db/schema';

export async function findOrderByTrackingNumber(tx: Tx, trackingNumber: string) {
  const [row] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      paymentStatus: sql<PaymentStatusOfOrder>`${orders.paymentStatus}`,
      fulfillmentStatus: sql<FulfillmentStatus>`${orders.fulfillmentStatus}`,
      trackingNumber: orders.trackingNumber,
      createdAt: orders.createdAt,
      total: orders.total,
      shippingAddress: orders.shippingAddress,
      email: orders.email,
      carrier: orders.carrier,
      carrierTrackingNumber: orders.carrierTrackingNumber,
    })
    .from(orders)
    .where(eq(orders.trackingNumber, trackingNumber))
    .limit(1);
  return row;
}

export function listOrderItems(tx: Tx, orderId: number) {
  return tx
    .select({
      id: orderItems.id,
      name: orderItems.name,
      imageUrl: orderItems.imageUrl,
      size: orderItems.size,
      color: orderItems.color,
      price: orderItems.price,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** The stages the order went through, oldest first, with what the shopper is told of each (never staff's notes). */
export function listOrderEvents(tx: Tx, orderId: number) {
  return tx
    .select({ status: orderEvents.status, note: orderEvents.shopperNote, createdAt: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'status')))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}
