// SQL of the orders module that runs through the query builder: the custom-design lookup,
// the replay lookups and an order's lines. The hot statements are in checkout-sql.ts.
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import {
  emailOutbox,
  giftCards,
  idempotencyKeys,
  orderItemIdSql,
  orderItems,
  orders,
  payments,
  products,
  productVariants,
  returnedItems,
  returnLines,
  returns,
} from '../db/schema';

/**
 * The shopper's return a refund was made for (returns/ refunds through the order's refund), with
 * its lines as its emails list them; undefined for a refund of the order itself.
 */
export async function findReturnOfRefund(tx: Tx, refundId: number) {
  const rows = await tx
    .select({
      returnNumber: returns.returnNumber,
      name: orderItems.name,
      size: orderItems.size,
      color: orderItems.color,
      imageUrl: orderItems.imageUrl,
      quantity: returnLines.quantity,
      outcome: returnLines.outcome,
      exchangeSize: returnLines.exchangeSize,
      exchangeColor: returnLines.exchangeColor,
    })
    .from(returns)
    .innerJoin(returnLines, eq(returnLines.returnId, returns.id))
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(eq(returns.refundId, refundId))
    .orderBy(asc(returnLines.id));
  if (rows.length === 0) return undefined;
  return {
    returnNumber: rows[0]!.returnNumber,
    lines: rows.map((row) => ({
      name: row.name,
      size: row.size,
      color: row.color,
      imageUrl: row.imageUrl,
      quantity: row.quantity,
      exchange: row.outcome === 'exchange' ? { size: row.exchangeSize, color: row.exchangeColor } : null,
    })),
  };
}

/** The variant of a designer base product in this size and colour (custom apparel). */
export async function findDesignerVariantId(
  tx: Tx,
  handle: string,
  size: string,
  color: string,
): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(products.handle, handle),
        eq(products.category, 'custom'),
        eq(productVariants.size, size),
        eq(productVariants.color, color),
      ),
    );
  return row?.id;
}

export async function findIdempotencyKey(tx: Tx, key: string) {
  const [row] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return row;
}

/** The account an order joined, or null for a guest's order. */
export async function findOrderCustomerId(tx: Tx, orderId: number): Promise<number | null> {
  const [row] = await tx.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
  return row?.customerId ?? null;
}

export async function findOrderWithItems(tx: Tx, orderId: number) {
  const [found] = await tx
    .select({ order: orders, giftCardCode: giftCards.code })
    .from(orders)
    .leftJoin(giftCards, eq(giftCards.id, orders.giftCardId))
    .where(eq(orders.id, orderId));
  if (!found) return undefined;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  return { order: found.order, giftCardCode: found.giftCardCode, items };
}

/** The order's confirmation email (the first email linked to it), if it has one. */
export async function findOrderConfirmation(tx: Tx, orderId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.orderId, orderId))
    .orderBy(asc(emailOutbox.id))
    .limit(1);
  return row?.id;
}

/** Whether the order's confirmation email has been accepted by the mail server. */
export async function orderEmailSent(tx: Tx, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ status: emailOutbox.status })
    .from(emailOutbox)
    .where(eq(emailOutbox.orderId, orderId))
    .orderBy(asc(emailOutbox.id))
    .limit(1);
  return row?.status === 'sent';
}

/**
 * The order's lines that took stock, summed per variant, less what staff already put back
 * with a refund: what cancelling it gives back.
 */
export async function stockTakenByOrder(
  tx: Tx,
  orderId: number,
): Promise<Array<{ variantId: number; quantity: number }>> {
  return stockTakenByOrders(tx, [orderId]);
}

/** The units the orders hold together, by variant (what was returned already left out). */
export async function stockTakenByOrders(
  tx: Tx,
  orderIds: readonly number[],
): Promise<Array<{ variantId: number; quantity: number }>> {
  if (orderIds.length === 0) return [];
  const returned = sql`coalesce((select sum(r.quantity) from ${returnedItems} r where r.order_item_id = ${orderItemIdSql}), 0)`;
  const rows = await tx
    .select({
      variantId: sql<number>`${orderItems.variantId}`.mapWith(Number),
      quantity: sql<number>`sum(${orderItems.quantity} - ${returned})`.mapWith(Number),
    })
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, [...orderIds]), isNotNull(orderItems.variantId)))
    .groupBy(orderItems.variantId);
  return rows.filter((row) => row.quantity > 0);
}

/**
 * The orders an email or an address has awaiting payment (not those paid and held for review),
 * and when the soonest of their payment pages closes.
 */
export async function countUnpaidOrders(
  tx: Tx,
  whose: { email: string } | { placedFrom: string },
): Promise<{ count: number; firstRelease: Date | null }> {
  const [row] = await tx
    .select({
      count: sql<number>`count(distinct ${orders.id})`.mapWith(Number),
      firstRelease: sql<string | null>`min(${payments.expiresAt}) filter (where ${payments.status} = 'open')`,
    })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(
      and(
        'email' in whose ? eq(orders.email, whose.email) : eq(orders.placedFrom, whose.placedFrom),
        eq(orders.status, 'awaiting_payment'),
        eq(orders.paymentStatus, 'unpaid'),
      ),
    );
  return { count: row?.count ?? 0, firstRelease: row?.firstRelease ? new Date(row.firstRelease) : null };
}

/** The order, locked until the transaction ends: its payment decides on what is current. */
export async function lockOrder(tx: Tx, orderId: number) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** The order has taken its stock (at payment). */
export async function markStockTaken(tx: Tx, orderId: number): Promise<void> {
  await tx.update(orders).set({ stockTaken: true }).where(eq(orders.id, orderId));
}

/** The variants as checkout sells them, read without locking them (for a cart's preview). */
export async function findSaleVariants(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      sku: productVariants.sku,
      size: productVariants.size,
      color: productVariants.color,
      price: sql<string>`${productVariants.price}::text`,
      stock: productVariants.stock,
      name: products.name,
      category: products.category,
      active: products.active,
      imageUrl: sql<string | null>`null`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, [...ids]));
}
