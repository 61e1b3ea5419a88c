// Variant stock: the only code that changes product_variants.stock after a variant is
// created. Checkout locks variants, checks and takes their units (or a payment does, when the
// store takes stock at payment); cancelling returns them; staff adjust it by a number of units
// (never set it: a count read minutes ago would undo the orders placed since). Every function takes the caller's
// transaction, so a use case composes them with the other modules' steps and commits once.
//
// Lock order, everywhere (checkout, cancelling, product saves): variants in id order, then
// products in id order, so two transactions never wait on each other in a circle.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { products, productVariants } from '../db/schema';
import type { StatementPart } from '../db/statement';
import { thumbnailUrl } from '../../shared/catalog/photos';

/** A variant as checkout sells it: its product, price, the stock committed so far, its picture. */
export interface SaleVariant {
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
  /** The picture of the variant's colour, else the product's first; a photo's is its small copy. */
  imageUrl: string | null;
}

/**
 * The variants with their product, locked until the transaction ends: `stock` is what other
 * orders have committed, so the check that follows cannot be overtaken. NO KEY UPDATE is the
 * lock an UPDATE of stock takes anyway; a plain FOR UPDATE would also block other orders'
 * foreign-key checks (KEY SHARE) on these rows while their items reference them. Rows are
 * locked in id order, so two checkouts never wait on each other in a circle.
 *
 * A subquery answering the rows as one JSON array, for the statement that claims the order
 * (orders/checkout-sql.ts): the variants are locked in the same round trip, and only when
 * `condition` (a column of that statement's row) holds. `ids` is the placeholder of an int[].
 */
export const lockedForSaleJson = (ids: string, condition: string): string =>
  `(select coalesce(json_agg(locked), '[]') from (
       select v.id, v.product_id as "productId", v.sku, v.size, v.color, v.price::text as price, v.stock,
         p.name, p.category, p.active, picture.url as "imageUrl", picture.raster as "imageRaster"
       from product_variants v join products p on p.id = v.product_id
       left join lateral (select i.url, i.raster from product_images i where i.product_id = p.id
           order by (i.color = v.color) desc nulls last, i.position limit 1) as picture on true
       where v.id = any(${ids}) and ${condition}
       order by v.id
       for no key update of v
     ) as locked)`;

/** The rows of lockedForSaleJson as checkout sells them, a photo's picture as its small copy. */
export const saleVariantsOf = (rows: ReadonlyArray<SaleVariant & { imageRaster: boolean | null }>): SaleVariant[] =>
  rows.map(({ imageRaster, ...variant }) => ({
    ...variant,
    imageUrl:
      variant.imageUrl === null
        ? null
        : thumbnailUrl([{ url: variant.imageUrl, raster: imageRaster === true }], variant.imageUrl),
  }));

export interface StockLine<Line> {
  variant: Pick<SaleVariant, 'id' | 'productId' | 'stock'>;
  quantity: number;
  line: Line;
}

export interface StockPlan<Line> {
  /** Units to take per variant, each variant once, in id order. */
  takes: Array<{ id: number; quantity: number }>;
  /** Products whose variant this take sells out: their in-stock flag is rechecked after. */
  soldOutProducts: number[];
  /** The first variant the locked stock cannot cover, with what is left of it. */
  short?: { line: Line; left: number };
}

/** Adds up the lines of each locked variant and checks the stock covers every one. */
export function planTake<Line>(lines: ReadonlyArray<StockLine<Line>>): StockPlan<Line> {
  const byVariant = new Map<number, StockLine<Line>>();
  for (const entry of lines) {
    const seen = byVariant.get(entry.variant.id);
    byVariant.set(entry.variant.id, seen ? { ...seen, quantity: seen.quantity + entry.quantity } : entry);
  }
  const soldOutProducts: number[] = [];
  for (const { variant, quantity, line } of byVariant.values()) {
    if (variant.stock < quantity) return { takes: [], soldOutProducts: [], short: { line, left: variant.stock } };
    if (variant.stock === quantity) soldOutProducts.push(variant.productId);
  }
  const takes = [...byVariant.values()]
    .map(({ variant, quantity }) => ({ id: variant.id, quantity }))
    .sort((a, b) => a.id - b.id);
  return { takes, soldOutProducts };
}

/**
 * The WITH entry that takes the planned units (checked under lock by planTake's caller), for
 * the order's single statement.
 */
export const takeStockPart =
  (takes: StockPlan<unknown>['takes']): StatementPart =>
  (p) =>
    // Two arrays rather than JSON: the planner expects a few rows from them (a hundred from a
    // JSON set) and so finds each variant by its key instead of reading the whole table.
    `taken_stock as (
       update product_variants v set stock = v.stock - t.quantity
       from unnest(${p.add(
         takes.map((t) => t.id),
         'int[]',
       )}, ${p.add(
         takes.map((t) => t.quantity),
         'int[]',
       )}) as t(id, quantity)
       where v.id = t.id
     )`;

// Spelled out: an update leaves its table's columns unqualified, and in the subquery "id"
// would bind to the variant's.
const updatedProductId = sql`${products}.${sql.identifier(products.id.name)}`;
const anyVariantInStock = sql<boolean>`exists (select 1 from ${productVariants} v where v.product_id = ${updatedProductId} and v.stock > 0)`;

