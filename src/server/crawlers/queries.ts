// What the sitemaps and the product feed read: the listed products (as the shop lists them),
// walked in keyset batches by id so a catalogue of any size streams in flat memory, and a
// small summary of when each part of the catalogue last changed.
import { and, asc, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { catalogFacetCounts, products } from '../db/schema';
import { listedProducts } from '../catalog/queries';

type Rows<Row> = { rows: Row[] };
const rowsOf = <Row>(result: unknown) => (result as Rows<Row>).rows;

/** Timestamps as text, so both drivers hand back the same value. */
const utcText = (column: SQL | typeof products.updatedAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** How many products the shop lists: the counts table's totals, kept exact by triggers, not a count of the products. */
export async function countListed(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${catalogFacetCounts.n}), 0)::int` })
    .from(catalogFacetCounts)
    .where(and(eq(catalogFacetCounts.facet, 'total'), ne(catalogFacetCounts.category, 'custom')));
  return Number(row?.n ?? 0);
}

/**
 * The id of the listed product just before the `position`-th (0-based) in id order, where a
 * sitemap file starting there begins its walk; 0 for the first; undefined past the end. One
 * OFFSET along the primary key: the nth file passes over the products of the files before it
 * once, then walks its own in keyset batches.
 */
export async function listedIdBefore(tx: Tx, position: number): Promise<number | undefined> {
  if (position === 0) return 0;
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(listedProducts())
    .orderBy(asc(products.id))
    .offset(position - 1)
    .limit(1);
  return row?.id;
}

export interface SitemapProduct {
  id: number;
  handle: string;
  updatedAt: string;
}

/** Up to `limit` listed products after id `afterId`, in id order (products' primary key). */
export function listedAfter(tx: Tx, afterId: number, limit: number): Promise<SitemapProduct[]> {
  return tx
    .select({ id: products.id, handle: products.handle, updatedAt: utcText(products.updatedAt) })
    .from(products)
    .where(and(listedProducts(), gt(products.id, afterId)))
    .orderBy(asc(products.id))
    .limit(limit);
}

/** One row of the feed: a variant of a listed product. */
export interface FeedRow {
  productId: number;
  handle: string;
  name: string;
  /** Sanitised HTML. */
  description: string;
  category: string;
  subcategory: string;
  productType: string;
  vendor: string;
  /** Null for a product without variants (it has nothing to sell). */
  variantId: number | null;
  sku: string | null;
  size: string | null;
  color: string | null;
  /** Decimal strings; compareAtPrice is null when the variant is not marked down. */
  price: string | null;
  compareAtPrice: string | null;
  stock: number | null;
  /** The image showing the variant's colour, else the product's first; null without images. */
  image: string | null;
}

/**
 * The variants of up to `limit` listed products after id `afterId`, in product id order then
 * the variants' own order. A product without variants gives one row with a null variant, so
 * the caller always learns the batch's last product id.
 */
export async function feedRowsAfter(tx: Tx, afterId: number, limit: number): Promise<FeedRow[]> {
  const result = await tx.execute(sql`
    select p.id as "productId", p.handle, p.name, p.description,
      p.category, p.subcategory, p.product_type as "productType", p.vendor,
      v.id as "variantId", v.sku, v.size, v.color, v.price::text as price,
      v.compare_at_price::text as "compareAtPrice", v.stock,
      (select i.url from product_images i where i.product_id = p.id
        order by (i.color = v.color) desc nulls last, i.position, i.id limit 1) as image
    from (select * from ${products} where ${listedProducts()} and ${products.id} > ${afterId} order by ${products.id} limit ${limit}) as p
    left join product_variants v on v.product_id = p.id
    order by p.id, v.position, v.id`);
  return rowsOf<FeedRow>(result);
}

/** When the listed products of one category, subcategory and collection last changed. */
export interface ChangeGroup {
  category: string;
  subcategory: string;
  collection: string | null;
  updatedAt: string;
}

/**
 * A few hundred rows at most whatever the catalogue's size: the pages, categories and collections read their lastmod
 * here.
 */
export async function listedChanges(tx: Tx): Promise<ChangeGroup[]> {
  return tx
    .select({
      category: products.category,
      subcategory: products.subcategory,
      collection: products.collection,
      updatedAt: utcText(sql`max(${products.updatedAt})`),
    })
    .from(products)
    .where(listedProducts())
    .groupBy(products.category, products.subcategory, products.collection);
}
