// Catalogue reads. A page of products comes back with its variants and images in the
// same statement (json_agg in correlated subqueries), so a listing costs one statement
// for the page and one for the count, and a single product costs one.
import { and, arrayOverlaps, asc, count, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FacetCount, ProductFacets, Sort } from '../../shared/schemas/catalog';
import type { Tx } from '../db/database';
import { productImages, productVariants, products } from '../db/schema';
import type { Cursor } from './cursor';

/** Filters in database terms: prices are decimal strings, toggles are only ever on. */
export interface ProductFilters {
  category?: string | undefined;
  subcategories?: string[] | undefined;
  collection?: string | undefined;
  sizes?: string[] | undefined;
  colors?: string[] | undefined;
  materials?: string[] | undefined;
  minPrice?: string | undefined;
  maxPrice?: string | undefined;
  featured?: true | undefined;
  trending?: true | undefined;
  inStock?: true | undefined;
  search?: string | undefined;
}

export interface VariantRow {
  id: number;
  sku: string;
  size: string;
  color: string;
  /** Decimal string. */
  price: string;
  stock: number;
}

export interface ImageRow {
  url: string;
  alt: string;
  color: string | null;
  width: number;
  height: number;
}

// Drizzle leaves columns unqualified in single-table selects; the subqueries must name the
// outer row's id in full or it would bind to their own table's id.
const outerProductId = sql`${products}.${sql.identifier(products.id.name)}`;

const variantsJson = sql<VariantRow[]>`(
  select coalesce(json_agg(json_build_object(
    'id', v.id, 'sku', v.sku, 'size', v.size, 'color', v.color, 'price', v.price::text, 'stock', v.stock
  ) order by v.position, v.id), '[]'::json)
  from ${productVariants} v where v.product_id = ${outerProductId})`;

const imagesJson = sql<ImageRow[]>`(
  select coalesce(json_agg(json_build_object(
    'url', i.url, 'alt', i.alt, 'color', i.color, 'width', i.width, 'height', i.height
  ) order by i.position, i.id), '[]'::json)
  from ${productImages} i where i.product_id = ${outerProductId})`;

