// What returns read: the order a return comes from and its lines with what is still out, the
// other sizes and colours of their products, and returns with their lines and steps. Writes of
// returns, return_lines and return_events are in moves.ts and service.ts; the order's own tables
// are written only by the orders module.
import { and, asc, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ReturnStatus } from '../../shared/schemas/returns';
import type { Tx } from '../db/database';
import {
  orderCustomerName,
  orderEvents,
  orderItemIdSql,
  orderItems,
  orders,
  products,
  productVariants,
  returnedItems,
  returnEvents,
  returnLines,
  returns,
  shipmentItems,
} from '../db/schema';

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;

const orderFields = {
  id: orders.id,
  email: orders.email,
  customerId: orders.customerId,
  customerKey: orders.customerKey,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  trackingNumber: orders.trackingNumber,
  subtotal: orders.subtotal,
  discount: orders.discount,
  tax: orders.tax,
  customerName: orderCustomerName(orders.customer),
  country: sql<string | null>`${orders.customer}->>'country'`,
};

export type ReturnOrder = {
  id: number;
  email: string;
  customerId: number | null;
  customerKey: string | null;
  status: string;
  paymentStatus: string;
  trackingNumber: string;
  subtotal: string;
  discount: string;
  tax: string;
  customerName: string;
  /** Where it was sent: an ISO country code. */
  country: string | null;
};

export async function findOrderByTrackingNumber(tx: Tx, trackingNumber: string): Promise<ReturnOrder | undefined> {
  const [row] = await tx.select(orderFields).from(orders).where(eq(orders.trackingNumber, trackingNumber)).limit(1);
  return row;
}

export async function findOrderById(tx: Tx, orderId: number): Promise<ReturnOrder | undefined> {
  const [row] = await tx.select(orderFields).from(orders).where(eq(orders.id, orderId));
  return row;
}

/** When the order was first delivered (its history's first delivered step), or null. */
export async function deliveredAt(tx: Tx, orderId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'status'), eq(orderEvents.status, 'delivered')))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id))
    .limit(1);
  return row?.at ?? null;
}

/**
 * Each line of the order with what a return needs: its product's tags and category, how many
 * of it shipped, how many are in returns that were not rejected, and how many staff put back on
 * sale with a refund of their own.
 */
export async function orderLines(tx: Tx, orderId: number) {
  const shipped = sql<number>`coalesce((select sum(si.quantity) from ${shipmentItems} si
    where si.order_item_id = ${orderItemIdSql}), 0)`.mapWith(Number);
  const inReturns =
    sql<number>`coalesce((select sum(rl.quantity) from ${returnLines} rl join ${returns} r on r.id = rl.return_id
    where rl.order_item_id = ${orderItemIdSql} and r.status <> 'rejected'), 0)`.mapWith(Number);
  const refundRestocked = sql<number>`coalesce((select sum(ri.quantity) from ${returnedItems} ri
    where ri.order_item_id = ${orderItemIdSql} and ri.refund_id is not null), 0)`.mapWith(Number);
  return tx
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      name: orderItems.name,
      imageUrl: orderItems.imageUrl,
      size: orderItems.size,
      color: orderItems.color,
      designId: orderItems.designId,
      quantity: orderItems.quantity,
      price: orderItems.price,
      tags: products.tags,
      category: products.category,
      shipped,
      inReturns,
      refundRestocked,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}
export type OrderLineRow = Awaited<ReturnType<typeof orderLines>>[number];

const variantFields = {
  id: productVariants.id,
  productId: productVariants.productId,
  sku: productVariants.sku,
  size: productVariants.size,
  color: productVariants.color,
  price: productVariants.price,
  stock: productVariants.stock,
  name: products.name,
};

/** Variants with their product's name: of these products and on sale, or these ones whatever their product. */
export async function findVariants(tx: Tx, by: { productIds: readonly number[] } | { ids: readonly number[] }) {
  const ids = 'ids' in by ? by.ids : by.productIds;
  if (ids.length === 0) return [];
  return tx
    .select(variantFields)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      'ids' in by
        ? inArray(productVariants.id, [...ids])
        : and(inArray(productVariants.productId, [...ids]), eq(products.active, true)),
    )
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
}
export type VariantRow = Awaited<ReturnType<typeof findVariants>>[number];

