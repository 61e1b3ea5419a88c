// The inventory staff work from: every variant with its stock, newest products first, found by
// product name or SKU and narrowed to those running low or sold out; each variant's low-stock
// threshold; and adjustments by variant (through the product's, so each is in the activity log).
import { and, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { InventoryItem, InventoryQuery } from '../../shared/schemas/inventory';
import { recordAudit } from '../audit/record';
import type { Db, Tx } from '../db/database';
import { containing, cursorTime, olderThan } from '../db/keyset';
import { backInStockRequests, productImages, productVariants, products } from '../db/schema';
import { notFound } from '../http/errors';
import { decodeCursor, toPage, type Page } from '../http/paging';

const VARIANT_NOT_FOUND = 'Variant not found';

const item = {
  id: productVariants.id,
  productId: productVariants.productId,
  productName: products.name,
  sku: productVariants.sku,
  size: productVariants.size,
  color: productVariants.color,
  stock: productVariants.stock,
  lowStockAt: productVariants.lowStockAt,
  // The picture of the variant's colour, else the product's first.
  imageUrl: sql<string | null>`(select i.url from ${productImages} i where i.product_id = ${productVariants.productId}
    order by (i.color = ${productVariants.color}) desc nulls last, i.position, i.id limit 1)`,
  waiting: sql<number>`(select count(*)::int from ${backInStockRequests} r
    where r.variant_id = ${productVariants.id} and r.notified_at is null)`,
};

const stockFilter = (stock: InventoryQuery['stock']) =>
  stock === 'out'
    ? eq(productVariants.stock, 0)
    : stock === 'low'
      ? and(isNotNull(productVariants.lowStockAt), lte(productVariants.stock, productVariants.lowStockAt))
      : undefined;

/** How many variants are at or below their low-stock threshold (an index holds those with one). */
export async function countLowStock(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(productVariants)
    .where(stockFilter('low'));
  return row?.n ?? 0;
}

const present = ({ cursorTime: _time, ...row }: InventoryItem & { cursorTime: string }) => row;

export async function listInventory(db: Db, query: InventoryQuery): Promise<Page<InventoryItem>> {
  const after = query.after === undefined ? undefined : decodeCursor(query.after);
  const where = and(containing(query.q, [products.name, productVariants.sku]), stockFilter(query.stock));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...item, cursorTime: cursorTime(products.createdAt) })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(where, olderThan(products.createdAt, productVariants.id, after)))
      .orderBy(desc(products.createdAt), desc(productVariants.id))
      .limit(query.limit + 1),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(where),
  ]);
  return toPage(rows, query.limit, Number(counted?.total ?? 0), present);
}

export async function inventoryItem(tx: Tx, variantId: number): Promise<InventoryItem> {
  const [row] = await tx
    .select(item)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId));
  if (!row) throw notFound(VARIANT_NOT_FOUND);
  return row;
}

/** The product a variant belongs to, for the adjustment that goes through the product. */
export async function productOfVariant(db: Db, variantId: number): Promise<number> {
  const [row] = await db
    .select({ productId: productVariants.productId })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  if (!row) throw notFound(VARIANT_NOT_FOUND);
  return row.productId;
}

/** Sets (or clears) the threshold; a variant already at or below a new one is alerted at the next run. */
export async function setLowStockAt(db: Db, variantId: number, lowStockAt: number | null): Promise<InventoryItem> {
  return db.transaction(async (tx) => {
    const before = await inventoryItem(tx, variantId);
    await tx
      .update(productVariants)
      .set({ lowStockAt, lowStockAlerted: false })
      .where(eq(productVariants.id, variantId));
    const field = `variants.${before.size} / ${before.color}.lowStockAt`;
    await recordAudit(tx, {
      kind: 'product.updated',
      subject: { type: 'product', id: before.productId, label: before.productName },
      before: { [field]: before.lowStockAt },
      after: { [field]: lowStockAt },
    });
    return inventoryItem(tx, variantId);
  });
}
