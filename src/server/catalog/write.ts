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
 * Rows as one array parameter per column, read back with unnest (`select ... from unnest(...)`,
 * each output named as its column): a handful of bind parameters however many rows, which both
 * drivers parse several times faster than a VALUES list with one parameter per cell. Array
 * columns travel as JSON, since unnest cannot take a ragged two-dimensional array.
 */
function unnestRows(columns: readonly ColumnValues[]): SQL {
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
    columns.map(([column, type], i) => {
      const name = sql.identifier(column.name);
      if (type === 'text[]') return sql`array(select jsonb_array_elements_text(${alias(i)})) as ${name}`;
      // A time left out (null) is the moment of the insert, as the column's default would be.
      if (type === 'timestamptz') return sql`coalesce(${alias(i)}, now()) as ${name}`;
      return sql`${alias(i)} as ${name}`;
    }),
    sql`, `,
  );
  return sql`select ${picks} from unnest(${arrays}) as u(${sql.join(
    columns.map((_, i) => alias(i)),
    sql`, `,
  )})`;
}

/** Multi-row insert (unnestRows); returns `returning`'s columns of each row. */
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
  const result = await tx.execute(sql`insert into ${table} (${names}) ${unnestRows(columns)}
    ${returning ? sql`returning ${returning}` : sql``}`);
  // Both drivers answer raw queries with { rows }.
  return (result as unknown as { rows: Row[] }).rows;
}

/**
 * Multi-row update (unnestRows): the first column is the key each row is found by, the others
 * are set to the row's values; `also` adds assignments of its own (the table is `t`).
 */
