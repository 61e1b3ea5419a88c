// The orders a shopper's account holds: those placed while signed in, and guest orders with
// the account's email once the shopper has proved that email with a code.
import { and, not, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AccountOrder, AccountOrderDetail } from '../../shared/schemas/account';
import type { Tx } from '../db/database';
import { orderEvents, orderItems, orders } from '../db/schema';
import { deletedCustomerKey } from '../../shared/customer-key';
import type { FulfillmentStatus, PaymentStatusOfOrder, ShippingMethod } from '../../shared/store';

const isoTime = (at: Date) => at.toISOString();

/** Guest orders placed with `email` (lowercased, as orders store it) join the account. */
export async function joinGuestOrders(tx: Tx, customerId: number, email: string): Promise<void> {
  await tx
    .update(orders)
    .set({ customerId })
    .where(and(isNull(orders.customerId), eq(orders.email, email)));
}

async function linesOf(tx: Tx, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, AccountOrder['items']>();
  const rows = await tx
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      designId: orderItems.designId,
      name: orderItems.name,
      size: orderItems.size,
      color: orderItems.color,
      quantity: orderItems.quantity,
      price: orderItems.price,
      imageUrl: orderItems.imageUrl,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
  const byOrder = new Map<number, AccountOrder['items']>();
  for (const { orderId, productId: _p, variantId: _v, designId: _d, ...line } of rows)
    byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), line]);
  return byOrder;
}

const summaryColumns = {
  id: orders.id,
  trackingNumber: orders.trackingNumber,
  status: orders.status,
  paymentStatus: sql<PaymentStatusOfOrder>`${orders.paymentStatus}`,
  fulfillmentStatus: sql<FulfillmentStatus>`${orders.fulfillmentStatus}`,
  total: orders.total,
  createdAt: orders.createdAt,
};

/** The first name the shopper gave on the account's latest order that has one; empty when none does. */
export async function latestOrderFirstName(tx: Tx, customerId: number): Promise<string> {
  const firstName = sql<string>`trim(coalesce(${orders.customer}->>'firstName', ''))`;
  const [latest] = await tx
    .select({ firstName })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), sql`${firstName} <> ''`))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return latest?.firstName ?? '';
}

/** The account's orders, newest first, each with its lines. */
export async function listCustomerOrders(tx: Tx, customerId: number, limit = 100): Promise<AccountOrder[]> {
  // A checkout whose payment ended unpaid was never an order: it is not listed.
  const neverPaid = and(eq(orders.paymentStatus, 'unpaid'), eq(orders.status, 'cancelled'));
  const rows = await tx
    .select(summaryColumns)
    .from(orders)
    .where(and(eq(orders.customerId, customerId), not(neverPaid!)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  const lines = await linesOf(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, createdAt: isoTime(r.createdAt), items: lines.get(r.id) ?? [] }));
}

/** One of the account's orders with its totals and timeline; undefined when it is not the account's. */
export async function findCustomerOrder(
  tx: Tx,
  customerId: number,
  orderId: number,
): Promise<AccountOrderDetail | undefined> {
  const [order] = await tx
    .select({
      ...summaryColumns,
      subtotal: orders.subtotal,
      discount: orders.discount,
      shipping: orders.shipping,
      tax: orders.tax,
      giftCardAmount: orders.giftCardAmount,
      shippingAddress: orders.shippingAddress,
      shippingMethod: sql<ShippingMethod>`${orders.shippingMethod}`,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) return undefined;
  // The shopper's timeline: the stages and what the shopper is told of each, never staff's notes.
  const events = await tx
    .select({ status: orderEvents.status, note: orderEvents.shopperNote, createdAt: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'status')))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  const lines = await linesOf(tx, [orderId]);
  return {
    ...order,
    createdAt: isoTime(order.createdAt),
    items: lines.get(orderId) ?? [],
    events: events.map((e) => ({ ...e, createdAt: isoTime(e.createdAt) })),
  };
}

/** What buying an order again starts from: its lines' variants, designs and quantities. */
export async function customerOrderLines(tx: Tx, customerId: number, orderId: number) {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) return undefined;
  return tx
    .select({
      name: orderItems.name,
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      designId: orderItems.designId,
      quantity: orderItems.quantity,
      size: orderItems.size,
      color: orderItems.color,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/**
 * A deleted account's orders stay for the store's books without who placed them: no name,
 * email, phone or address, and no customer key (the email as one mailbox) either: they stay
 * together as one anonymous customer in the admin's customer list. Their tracking numbers keep working.
 */
export async function anonymiseCustomerOrders(tx: Tx, customerId: number): Promise<void> {
  await tx
    .update(orders)
    .set({
      email: sql`'deleted-customer-' || ${orders.id} || '@invalid'`,
      shippingAddress: '',
      customer: {},
      notes: null,
      customerKey: deletedCustomerKey(customerId),
      customerId: null,
      updatedAt: new Date(),
    })
    .where(eq(orders.customerId, customerId));
}
