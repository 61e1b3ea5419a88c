// The one write path for products (seed, bulk seeding, admin editing): whatever writes a
// product goes through here, so the derived columns (sanitised description, price, in
// stock, sizes, colours) always agree with the variants.
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { cheapestWas } from '../../shared/catalog/pricing';
import { toCents, toDecimal } from '../../shared/money';
import { JEANS_SIZES, KIDS_SIZES, ONE_SIZE, SIZES } from '../../shared/store';
import type { Tx } from '../db/database';
import { orderItems, productImages, productVariants, products } from '../db/schema';
import { badRequest, conflict } from '../http/errors';
import { COMPARE_AT_ABOVE_PRICE, PRODUCT_CHANGED_SINCE_READ } from '../../shared/schemas/admin';
import { sanitizeDescription } from './sanitize';
import { setStockCounts } from '../inventory/stock';

export interface VariantInput {
  size: string;
  color: string;
  priceCents: number;
  /** The "was" price; above priceCents, or none. */
  compareAtPriceCents?: number | null | undefined;
  stock: number;
  /** Generated from the product id, size and colour when absent. */
  sku?: string | undefined;
  /** The low-stock alert threshold a new variant starts with (an import's); none when absent. */
  lowStockAt?: number | null | undefined;
}

export interface ImageInput {
  url: string;
  alt: string;
  /** The colour the image shows, when it shows one. */
  color?: string | null | undefined;
  width: number;
  height: number;
  /** An uploaded photo, served resized (media/variants.ts); SVG artwork and addresses are not. */
  raster?: boolean | undefined;
}

export interface ProductInput {
  handle: string;
  name: string;
  /** HTML; sanitised before storage. */
  description: string;
  category: string;
  subcategory: string;
  productType?: string | undefined;
  collection?: string | null | undefined;
  vendor?: string | undefined;
  supplier?: string | null | undefined;
  supplierId?: string | null | undefined;
  materials?: readonly string[] | undefined;
  tags?: readonly string[] | undefined;
  featured?: boolean | undefined;
  trending?: boolean | undefined;
  active?: boolean | undefined;
  /** When the product arrived in the store (created_at): an import's own date; now when absent. */
  arrivedAt?: Date | undefined;
  variants: readonly VariantInput[];
  images: readonly ImageInput[];
}

export interface VariantSummary {
  /** Lowest variant price. */
  priceCents: number;
  /** The product's "was" price (products.original_price): its cheapest variant's (cheapestWas). */
  compareAtPriceCents: number | null;
  /** Sum of variant stock. */
  stock: number;
  sizes: string[];
  colors: string[];
}

const SIZE_RANK = new Map<string, number>(
  [...SIZES, ...JEANS_SIZES, ...KIDS_SIZES, ONE_SIZE].map((size, i) => [size, i]),
);

/**
 * Distinct sizes in the store's size order; sizes it does not know keep their first-seen order, after the known ones.
 */
export function orderSizes(sizes: Iterable<string>): string[] {
  const distinct = [...new Set(sizes)];
  const rank = (size: string) => SIZE_RANK.get(size) ?? SIZE_RANK.size + distinct.indexOf(size);
  return distinct.sort((a, b) => rank(a) - rank(b));
}

/** A product's units for sale: its variants' sum (the product row keeps only whether any is left). */
export const totalUnits = (variants: readonly { stock: number }[]) => variants.reduce((sum, v) => sum + v.stock, 0);

/** Colours in the order the variants list them: the first is the product's main colour. */
export function summariseVariants(variants: readonly Omit<VariantInput, 'sku'>[]): VariantSummary {
  return {
    priceCents: variants.length ? Math.min(...variants.map((v) => v.priceCents)) : 0,
    compareAtPriceCents: cheapestWas(variants),
    stock: totalUnits(variants),
    sizes: orderSizes(variants.map((v) => v.size)),
    colors: [...new Set(variants.map((v) => v.color))],
  };
}

const skuPart = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 16) || 'X';

export const generatedSku = (productId: number, size: string, color: string) =>
  `TJ-${productId}-${skuPart(size)}-${skuPart(color)}`;

const compareAtOf = (v: VariantInput) => (v.compareAtPriceCents == null ? null : toDecimal(v.compareAtPriceCents));

