// SQL for placing orders. Every function takes a Tx, so the whole checkout is one
// transaction; guarded updates return the rows they changed, and callers check the count.
import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import {
  emailOutbox,
  giftCards,
  giftCardTransactions,
  idempotencyKeys,
  newsletter,
  orderEvents,
  orderItems,
  orders,
  productImages,
  products,
  productVariants,
  promotions,
} from '../db/schema';

export interface VariantRow {
  id: number;
  productId: number;
  sku: string;
  size: string;
  color: string;
  price: string;
  stock: number;
  name: string;
  category: string;
  active: boolean;
  imageUrl: string | null;
}

const variantColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  sku: productVariants.sku,
  size: productVariants.size,
  color: productVariants.color,
  price: productVariants.price,
  stock: productVariants.stock,
  name: products.name,
  category: products.category,
  active: products.active,
  imageUrl: sql<string | null>`(select ${productImages.url} from ${productImages}
    where ${productImages.productId} = ${products.id}
    order by (${productImages.color} = ${productVariants.color}) desc nulls last, ${productImages.position} limit 1)`,
};

export function findVariants(tx: Tx, ids: number[]): Promise<VariantRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx.select(variantColumns).from(productVariants).innerJoin(products, eq(products.id, productVariants.productId)).where(inArray(productVariants.id, ids));
}

export async function findDesignerVariant(tx: Tx, handle: string, size: string, color: string): Promise<VariantRow | undefined> {
  const [row] = await tx
    .select(variantColumns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.handle, handle), eq(products.category, 'custom'), eq(productVariants.size, size), eq(productVariants.color, color)));
  return row;
}

/** Takes `quantity` units if they are there; false when they are not (never below zero). */
export async function takeStock(tx: Tx, variantId: number, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${quantity}` })
    .where(and(eq(productVariants.id, variantId), gte(productVariants.stock, quantity)))
    .returning({ id: productVariants.id });
  return rows.length === 1;
}

/** The variant's stock as last committed (a fresh read, not the one the order started with). */
export async function currentStock(tx: Tx, variantId: number): Promise<number> {
  const [row] = await tx.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId));
  return row?.stock ?? 0;
}

/** Keeps the product's stock (the sum of its variants) in step after a change of `delta`. */
export async function adjustProductStock(tx: Tx, productId: number, delta: number): Promise<void> {
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${delta}`, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
}

// One lookup for the cart's promo check and the order: it lives with the promotions domain.
export { findActivePromotion } from '../promotions/queries';

/** Counts one use of a promotion, unless its usage limit is reached. */
export async function claimPromotionUse(tx: Tx, promotionId: number): Promise<boolean> {
  const rows = await tx
    .update(promotions)
    .set({ usedCount: sql`${promotions.usedCount} + 1` })
    .where(and(eq(promotions.id, promotionId), or(isNull(promotions.usageLimit), lt(promotions.usedCount, promotions.usageLimit))))
    .returning({ id: promotions.id });
  return rows.length === 1;
}

export async function findGiftCardByCode(tx: Tx, code: string) {
  const [row] = await tx.select().from(giftCards).where(eq(giftCards.code, code));
  return row;
}

/** Spends `amount` (a decimal string) from a card if its balance still covers it. */
export async function debitGiftCard(tx: Tx, giftCardId: number, amount: string, orderId: number): Promise<boolean> {
  const rows = await tx
    .update(giftCards)
    .set({
      balance: sql`${giftCards.balance} - ${amount}::numeric`,
      isRedeemed: sql`${giftCards.balance} - ${amount}::numeric = 0`,
      redeemedAt: sql`case when ${giftCards.balance} - ${amount}::numeric = 0 then now() else ${giftCards.redeemedAt} end`,
    })
    .where(and(eq(giftCards.id, giftCardId), gte(giftCards.balance, amount)))
    .returning({ id: giftCards.id });
  if (rows.length !== 1) return false;
  await tx.insert(giftCardTransactions).values({ giftCardId, orderId, kind: 'debit', amount: `-${amount}` });
  return true;
}

/** True when this key is new (and now claimed by this transaction). */
export async function claimIdempotencyKey(tx: Tx, key: string, requestHash: string): Promise<boolean> {
  const rows = await tx.insert(idempotencyKeys).values({ key, requestHash }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findIdempotencyKey(tx: Tx, key: string) {
  const [row] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return row;
}

export async function linkIdempotencyKey(tx: Tx, key: string, orderId: number): Promise<void> {
  await tx.update(idempotencyKeys).set({ orderId }).where(eq(idempotencyKeys.key, key));
}

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

export async function insertOrder(tx: Tx, order: NewOrder, items: NewOrderItem[], note: string) {
  const [row] = await tx.insert(orders).values(order).returning();
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row!.id })));
  await tx.insert(orderEvents).values({ orderId: row!.id, status: row!.status, note });
  return row!;
}

export async function findOrderWithItems(tx: Tx, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  return { order, items };
}

export async function subscribeToNewsletter(tx: Tx, email: string): Promise<void> {
  await tx.insert(newsletter).values({ email: email.trim().toLowerCase() }).onConflictDoNothing();
}

/** The order's confirmation email (the first email linked to it), if it has one. */
export async function findOrderConfirmation(tx: Tx, orderId: number): Promise<number | undefined> {
  const [row] = await tx.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.orderId, orderId)).orderBy(asc(emailOutbox.id)).limit(1);
  return row?.id;
}
