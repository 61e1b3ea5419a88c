// SQL for placing orders that the checkout runs through the query builder: the rare paths
// (custom designs, promotions, gift cards) and the replay lookups. The hot statements are in
// checkout-sql.ts. Guarded updates return the rows they changed, and callers check the count.
import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import {
  emailOutbox,
  giftCards,
  giftCardTransactions,
  idempotencyKeys,
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

export async function findDesignerVariant(tx: Tx, handle: string, size: string, color: string): Promise<VariantRow | undefined> {
  const [row] = await tx
    .select(variantColumns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.handle, handle), eq(products.category, 'custom'), eq(productVariants.size, size), eq(productVariants.color, color)));
  return row;
}

// Spelled out: an update leaves its table's columns unqualified, and in the subquery "id"
// would bind to the variant's.
const updatedProductId = sql`${products}.${sql.identifier(products.id.name)}`;
const anyVariantInStock = sql<boolean>`exists (select 1 from ${productVariants} v where v.product_id = ${updatedProductId} and v.stock > 0)`;

/**
 * Sets `in_stock` on these products from their variants, after this transaction sold the
 * last of a variant (checkout) or put units back (a cancel). The lock is its own statement,
 * and the recheck is the next one: READ COMMITTED gives each statement a fresh snapshot, so
 * the recheck sees every other transaction that changed a variant of the product and took
 * this lock before it. Two orders selling the last of two variants at once cannot both
 * leave the product in stock. Only a product whose answer changes is written.
 */
export async function recheckInStock(tx: Tx, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for('no key update');
  await tx
    .update(products)
    .set({ inStock: anyVariantInStock })
    .where(and(inArray(products.id, ids), sql`${products.inStock} <> ${anyVariantInStock}`));
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

export async function findIdempotencyKey(tx: Tx, key: string) {
  const [row] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return row;
}

export async function findOrderWithItems(tx: Tx, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  return { order, items };
}

/** The order's confirmation email (the first email linked to it), if it has one. */
export async function findOrderConfirmation(tx: Tx, orderId: number): Promise<number | undefined> {
  const [row] = await tx.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.orderId, orderId)).orderBy(asc(emailOutbox.id)).limit(1);
  return row?.id;
}