const productColumns = {
  id: products.id,
  handle: products.handle,
  name: products.name,
  description: products.description,
  price: products.price,
  originalPrice: products.originalPrice,
  category: products.category,
  subcategory: products.subcategory,
  productType: products.productType,
  collection: products.collection,
  vendor: products.vendor,
  supplier: products.supplier,
  supplierId: products.supplierId,
  sizes: products.sizes,
  colors: products.colors,
  materials: products.materials,
  tags: products.tags,
  featured: products.featured,
  trending: products.trending,
  stock: products.stock,
  active: products.active,
  createdKey: sql<string>`to_char(${products.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  variants: variantsJson,
  images: imagesJson,
};

export interface ProductRow {
  id: number;
  handle: string;
  name: string;
  description: string;
  price: string;
  originalPrice: string | null;
  category: string;
  subcategory: string;
  productType: string;
  collection: string | null;
  vendor: string;
  supplier: string | null;
  supplierId: string | null;
  sizes: string[];
  colors: string[];
  materials: string[];
  tags: string[];
  featured: boolean;
  trending: boolean;
  stock: number;
  active: boolean;
  createdKey: string;
  variants: VariantRow[];
  images: ImageRow[];
}

/** `\`, `%` and `_` in the shopper's text match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Each filter's condition has a name, so a facet can leave its own out. */
type FilterName = 'category' | 'subcategory' | 'collection' | 'sizes' | 'colors' | 'materials' | 'price' | 'featured' | 'trending' | 'inStock' | 'search';

function conditions(f: ProductFilters): Array<[FilterName, SQL]> {
  const c: Array<[FilterName, SQL | undefined | '']> = [
    ['category', f.category && eq(products.category, f.category)],
    ['subcategory', f.subcategories?.length ? inArray(products.subcategory, f.subcategories) : undefined],
    ['collection', f.collection && eq(products.collection, f.collection)],
    ['sizes', f.sizes?.length ? arrayOverlaps(products.sizes, f.sizes) : undefined],
    ['colors', f.colors?.length ? arrayOverlaps(products.colors, f.colors) : undefined],
    ['materials', f.materials?.length ? arrayOverlaps(products.materials, f.materials) : undefined],
    ['price', f.minPrice && gte(products.price, f.minPrice)],
    ['price', f.maxPrice && lte(products.price, f.maxPrice)],
    ['featured', f.featured && eq(products.featured, true)],
    ['trending', f.trending && eq(products.trending, true)],
    ['inStock', f.inStock && sql`${products.stock} > 0`],
    ['search', f.search && sql`${products.searchText} ilike '%' || lower(${escapeLike(f.search)}) || '%' escape '\\'`],
  ];
  return c.filter((entry): entry is [FilterName, SQL] => !!entry[1]);
}

/** Listed products matching every filter but `except`. 'custom' shows only when asked for. */
function matching(f: ProductFilters, except?: FilterName): SQL {
  const parts = [eq(products.active, true)];
  if (f.category !== 'custom' || except === 'category') parts.push(ne(products.category, 'custom'));
  for (const [name, condition] of conditions(f)) if (name !== except) parts.push(condition);
  return sql`(${sql.join(parts, sql` and `)})`;
}

const ORDER: Record<Sort, SQL[]> = {
  featured: [desc(products.featured), desc(products.trending), asc(products.id)],
  'name-asc': [asc(products.name), asc(products.id)],
  'price-asc': [asc(products.price), asc(products.id)],
  'price-desc': [desc(products.price), desc(products.id)],
  newest: [desc(products.createdAt), desc(products.id)],
};

/** Rows strictly after the cursor's row in its sort's order. */
function after(cursor: Cursor): SQL | undefined {
  switch (cursor.sort) {
    case 'featured':
      return or(
        sql`${products.featured} < ${cursor.featured}`,
        and(
          eq(products.featured, cursor.featured),
          or(sql`${products.trending} < ${cursor.trending}`, and(eq(products.trending, cursor.trending), sql`${products.id} > ${cursor.id}`)),
        ),
      );
    case 'name-asc':
      return sql`(${products.name}, ${products.id}) > (${cursor.name}, ${cursor.id})`;
    case 'price-asc':
      return sql`(${products.price}, ${products.id}) > (${cursor.price}::numeric, ${cursor.id})`;
    case 'price-desc':
      return sql`(${products.price}, ${products.id}) < (${cursor.price}::numeric, ${cursor.id})`;
    case 'newest':
      return sql`(${products.createdAt}, ${products.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`;
  }
}

export interface PageRequest {
  filters: ProductFilters;
  sort: Sort;
  limit: number;
  after?: Cursor | undefined;
  offset?: number | undefined;
}

export async function selectProductPage(tx: Tx, page: PageRequest): Promise<ProductRow[]> {
  const query = tx
    .select(productColumns)
    .from(products)
    .where(and(matching(page.filters), page.after && after(page.after)))
    .orderBy(...ORDER[page.sort])
    .limit(page.limit);
  return page.offset ? query.offset(page.offset) : query;
}

export async function countProducts(tx: Tx, filters: ProductFilters): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(products).where(matching(filters));
  return row?.total ?? 0;
}

/** One product by handle or id (either may be null); a handle match wins over an id match. */
export async function selectProduct(tx: Tx, key: { handle: string | null; id: number | null }): Promise<ProductRow | undefined> {
  const byHandle = key.handle === null ? undefined : eq(products.handle, key.handle);
  const byId = key.id === null ? undefined : eq(products.id, key.id);
  const [row] = await tx
    .select(productColumns)
    .from(products)
    .where(and(eq(products.active, true), or(byHandle, byId)))
    .orderBy(byHandle ? desc(byHandle) : asc(products.id))
    .limit(1);
  return row;
}

const facetJson = (from: SQL) => sql<FacetCount[]>`(
  select coalesce(json_agg(json_build_object('value', f.value, 'count', f.n) order by f.n desc, f.value), '[]'::json)
  from (${from}) f)`;

const columnFacet = (column: AnyPgColumn, where: SQL) =>
  facetJson(sql`select ${column} as value, count(*)::int as n from ${products} where ${where} group by 1`);

const arrayFacet = (column: AnyPgColumn, where: SQL) =>
  facetJson(sql`select u.value, count(*)::int as n from ${products} cross join lateral unnest(${column}) as u(value) where ${where} group by 1`);

const countWhere = (where: SQL) => sql<number>`(select count(*)::int from ${products} where ${where})`;

/** Every facet in one statement, each over the filters but its own. */
export async function selectFacets(tx: Tx, f: ProductFilters): Promise<ProductFacets> {
  const [row] = await tx
    .select({
      total: countWhere(matching(f)),
      categories: columnFacet(products.category, matching(f, 'category')),
      subcategories: columnFacet(products.subcategory, matching(f, 'subcategory')),
      sizes: arrayFacet(products.sizes, matching(f, 'sizes')),
      colors: arrayFacet(products.colors, matching(f, 'colors')),
      materials: arrayFacet(products.materials, matching(f, 'materials')),
      featured: countWhere(sql`${matching(f, 'featured')} and ${products.featured}`),
      trending: countWhere(sql`${matching(f, 'trending')} and ${products.trending}`),
      inStock: countWhere(sql`${matching(f, 'inStock')} and ${products.stock} > 0`),
      price: sql<ProductFacets['price']>`(
        select json_build_object('min', min(${products.price})::text, 'max', max(${products.price})::text)
        from ${products} where ${matching(f, 'price')})`,
    })
    .from(sql`(select 1) as facet_source`);
  if (!row) throw new Error('The facets query returned no row');
  return row;
}