/**
 * Sets `in_stock` on these products from their variants, after this transaction sold the
 * last of a variant or put units back. The lock is its own statement, and the recheck is the
 * next one: READ COMMITTED gives each statement a fresh snapshot, so the recheck sees every
 * other transaction that changed a variant of the product and took this lock before it. Two
 * orders selling the last of two variants at once cannot both leave the product in stock.
 * Only a product whose answer changes is written, so orders of one product do not queue on
 * its row.
 */
export async function recheckInStock(tx: Tx, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('no key update');
  await tx
    .update(products)
    .set({ inStock: anyVariantInStock })
    .where(and(inArray(products.id, ids), sql`${products.inStock} <> ${anyVariantInStock}`));
}

/**
 * Puts units back on their variants (a cancelled or released order), in variant id order as
 * checkout locks them, then rechecks their products. A variant deleted since is skipped.
 */
export async function returnStock(
  tx: Tx,
  lines: ReadonlyArray<{ variantId: number; quantity: number }>,
): Promise<void> {
  const productIds: number[] = [];
  for (const { variantId, quantity } of [...lines].sort((a, b) => a.variantId - b.variantId)) {
    const [row] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${quantity}` })
      .where(eq(productVariants.id, variantId))
      .returning({ productId: productVariants.productId });
    if (row) productIds.push(row.productId);
  }
  await recheckInStock(tx, productIds);
}

/**
 * Takes units outside checkout's own statement: an order's when it is paid (a store that takes
 * stock at payment), or the size a shopper's exchange reserves. Locks the variants in id order,
 * as checkout does, so a buyer and an exchange racing for the last unit cannot both have it, and
 * takes them all only if every one still covers its units. Answers the first variant that
 * cannot (deleted since counts as none left), else nothing, with the products rechecked.
 */
export async function takeStock(
  tx: Tx,
  lines: ReadonlyArray<{ variantId: number; quantity: number }>,
): Promise<{ short: { variantId: number; left: number } } | { short: null }> {
  const ids = [...new Set(lines.map((line) => line.variantId))].sort((a, b) => a - b);
  if (ids.length === 0) return { short: null };
  const locked = await tx
    .select({ id: productVariants.id, productId: productVariants.productId, stock: productVariants.stock })
    .from(productVariants)
    .where(inArray(productVariants.id, ids))
    .orderBy(asc(productVariants.id))
    .for('no key update');
  const byId = new Map(locked.map((variant) => [variant.id, variant]));
  const stockLines: Array<StockLine<number>> = [];
  for (const line of lines) {
    const variant = byId.get(line.variantId);
    if (!variant) return { short: { variantId: line.variantId, left: 0 } };
    stockLines.push({ variant, quantity: line.quantity, line: line.variantId });
  }
  const plan = planTake(stockLines);
  if (plan.short) return { short: { variantId: plan.short.line, left: plan.short.left } };
  await tx.execute(sql`update ${productVariants} v set stock = v.stock - t.quantity
    from json_to_recordset(${JSON.stringify(plan.takes)}::json) as t(id int, quantity int)
    where v.id = t.id`);
  await recheckInStock(tx, plan.soldOutProducts);
  return { short: null };
}

/**
 * Moves one variant of this product by `change` units from whatever its stock is now, in one
 * statement, so an order or another adjustment in between is never overwritten; refused (null)
 * when it would leave fewer than 0. Answers the stock before and after, or null when the
 * variant is not the product's or too few units are left to take.
 */
export async function adjustStock(
  tx: Tx,
  productId: number,
  variantId: number,
  change: number,
): Promise<{ before: number; after: number; size: string; color: string } | { before: null; left: number | null }> {
  const [row] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${change}` })
    .where(
      and(
        eq(productVariants.id, variantId),
        eq(productVariants.productId, productId),
        sql`${productVariants.stock} + ${change} >= 0`,
      ),
    )
    .returning({ after: productVariants.stock, size: productVariants.size, color: productVariants.color });
  if (!row) {
    const [variant] = await tx
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
    return { before: null, left: variant ? variant.stock : null };
  }
  const before = row.after - change;
  if ((before === 0) !== (row.after === 0)) await recheckInStock(tx, [productId]);
  return { before, after: row.after, size: row.size, color: row.color };
}

/**
 * Each variant's stock becomes the number given, in one statement: only for a variant a save
 * retires (kept with 0 because orders point at it). The caller holds the variants' locks
 * (catalog/write.ts updateProduct).
 */
export async function setStockCounts(
  tx: Tx,
  counts: ReadonlyArray<{ variantId: number; stock: number }>,
): Promise<void> {
  if (counts.length === 0) return;
  await tx.execute(sql`update ${productVariants} v set stock = t.stock
    from json_to_recordset(${JSON.stringify(counts)}::json) as t("variantId" int, stock int)
    where v.id = t."variantId"`);
}

/** Sets variants' low-stock alert thresholds (an import's), each alert armed afresh as setLowStockAt does. */
export async function setLowStockThresholds(
  tx: Tx,
  thresholds: ReadonlyArray<{ variantId: number; lowStockAt: number | null }>,
): Promise<void> {
  if (thresholds.length === 0) return;
  await tx.execute(sql`update ${productVariants} v set low_stock_at = t."lowStockAt", low_stock_alerted = false
    from json_to_recordset(${JSON.stringify(thresholds)}::json) as t("variantId" int, "lowStockAt" int)
    where v.id = t."variantId"`);
}

/** Units on hand per variant, read without a lock: what a cart may hold, not what an order takes. */
export async function unitsOnHand(tx: Tx, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(inArray(productVariants.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.stock]));
}