/** The return with this id, number or Idempotency-Key. */
export async function findReturn(
  tx: Tx,
  by: { id: number } | { returnNumber: string } | { idempotencyKey: string },
): Promise<ReturnRow | undefined> {
  const where =
    'id' in by
      ? eq(returns.id, by.id)
      : 'returnNumber' in by
        ? eq(returns.returnNumber, by.returnNumber)
        : eq(returns.idempotencyKey, by.idempotencyKey);
  const [row] = await tx.select().from(returns).where(where);
  return row;
}

/** The return, locked: one payment of its difference opens at a time. */
export async function lockReturn(tx: Tx, id: number): Promise<ReturnRow | undefined> {
  const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
  return row;
}

/** A return of the order asked for in the same words and not yet looked at: the one a repeated request started. */
export async function findRepeatedReturn(tx: Tx, orderId: number, requestHash: string) {
  const [row] = await tx
    .select()
    .from(returns)
    .where(
      and(
        eq(returns.orderId, orderId),
        eq(returns.requestHash, requestHash),
        eq(returns.status, 'requested'),
        isNull(returns.idempotencyKey),
      ),
    )
    .orderBy(desc(returns.id))
    .limit(1);
  return row;
}

/** The return's lines with what the order says of their items. */
export async function linesOfReturn(tx: Tx, returnId: number) {
  return tx
    .select({
      line: returnLines,
      name: orderItems.name,
      size: orderItems.size,
      color: orderItems.color,
      imageUrl: orderItems.imageUrl,
      productId: orderItems.productId,
    })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(eq(returnLines.returnId, returnId))
    .orderBy(asc(returnLines.id));
}
export type ReturnLineWithItem = Awaited<ReturnType<typeof linesOfReturn>>[number];

export async function eventsOfReturn(tx: Tx, returnId: number) {
  return tx
    .select({ status: returnEvents.status, message: returnEvents.message, createdAt: returnEvents.createdAt })
    .from(returnEvents)
    .where(eq(returnEvents.returnId, returnId))
    .orderBy(asc(returnEvents.id));
}

/** The staff list's search: the return number, the order's number, or the shopper's email. */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    sql`${returns.returnNumber} ilike ${like}`,
    sql`${orders.trackingNumber} ilike ${like}`,
    sql`${orders.email} ilike ${like}`,
  );
}

/** A page of returns, newest first, one past `limit` (the extra row says whether there is another page). */
export async function listReturns(
  tx: Tx,
  query: { status?: ReturnStatus | undefined; q?: string | undefined; after?: number | undefined; limit: number },
) {
  const items =
    sql<number>`(select coalesce(sum(rl.quantity), 0) from ${returnLines} rl where rl.return_id = ${returns.id})`.mapWith(
      Number,
    );
  const outcomes = sql<
    string[]
  >`(select array_agg(distinct rl.outcome) from ${returnLines} rl where rl.return_id = ${returns.id})`;
  return tx
    .select({
      id: returns.id,
      returnNumber: returns.returnNumber,
      status: returns.status,
      orderId: returns.orderId,
      trackingNumber: orders.trackingNumber,
      customerName: orderCustomerName(orders.customer),
      email: orders.email,
      items,
      outcomes,
      refundCents: returns.refundCents,
      createdAt: returns.createdAt,
    })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(
      and(
        query.status ? eq(returns.status, query.status) : undefined,
        query.after === undefined ? undefined : lt(returns.id, query.after),
        searchCondition(query.q),
      ),
    )
    .orderBy(desc(returns.id))
    .limit(query.limit + 1);
}

/** How many returns are in each status, under the list's search. */
export async function countReturns(tx: Tx, q: string | undefined): Promise<Record<string, number>> {
  const rows = await tx
    .select({ status: returns.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(searchCondition(q))
    .groupBy(returns.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

/** The returns of these orders, newest first (a customer's page). */
export async function returnsOfOrders(tx: Tx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return tx
    .select({
      id: returns.id,
      returnNumber: returns.returnNumber,
      status: returns.status,
      createdAt: returns.createdAt,
    })
    .from(returns)
    .where(inArray(returns.orderId, [...orderIds]))
    .orderBy(desc(returns.createdAt), desc(returns.id));
}

/** Exchange lines still held by the return (not yet lines of the order): what a rejection gives back. */
export async function heldExchanges(tx: Tx, returnId: number) {
  return tx
    .select({ variantId: returnLines.exchangeVariantId, quantity: returnLines.quantity })
    .from(returnLines)
    .where(
      and(eq(returnLines.returnId, returnId), eq(returnLines.outcome, 'exchange'), isNull(returnLines.exchangeItemId)),
    );
}