async function updateColumns(tx: Tx, table: PgTable, columns: readonly ColumnValues[], also?: SQL): Promise<void> {
  if (!columns[0]?.[2].length) return;
  const [[key], ...rest] = columns as [ColumnValues, ...ColumnValues[]];
  const sets = rest.map(([column]) => sql`${sql.identifier(column.name)} = u.${sql.identifier(column.name)}`);
  if (also) sets.push(also);
  await tx.execute(sql`update ${table} as t set ${sql.join(sets, sql`, `)}
    from (${unnestRows(columns)}) as u
    where t.${sql.identifier(key.name)} = u.${sql.identifier(key.name)}`);
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

/** The product row's columns the store writes, for a multi-row statement. */
function productColumns(rows: readonly ProductRow[]): ColumnValues[] {
  const column = <K extends keyof ProductRow>(key: K) => rows.map((row) => row[key]);
  return [
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
  ];
}

/** New variant rows, a product's at the positions given. */
async function insertVariants(
  tx: Tx,
  variants: readonly (VariantInput & { productId: number; position: number })[],
): Promise<void> {
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
}

/** The products' images, in the order each lists them. */
async function insertImages(tx: Tx, owners: readonly { productId: number; input: ProductInput }[]): Promise<void> {
  const images = owners.flatMap(({ productId, input }) =>
    input.images.map((image, position) => ({ ...image, productId, position })),
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
}

async function writeProducts(tx: Tx, inputs: readonly ProductInput[], rows: readonly ProductRow[]): Promise<number[]> {
  const inserted = await insertColumns<{ id: number; handle: string }>(
    tx,
    products,
    [
      ...productColumns(rows),
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
  const owners = inputs.map((input, p) => ({ productId: ids[p] as number, input }));
  await insertVariants(
    tx,
    owners.flatMap(({ productId, input }) => input.variants.map((v, position) => ({ ...v, productId, position }))),
  );
  await insertImages(tx, owners);
  return ids;
}

/** Inserts one product with its variants and images; returns its id. */
export async function insertProduct(tx: Tx, input: ProductInput): Promise<number> {
  const [id] = await insertProducts(tx, [input]);
  return id as number;
}

/** The variant columns a product's summary is worked out from. */
const SUMMARISED = {
  size: productVariants.size,
  color: productVariants.color,
  price: productVariants.price,
  compareAtPrice: productVariants.compareAtPrice,
  stock: productVariants.stock,
};

const summariseStored = (
  variants: readonly { size: string; color: string; price: string; compareAtPrice: string | null; stock: number }[],
) =>
  summariseVariants(
    variants.map((v) => ({
      ...v,
      priceCents: toCents(v.price),
      compareAtPriceCents: v.compareAtPrice === null ? null : toCents(v.compareAtPrice),
    })),
  );

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
    .select(SUMMARISED)
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  const summary = summariseStored(variants);
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

export interface ProductUpdate {
  productId: number;
  input: ProductInput;
  /** Refuse with 409, changing nothing, when the product was saved since this version. */
  readAtVersion?: number | undefined;
}

type VariantRow = typeof productVariants.$inferSelect;
type ImageRow = typeof productImages.$inferSelect;

const optionOf = (v: { size: string; color: string }) => `${v.size}\u0000${v.color}`;

/**
 * Which stored row each wanted variant takes over: the row with its SKU, else the row with its
 * size and colour (each row once), so an edit may move a SKU to another option or swap options
 * between variants.
 */
export function matchVariants<Row extends { sku: string; size: string; color: string }>(
  wanted: readonly { sku?: string | undefined; size: string; color: string }[],
  stored: readonly Row[],
): (Row | undefined)[] {
  const bySku = new Map(stored.map((v) => [v.sku, v]));
  const byOption = new Map(stored.map((v) => [optionOf(v), v]));
  const taken = new Set<Row>();
  return wanted.map((v) => {
    let row = (v.sku ? bySku.get(v.sku) : undefined) ?? byOption.get(optionOf(v));
    if (row && taken.has(row)) row = undefined;
    if (row) taken.add(row);
    return row;
  });
}

const groupBy = <T, K>(list: readonly T[], key: (item: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const item of list) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
};

const sameImages = (stored: readonly ImageRow[], wanted: readonly ImageInput[]) =>
  stored.length === wanted.length &&
  stored.every((row, i) => {
    const image = wanted[i]!;
    return (
      row.url === image.url &&
      row.alt === image.alt &&
      row.color === (image.color ?? null) &&
      row.width === image.width &&
      row.height === image.height &&
      row.raster === (image.raster ?? false)
    );
  });

/**
 * Replaces products' fields, variants and images (admin editing, an import), a few multi-row
 * statements for the lot whatever their number; returns the ids of those that exist (the others
 * are left out). Variants are matched as matchVariants says. A row taken over keeps its stock:
 * orders and adjustments move it while a form is open, so a save never writes it (a new variant
 * starts at the count given) — unless `setCounts` (an import, whose file carries the counts):
 * then each takes the input's stock and low-stock alert. Rows whose SKU or option change are
 * parked on placeholder keys first, so the unique SKU and option indexes never see a clash that
 * exists only halfway through the edit. A variant left out is deleted, unless an order line
 * refers to it: then it stays with stock 0, so the order keeps its link (cancelling can still
 * restock it) and it can no longer be bought. Images are replaced as a list when they differ.
 * With `readAtVersion`, a product saved since that version is refused with 409 and nothing
 * changes; every save moves the version on. Rows that end up as they were are not written.
 */
export async function updateProducts(
  tx: Tx,
  updates: readonly ProductUpdate[],
  options: { setCounts?: boolean } = {},
): Promise<number[]> {
  if (updates.length === 0) return [];
  const checked = [...updates]
    .sort((a, b) => a.productId - b.productId)
    .map((update) => ({ ...update, row: productRow(update.input) }));
  const ids = checked.map((u) => u.productId);
  return tx.transaction(async (inner) => {
    // Saves of one product take turns (an advisory lock, which checkout never takes), then lock
    // its variant rows before the product row, the order checkout and cancelling lock them in,
    // all in id order. Otherwise a save racing an order deadlocks (found by fuzzing on PostgreSQL).
    await inner.execute(
      sql`select pg_advisory_xact_lock(${PRODUCT_SAVE_LOCK}::int, u.id) from unnest(${sql.param(ids)}::int[]) as u(id)`,
    );
    const stored = groupBy(
      await inner
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, ids))
        .orderBy(asc(productVariants.id))
        .for('update'),
      (v) => v.productId,
    );
    const versions = new Map(
      (
        await inner
          .select({ id: products.id, version: products.version })
          .from(products)
          .where(inArray(products.id, ids))
          .orderBy(asc(products.id))
          .for('update')
      ).map((p) => [p.id, p.version]),
    );
    const found = checked.filter((u) => versions.has(u.productId));
    if (found.some((u) => u.readAtVersion !== undefined && versions.get(u.productId) !== u.readAtVersion))
      throw conflict(PRODUCT_CHANGED_SINCE_READ, [{ path: 'version', message: PRODUCT_CHANGED_SINCE_READ }]);
    if (found.length === 0) return [];
    const foundIds = found.map((u) => u.productId);

    const changedRows: { row: VariantRow; v: VariantInput; position: number }[] = [];
    const newRows: (VariantInput & { productId: number; position: number })[] = [];
    const absent: number[] = [];
    for (const { productId, input } of found) {
      const own = stored.get(productId) ?? [];
      const matches = matchVariants(input.variants, own);
      const taken = new Set(matches);
      absent.push(...own.filter((row) => !taken.has(row)).map((row) => row.id));
      input.variants.forEach((v, position) => {
        const row = matches[position];
        if (!row) newRows.push({ ...v, productId, position });
        else changedRows.push({ row, v, position });
      });
    }

    const ordered = absent.length
      ? new Set(
          (
            await inner
              .selectDistinct({ id: orderItems.variantId })
              .from(orderItems)
              .where(inArray(orderItems.variantId, absent))
          ).map((r) => r.id),
        )
      : new Set<number | null>();
    const removable = absent.filter((id) => !ordered.has(id));
    if (removable.length) await inner.delete(productVariants).where(inArray(productVariants.id, removable));
    await setStockCounts(
      inner,
      absent.filter((id) => ordered.has(id)).map((id) => ({ variantId: id, stock: 0 })),
    );

    const written = changedRows
      .map(({ row, v, position }) => ({
        row,
        position,
        sku: v.sku ?? row.sku,
        size: v.size,
        color: v.color,
        price: toDecimal(v.priceCents),
        compareAtPrice: compareAtOf(v),
        stock: options.setCounts ? v.stock : row.stock,
        lowStockAt: options.setCounts ? (v.lowStockAt ?? null) : row.lowStockAt,
      }))
      .filter(
        (w) =>
          w.sku !== w.row.sku ||
          w.size !== w.row.size ||
          w.color !== w.row.color ||
          w.price !== w.row.price ||
          w.compareAtPrice !== w.row.compareAtPrice ||
          w.position !== w.row.position ||
          w.stock !== w.row.stock ||
          w.lowStockAt !== w.row.lowStockAt,
      );
    const moving = written
      .filter((w) => w.sku !== w.row.sku || w.size !== w.row.size || w.color !== w.row.color)
      .map((w) => w.row.id);
    if (moving.length)
      await inner.execute(sql`update ${productVariants} set sku = '~' || id, size = '~' || id
        where id = any(${sql.param(moving)}::int[])`);
    await updateColumns(
      inner,
      productVariants,
      [
        [productVariants.id, 'int', written.map((w) => w.row.id)],
        [productVariants.sku, 'text', written.map((w) => w.sku)],
        [productVariants.size, 'text', written.map((w) => w.size)],
        [productVariants.color, 'text', written.map((w) => w.color)],
        [productVariants.price, 'numeric', written.map((w) => w.price)],
        [productVariants.compareAtPrice, 'numeric', written.map((w) => w.compareAtPrice)],
        [productVariants.position, 'int', written.map((w) => w.position)],
        [productVariants.stock, 'int', written.map((w) => w.stock)],
        [productVariants.lowStockAt, 'int', written.map((w) => w.lowStockAt)],
      ],
      // A new threshold arms its alert afresh (as setLowStockAt does).
      sql`low_stock_alerted = t.low_stock_alerted and t.low_stock_at is not distinct from u.low_stock_at`,
    );
    await insertVariants(inner, newRows);

    const images = groupBy(
      await inner
        .select()
        .from(productImages)
        .where(inArray(productImages.productId, foundIds))
        .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id)),
      (image) => image.productId,
    );
    const newImages = found.filter((u) => !sameImages(images.get(u.productId) ?? [], u.input.images));
    if (newImages.length) {
      await inner.delete(productImages).where(
        inArray(
          productImages.productId,
          newImages.map((u) => u.productId),
        ),
      );
      await insertImages(inner, newImages);
    }

    // The product's price, sizes, colours and whether it is in stock come from the variants it
    // now has (those kept for orders included), as syncProductFromVariants works them out.
    const variants = groupBy(
      await inner
        .select({ productId: productVariants.productId, ...SUMMARISED })
        .from(productVariants)
        .where(inArray(productVariants.productId, foundIds))
        .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id)),
      (v) => v.productId,
    );
    const rows = found.map(({ productId, row }) => {
      const summary = summariseStored(variants.get(productId) ?? []);
      return {
        ...row,
        price: toDecimal(summary.priceCents),
        originalPrice: summary.compareAtPriceCents === null ? null : toDecimal(summary.compareAtPriceCents),
        inStock: summary.stock > 0,
        sizes: summary.sizes,
        colors: summary.colors,
      };
    });
    await updateColumns(
      inner,
      products,
      [[products.id, 'int', foundIds], ...productColumns(rows)],
      sql`version = t.version + 1, updated_at = now()`,
    );
    return foundIds;
  });
}

/**
 * Replaces a product's fields, variants and images (admin editing), as updateProducts does;
 * false when there is no such product.
 */
export async function updateProduct(
  tx: Tx,
  productId: number,
  input: ProductInput,
  readAtVersion?: number,
): Promise<boolean> {
  return (await updateProducts(tx, [{ productId, input, readAtVersion }])).length > 0;
}