function checkVariants(variants: readonly VariantInput[]): void {
  if (variants.length === 0) throw badRequest('variants', 'A product needs at least one variant');
  const seen = new Set<string>();
  variants.forEach((v, i) => {
    if (!Number.isInteger(v.priceCents) || v.priceCents < 0)
      throw badRequest(`variants.${i}.priceCents`, 'Price must be 0 or more');
    if (
      v.compareAtPriceCents != null &&
      (!Number.isInteger(v.compareAtPriceCents) || v.compareAtPriceCents <= v.priceCents)
    )
      throw badRequest(`variants.${i}.compareAtPriceCents`, COMPARE_AT_ABOVE_PRICE);
    if (!Number.isInteger(v.stock) || v.stock < 0) throw badRequest(`variants.${i}.stock`, 'Stock must be 0 or more');
    const option = `${v.size}\u0000${v.color}`;
    if (seen.has(option)) throw badRequest(`variants.${i}`, `Size ${v.size} in ${v.color} is listed twice`);
    seen.add(option);
  });
}

// search_terms and facet_xid are the database's own (triggers keep them from these columns);
// version only moves by a save (updateProduct).
type ProductRow = Required<
  Omit<
    typeof products.$inferInsert,
    'id' | 'createdAt' | 'updatedAt' | 'searchTerms' | 'facetXid' | 'version' | 'archivedAt'
  >
>;

function productRow(input: ProductInput): ProductRow {
  checkVariants(input.variants);
  const summary = summariseVariants(input.variants);
  const html = sanitizeDescription(input.description);
  const tags = [...(input.tags ?? [])];
  const vendor = input.vendor ?? '';
  return {
    handle: input.handle,
    name: input.name,
    description: html,
    price: toDecimal(summary.priceCents),
    originalPrice: summary.compareAtPriceCents === null ? null : toDecimal(summary.compareAtPriceCents),
    category: input.category,
    subcategory: input.subcategory,
    productType: input.productType ?? 'General',
    collection: input.collection ?? null,
    vendor,
    supplier: input.supplier ?? null,
    supplierId: input.supplierId ?? null,
    sizes: summary.sizes,
    colors: summary.colors,
    // Each material once: a facet counts products, not mentions.
    materials: [...new Set(input.materials ?? [])],
    tags,
    featured: input.featured ?? false,
    trending: input.trending ?? false,
    inStock: summary.stock > 0,
    active: input.active ?? true,
  };
}

type ColumnType = 'int' | 'text' | 'numeric' | 'bool' | 'text[]' | 'timestamptz';
type ColumnValues = readonly [column: PgColumn, type: ColumnType, values: unknown[]];

/**
 * Multi-row insert with one array parameter per column (INSERT ... SELECT FROM unnest):
 * a handful of bind parameters however many rows, which both drivers parse several
 * times faster than a VALUES list with one parameter per cell. Array columns travel as
 * JSON, since unnest cannot take a ragged two-dimensional array.
 */
async function insertColumns<Row extends Record<string, unknown>>(
  tx: Tx,
  table: PgTable,
  columns: readonly ColumnValues[],
  returning?: SQL,
): Promise<Row[]> {
  if (!columns[0]?.[2].length) return [];
  const names = sql.join(
    columns.map(([column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const alias = (i: number) => sql.identifier(`c${i}`);
  const arrays = sql.join(
    columns.map(([, type, values]) =>
      type === 'text[]'
        ? sql`${sql.param(values.map((v) => JSON.stringify(v)))}::jsonb[]`
        : sql`${sql.param(values)}::${sql.raw(type)}[]`,
    ),
    sql`, `,
  );
  const picks = sql.join(
    columns.map(([, type], i) => {
      if (type === 'text[]') return sql`array(select jsonb_array_elements_text(${alias(i)}))`;
      // A time left out (null) is the moment of the insert, as the column's default would be.
      if (type === 'timestamptz') return sql`coalesce(${alias(i)}, now())`;
      return alias(i);
    }),
    sql`, `,
  );
  const result = await tx.execute(sql`insert into ${table} (${names})
    select ${picks} from unnest(${arrays}) as u(${sql.join(
      columns.map((_, i) => alias(i)),
      sql`, `,
    )})
    ${returning ? sql`returning ${returning}` : sql``}`);
  // Both drivers answer raw queries with { rows }.
  return (result as unknown as { rows: Row[] }).rows;
}

/**
 * Inserts products with their variants and images in a few multi-row statements, all or
 * nothing (a savepoint inside the caller's transaction); returns their ids in input order.
 */
export async function insertProducts(tx: Tx, inputs: readonly ProductInput[]): Promise<number[]> {
  if (inputs.length === 0) return [];
  const rows = inputs.map(productRow);
  return tx.transaction((inner) => writeProducts(inner, inputs, rows));
}

async function writeProducts(tx: Tx, inputs: readonly ProductInput[], rows: readonly ProductRow[]): Promise<number[]> {
  const column = <K extends keyof ProductRow>(key: K) => rows.map((row) => row[key]);
  const inserted = await insertColumns<{ id: number; handle: string }>(
    tx,
    products,
    [
      [products.handle, 'text', column('handle')],
      [products.name, 'text', column('name')],
      [products.description, 'text', column('description')],
      [products.price, 'numeric', column('price')],
      [products.originalPrice, 'numeric', column('originalPrice')],
      [products.category, 'text', column('category')],
      [products.subcategory, 'text', column('subcategory')],
      [products.productType, 'text', column('productType')],
      [products.collection, 'text', column('collection')],
      [products.vendor, 'text', column('vendor')],
      [products.supplier, 'text', column('supplier')],
      [products.supplierId, 'text', column('supplierId')],
      [products.sizes, 'text[]', column('sizes')],
      [products.colors, 'text[]', column('colors')],
      [products.materials, 'text[]', column('materials')],
      [products.tags, 'text[]', column('tags')],
      [products.featured, 'bool', column('featured')],
      [products.trending, 'bool', column('trending')],
      [products.inStock, 'bool', column('inStock')],
      [products.active, 'bool', column('active')],
      [products.createdAt, 'timestamptz', inputs.map((input) => input.arrivedAt?.toISOString() ?? null)],
    ],
    sql`id, handle`,
  );
  const idByHandle = new Map(inserted.map((row) => [row.handle, Number(row.id)]));
  const ids = inputs.map((input) => {
    const id = idByHandle.get(input.handle);
    if (id === undefined) throw new Error(`Product ${input.handle} was not inserted`);
    return id;
  });

  const variants = inputs.flatMap((input, p) =>
    input.variants.map((v, position) => ({ ...v, productId: ids[p] as number, position })),
  );
  await insertColumns(tx, productVariants, [
    [productVariants.productId, 'int', variants.map((v) => v.productId)],
    [productVariants.sku, 'text', variants.map((v) => v.sku ?? generatedSku(v.productId, v.size, v.color))],
    [productVariants.size, 'text', variants.map((v) => v.size)],
    [productVariants.color, 'text', variants.map((v) => v.color)],
    [productVariants.price, 'numeric', variants.map((v) => toDecimal(v.priceCents))],
    [productVariants.compareAtPrice, 'numeric', variants.map((v) => compareAtOf(v))],
    [productVariants.stock, 'int', variants.map((v) => v.stock)],
    [productVariants.position, 'int', variants.map((v) => v.position)],
    [productVariants.lowStockAt, 'int', variants.map((v) => v.lowStockAt ?? null)],
  ]);
  const images = inputs.flatMap((input, p) =>
    input.images.map((image, position) => ({ ...image, productId: ids[p] as number, position })),
  );
  await insertColumns(tx, productImages, [
    [productImages.productId, 'int', images.map((i) => i.productId)],
    [productImages.url, 'text', images.map((i) => i.url)],
    [productImages.alt, 'text', images.map((i) => i.alt)],
    [productImages.color, 'text', images.map((i) => i.color ?? null)],
    [productImages.width, 'int', images.map((i) => i.width)],
    [productImages.height, 'int', images.map((i) => i.height)],
    [productImages.raster, 'bool', images.map((i) => i.raster ?? false)],
    [productImages.position, 'int', images.map((i) => i.position)],
  ]);
  return ids;
}

/** Inserts one product with its variants and images; returns its id. */
export async function insertProduct(tx: Tx, input: ProductInput): Promise<number> {
  const [id] = await insertProducts(tx, [input]);
  return id as number;
}

/**
 * Recomputes a product's price, sizes, colours and whether it is in stock from its
 * variants, after an admin's variant change or a cancelled order's restock. It locks the
 * product row first and reads the variants in a statement of its own, so that concurrent
 * callers see each other's committed changes; when a transaction touches several
 * products, call it in ascending product id order.
 */
export async function syncProductFromVariants(tx: Tx, productId: number): Promise<VariantSummary | undefined> {
  const locked = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  if (locked.length === 0) return undefined;
  const variants = await tx
    .select({
      size: productVariants.size,
      color: productVariants.color,
      price: productVariants.price,
      compareAtPrice: productVariants.compareAtPrice,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  const summary = summariseVariants(
    variants.map((v) => ({
      ...v,
      priceCents: toCents(v.price),
      compareAtPriceCents: v.compareAtPrice === null ? null : toCents(v.compareAtPrice),
    })),
  );
  await tx
    .update(products)
    .set({
      // A product without variants keeps its last price; it has nothing to sell.
      ...(variants.length
        ? {
            price: toDecimal(summary.priceCents),
            originalPrice: summary.compareAtPriceCents === null ? null : toDecimal(summary.compareAtPriceCents),
          }
        : {}),
      inStock: summary.stock > 0,
      sizes: summary.sizes,
      colors: summary.colors,
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, productId));
  return summary;
}

/**
 * Recomputes the price and "was" price of these products from their variants, after a sale
 * changed variant prices: the products are locked in id order (after the caller locked the
 * variants), read in one statement and written in one.
 */
export async function syncProductPrices(tx: Tx, productIds: readonly number[]): Promise<void> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
  const variants = await tx
    .select({
      productId: productVariants.productId,
      price: productVariants.price,
      compareAtPrice: productVariants.compareAtPrice,
    })
    .from(productVariants)
    .where(inArray(productVariants.productId, ids));
  const byProduct = new Map<number, { priceCents: number; compareAtPriceCents: number | null }[]>();
  for (const v of variants) {
    const list = byProduct.get(v.productId) ?? [];
    list.push({
      priceCents: toCents(v.price),
      compareAtPriceCents: v.compareAtPrice === null ? null : toCents(v.compareAtPrice),
    });
    byProduct.set(v.productId, list);
  }
  const priced = [...byProduct].map(([id, list]) => {
    const was = cheapestWas(list);
    return {
      id,
      price: toDecimal(Math.min(...list.map((v) => v.priceCents))),
      was: was === null ? null : toDecimal(was),
    };
  });
  await tx.execute(sql`update products p set price = u.price, original_price = u.was, updated_at = now()
    from unnest(${sql.param(priced.map((p) => p.id))}::int[], ${sql.param(priced.map((p) => p.price))}::numeric[],
      ${sql.param(priced.map((p) => p.was))}::numeric[]) as u(id, price, was)
    where p.id = u.id`);
}

/** The variant SKUs the input names (or would generate) that another product already uses. */
export async function skusTakenElsewhere(
  tx: Tx,
  productId: number | undefined,
  skus: readonly string[],
): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const rows = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        inArray(productVariants.sku, [...skus]),
        productId === undefined ? undefined : ne(productVariants.productId, productId),
      ),
    );
  return new Set(rows.map((row) => row.sku));
}

/** The first key of the advisory lock a product save holds (the second is the product id). */
const PRODUCT_SAVE_LOCK = 0x7470_7264;

/**
 * Brings a product's variant rows to `wanted`. A wanted variant takes over the row with its
 * SKU, else the row with its size and colour, so an edit may move a SKU to another option or
 * swap options between variants. A row taken over keeps its stock: orders and adjustments move
 * it while a form is open, so a save never writes it (a new variant starts at the count given). Updated rows are parked
 * on placeholder keys first, so the unique SKU and option indexes never see a clash that exists only halfway through
 * the edit. Rows no longer wanted are deleted, or kept with no stock when orders point at them.
 */
async function saveVariants(tx: Tx, productId: number, wanted: readonly VariantInput[]): Promise<void> {
  const existing = await tx.select().from(productVariants).where(eq(productVariants.productId, productId));
  const option = (v: { size: string; color: string }) => `${v.size}\u0000${v.color}`;
  const bySku = new Map(existing.map((v) => [v.sku, v]));
  const byOption = new Map(existing.map((v) => [option(v), v]));
  const taken = new Set<number>();
  const plan = wanted.map((v, position) => {
    let row = (v.sku ? bySku.get(v.sku) : undefined) ?? byOption.get(option(v));
    if (row && taken.has(row.id)) row = undefined;
    if (row) taken.add(row.id);
    return { v, position, row };
  });

  const absent = existing.filter((v) => !taken.has(v.id)).map((v) => v.id);
  const ordered = absent.length
    ? new Set(
        (
          await tx
            .selectDistinct({ id: orderItems.variantId })
            .from(orderItems)
            .where(inArray(orderItems.variantId, absent))
        ).map((r) => r.id),
      )
    : new Set<number | null>();
  const removable = absent.filter((id) => !ordered.has(id));
  if (removable.length) await tx.delete(productVariants).where(inArray(productVariants.id, removable));
  await setStockCounts(
    tx,
    [...ordered].map((id) => ({ variantId: id as number, stock: 0 })),
  );

  const updates = plan.filter((p) => p.row);
  for (const { row } of updates) {
    const park = `~${row!.id}`;
    await tx.update(productVariants).set({ sku: park, size: park }).where(eq(productVariants.id, row!.id));
  }
  for (const { v, position, row } of updates) {
    await tx
      .update(productVariants)
      .set({
        size: v.size,
        color: v.color,
        price: toDecimal(v.priceCents),
        compareAtPrice: compareAtOf(v),
        position,
        sku: v.sku ?? row!.sku,
      })
      .where(eq(productVariants.id, row!.id));
  }
  for (const { v, position } of plan.filter((p) => !p.row)) {
    await tx.insert(productVariants).values({
      productId,
      size: v.size,
      color: v.color,
      price: toDecimal(v.priceCents),
      compareAtPrice: compareAtOf(v),
      stock: v.stock,
      position,
      sku: v.sku ?? generatedSku(productId, v.size, v.color),
    });
  }
}

/**
 * Replaces a product's fields, variants and images (admin editing); false when there is
 * no such product. Variants are matched as saveVariants says; existing stock is left as it is.
 * A variant left out is deleted, unless an order line refers to it: then it stays with stock 0,
 * so the order keeps its link (cancelling can still restock it) and it can no longer be bought.
 * Images are replaced as a list. With `readAtVersion`, a product saved since that version is
 * refused with 409 and nothing changes; every save moves the version on.
 */
export async function updateProduct(
  tx: Tx,
  productId: number,
  input: ProductInput,
  readAtVersion?: number,
): Promise<boolean> {
  const row = productRow(input);
  return tx.transaction(async (inner) => {
    // Saves of one product take turns (an advisory lock, which checkout never takes), then lock
    // its variant rows before the product row, the order checkout and cancelling lock them in.
    // Otherwise a save racing an order deadlocks (found by fuzzing on PostgreSQL).
    await inner.execute(sql`select pg_advisory_xact_lock(${PRODUCT_SAVE_LOCK}, ${productId})`);
    await inner
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.id))
      .for('update');
    const updated = await inner
      .update(products)
      .set({ ...row, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
      .where(
        readAtVersion === undefined
          ? eq(products.id, productId)
          : and(eq(products.id, productId), eq(products.version, readAtVersion)),
      )
      .returning({ id: products.id });
    if (updated.length === 0) {
      if (readAtVersion === undefined) return false;
      const [exists] = await inner.select({ id: products.id }).from(products).where(eq(products.id, productId));
      if (!exists) return false;
      throw conflict(PRODUCT_CHANGED_SINCE_READ, [{ path: 'version', message: PRODUCT_CHANGED_SINCE_READ }]);
    }

    await saveVariants(inner, productId, input.variants);

    await inner.delete(productImages).where(eq(productImages.productId, productId));
    if (input.images.length) {
      await inner.insert(productImages).values(
        input.images.map((image, position) => ({
          productId,
          url: image.url,
          alt: image.alt,
          color: image.color ?? null,
          width: image.width,
          height: image.height,
          raster: image.raster ?? false,
          position,
        })),
      );
    }
    await syncProductFromVariants(inner, productId);
    return true;
  });
}
