// Catalogue reads. A page of products comes back with its variants and images in the
// same statement (json_agg in correlated subqueries), so a listing costs one statement
// for the page and one for the count, and a single product costs one. Pages are keyset
// pages (a cursor and a bounded skip), never OFFSET, so a deep page costs what page 1 does.
import {
  and,
  arrayOverlaps,
  asc,
  desc,
  eq,
  gte,
  inArray,
  lte,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { COUNT_CAP } from '../../shared/catalog/counts';
import type { FacetCount, FacetName, FacetsAnswer, ProductFacets, Sort } from '../../shared/schemas/catalog';
import type { Tx } from '../db/database';
import { catalogFacetCounts, productImages, productVariants, products } from '../db/schema';
import type { Cursor } from './cursor';
import { matchesAll, PLACES, rankOf, ranksAt, searchWords, type SearchReading } from './search';

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
  onSale?: true | undefined;
  /** Listed since this moment (New Arrivals: the first day of the store's window). */
  arrivedSince?: Date | undefined;
  search?: string | undefined;
  /** How loosely `search` is read (the typeahead reads its last word as a beginning). */
  searchReading?: SearchReading | undefined;
}

export interface VariantRow {
  id: number;
  sku: string;
  size: string;
  color: string;
  /** Decimal strings. */
  price: string;
  compareAtPrice: string | null;
  stock: number;
}

export interface ImageRow {
  url: string;
  alt: string;
  color: string | null;
  width: number;
  height: number;
  raster: boolean;
}

// Drizzle leaves columns unqualified in single-table selects; the subqueries must name the
// outer row's id in full or it would bind to their own table's id.
const outerProductId = sql`${products}.${sql.identifier(products.id.name)}`;

const variantsJson = sql<VariantRow[]>`(
  select coalesce(json_agg(json_build_object(
    'id', v.id, 'sku', v.sku, 'size', v.size, 'color', v.color, 'price', v.price::text,
    'compareAtPrice', v.compare_at_price::text, 'stock', v.stock
  ) order by v.position, v.id), '[]'::json)
  from ${productVariants} v where v.product_id = ${outerProductId})`;

const imagesJson = sql<ImageRow[]>`(
  select coalesce(json_agg(json_build_object(
    'url', i.url, 'alt', i.alt, 'color', i.color, 'width', i.width, 'height', i.height, 'raster', i.raster
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
  inStock: products.inStock,
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
  inStock: boolean;
  active: boolean;
  createdKey: string;
  variants: VariantRow[];
  images: ImageRow[];
  /** How well the row matches the search (3 best), in relevance order; absent otherwise. */
  rank?: number;
}

/** Marked down: no compare-at price (null) is not on sale. */
const onSale = sql`${products.originalPrice} > ${products.price}`;

/** Each filter's condition has a name, so a facet can leave its own out. */
type FilterName =
  | 'category'
  | 'subcategory'
  | 'collection'
  | 'sizes'
  | 'colors'
  | 'materials'
  | 'price'
  | 'featured'
  | 'trending'
  | 'inStock'
  | 'onSale'
  | 'arrived'
  | 'search';

/**
 * A search narrowed by category or subcategory names them as one-element arrays, the form
 * products_search_filters_idx holds them in: one scan of that index then intersects them with
 * the search's words. Compared as plain text, the planner intersects the search's matches with
 * the category index's, which at a million products is hundreds of thousands of rows. The
 * index holds listed products only, so the designer base garments keep the plain form.
 */
const searchedWithin = (f: ProductFilters) => !!f.search && f.category !== 'custom';
const oneOf = (column: AnyPgColumn, values: readonly string[], asArray: boolean): SQL =>
  asArray ? sql`array[${column}::text] && ${sql.param(values)}::text[]` : inArray(column, [...values]);

function conditions(f: ProductFilters): Array<[FilterName, SQL]> {
  const within = searchedWithin(f);
  const c: Array<[FilterName, SQL | undefined | '']> = [
    [
      'category',
      f.category && (within ? oneOf(products.category, [f.category], true) : eq(products.category, f.category)),
    ],
    ['subcategory', f.subcategories?.length ? oneOf(products.subcategory, f.subcategories, within) : undefined],
    ['collection', f.collection && eq(products.collection, f.collection)],
    ['sizes', f.sizes?.length ? arrayOverlaps(products.sizes, f.sizes) : undefined],
    ['colors', f.colors?.length ? arrayOverlaps(products.colors, f.colors) : undefined],
    ['materials', f.materials?.length ? arrayOverlaps(products.materials, f.materials) : undefined],
    ['price', f.minPrice && gte(products.price, f.minPrice)],
    ['price', f.maxPrice && lte(products.price, f.maxPrice)],
    ['featured', f.featured && eq(products.featured, true)],
    ['trending', f.trending && eq(products.trending, true)],
    ['onSale', f.onSale && onSale],
    ['inStock', f.inStock && eq(products.inStock, true)],
    ['arrived', f.arrivedSince && gte(products.createdAt, f.arrivedSince)],
    ['search', f.search ? matchesAll(searchWords(f.search), f.searchReading) : undefined],
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

/** What the shop lists with no filter: published products, designer base garments left out. */
export const listedProducts = (): SQL => matching({});

export type Direction = 'asc' | 'desc';
export type Travel = 'forward' | 'backward';
type Nulls = 'first' | 'last';

/**
 * The shop's sorts, and relevance: what the default (featured) order means with a search, the
 * featured order within each rank of match (search.ts), best matches first.
 */
export type ListSort = Sort | 'relevance';

/** The keys a sort can be keyed on: products columns of the same name, and a search's rank. */
type ColumnKey = 'featured' | 'trending' | 'name' | 'price' | 'createdAt' | 'id';
type KeyName = ColumnKey | 'rank';
export type SortKey = readonly [KeyName, Direction, Nulls];

/**
 * Each sort as its keys, most significant first, ending in the id so every row has one place.
 * The key columns are NOT NULL, so where nulls sort never changes an answer; it is chosen so
 * that each order (and its reverse, for backward pages) is an index's own order, which lets
 * PostgreSQL read a page straight from the index instead of sorting every listed product.
 */
export const SORT_KEYS: Record<ListSort, readonly SortKey[]> = {
  // products_featured_idx: featured desc nulls last, trending desc nulls last, id
  featured: [
    ['featured', 'desc', 'last'],
    ['trending', 'desc', 'last'],
    ['id', 'asc', 'last'],
  ],
  // products_name_idx: name, id
  'name-asc': [
    ['name', 'asc', 'last'],
    ['id', 'asc', 'last'],
  ],
  // products_price_idx: price, id (read backwards for price-desc)
  'price-asc': [
    ['price', 'asc', 'last'],
    ['id', 'asc', 'last'],
  ],
  'price-desc': [
    ['price', 'desc', 'first'],
    ['id', 'desc', 'first'],
  ],
  // products_created_idx: created_at desc nulls last, id (only its first key matches)
  newest: [
    ['createdAt', 'desc', 'last'],
    ['id', 'desc', 'first'],
  ],
  // Within a rank, products_featured_idx's order (walkedByRank reads each rank on its own).
  relevance: [
    ['rank', 'desc', 'last'],
    ['featured', 'desc', 'last'],
    ['trending', 'desc', 'last'],
    ['id', 'asc', 'last'],
  ],
};

const flip = ([name, direction, nulls]: SortKey): SortKey => [
  name,
  direction === 'asc' ? 'desc' : 'asc',
  nulls === 'first' ? 'last' : 'first',
];

/** The sort's keys in the order rows are walked: as listed forwards, each one reversed backwards. */
export function travelKeys(sort: ListSort, travel: Travel): SortKey[] {
  return SORT_KEYS[sort].map((key) => (travel === 'forward' ? key : flip(key)));
}

const KEY_COLUMNS = {
  id: products.id,
  featured: products.featured,
  trending: products.trending,
  name: products.name,
  price: products.price,
  createdAt: products.createdAt,
} satisfies Record<ColumnKey, AnyPgColumn>;

/** A key's value for a products row; the rank needs the search it ranks for. */
function keyValue(name: KeyName, search: string | undefined): SQLWrapper {
  return name === 'rank' ? rankOf(searchWords(search ?? '')) : KEY_COLUMNS[name];
}

/** A key's name in a walk's output (the column's own name). */
const outputName = (name: KeyName) => (name === 'rank' ? 'rank' : KEY_COLUMNS[name].name);
const byOutputName = (name: KeyName) => sql`${sql.identifier(outputName(name))}`;

const orderBy = (keys: readonly SortKey[], column: (name: KeyName) => SQLWrapper): SQL =>
  sql.join(
    keys.map(([name, direction, nulls]) => sql`${column(name)} ${sql.raw(direction)} nulls ${sql.raw(nulls)}`),
    sql`, `,
  );

/** A cursor's key values as SQL parameters, typed as their columns. */
function cursorValues(cursor: Cursor): Partial<Record<KeyName, SQL>> {
  switch (cursor.sort) {
    case 'featured':
      return { featured: sql`${cursor.featured}`, trending: sql`${cursor.trending}`, id: sql`${cursor.id}` };
    case 'name-asc':
      return { name: sql`${cursor.name}`, id: sql`${cursor.id}` };
    case 'price-asc':
    case 'price-desc':
      return { price: sql`${cursor.price}::numeric`, id: sql`${cursor.id}` };
    case 'newest':
      return { createdAt: sql`${cursor.createdAt}::timestamptz`, id: sql`${cursor.id}` };
    case 'relevance':
      return {
        rank: sql`${cursor.rank}::int`,
        featured: sql`${cursor.featured}`,
        trending: sql`${cursor.trending}`,
        id: sql`${cursor.id}`,
      };
  }
}

/** A key's column and direction, and whether nothing can lie beyond its value (a boolean at its end). */
type Keyed = ReadonlyArray<readonly [SQLWrapper, Direction, atEnd?: boolean]>;

/**
 * The rows strictly beyond the row with `values` when walking `keys`, lexicographically, each
 * key compared in its own direction (asc: greater, desc: smaller), as disjoint ranges in the
 * order of travel. Keys that all run one way are one range, a row comparison. Mixed
 * directions (the featured sort) are one range per key, nearest first:
 * `a = x and b = y and c > z`, then `a = x and b < y`, then `a < x`; each is a contiguous
 * stretch of an index on the keys, which a single OR of them is not. A range on a key that is
 * at its end (nothing is below false or above true) is empty and left out, so a cursor among
 * the products neither featured nor trending reads one range, as page 1 does.
 */
export function beyondRanges(keys: Keyed, values: readonly SQL[]): SQL[] {
  if (keys.length === 0 || keys.length !== values.length) throw new Error('A keyset needs one value per key');
  const op = (direction: Direction) => (direction === 'asc' ? sql`>` : sql`<`);
  const [[, firstDirection]] = keys as [readonly [SQLWrapper, Direction]];
  if (keys.every(([, direction]) => direction === firstDirection)) {
    const columns = sql.join(
      keys.map(([column]) => sql`${column}`),
      sql`, `,
    );
    return [sql`(${columns}) ${op(firstDirection)} (${sql.join([...values], sql`, `)})`];
  }
  const ranges = keys
    .flatMap(([column, direction, atEnd], i) => {
      if (atEnd) return [];
      const equal = keys.slice(0, i).map(([prefix], j) => sql`${prefix} = ${values[j] as SQL}`);
      return [sql`(${sql.join([...equal, sql`${column} ${op(direction)} ${values[i] as SQL}`], sql` and `)})`];
    })
    .reverse();
  return ranges.length > 0 ? ranges : [sql`false`];
}

/** Every row strictly beyond `values` when walking `keys`, as one condition. */
export const beyond = (keys: Keyed, values: readonly SQL[]): SQL =>
  sql`(${sql.join(beyondRanges(keys, values), sql` or `)})`;

/** `keys` on the products table with the cursor's values, for beyondRanges and beyond. */
function keyset(keys: readonly SortKey[], cursor: Cursor): [Keyed, SQL[]] {
  const values = cursorValues(cursor);
  const atEnd = (name: KeyName, direction: Direction) => {
    const value = (cursor as Partial<Record<KeyName, unknown>>)[name];
    if (name === 'rank') return value === (direction === 'asc' ? 3 : 1);
    return typeof value === 'boolean' && value === (direction === 'asc');
  };
  const search = cursor.sort === 'relevance' ? cursor.query : undefined;
  return [
    keys.map(([name, direction]) => [keyValue(name, search), direction, atEnd(name, direction)] as const),
    keys.map(([name]) => {
      const value = values[name];
      if (!value) throw new Error(`A ${cursor.sort} cursor has no ${name}`);
      return value;
    }),
  ];
}

export interface PageRequest {
  filters: ProductFilters;
  sort: ListSort;
  travel: Travel;
  /** The row to start beyond; none: the start (forwards) or the end (backwards). */
  anchor?: Cursor | undefined;
  /** Rows passed over after the anchor in the order of travel (bounded by the API). */
  skip: number;
  /** Rows answered after the skipped ones. */
  limit: number;
}

/**
 * The keys of the first `skip + limit` listed rows beyond the anchor, in the order of
 * travel: per range beyond the anchor, an index range read in order and cut at the limit,
 * then merged and cut again. Reads at most (ranges x limit) keys, whatever the depth.
 */
function walkedKeys(page: PageRequest, keys: readonly SortKey[]): SQL {
  const columns = sql.join(
    Object.values(KEY_COLUMNS).map((column) => sql`${column}`),
    sql`, `,
  );
  const take = page.skip + page.limit;
  const select = (range?: SQL) =>
    sql`select ${columns} from ${products} where ${matching(page.filters)}${range ? sql` and ${range}` : sql``} order by ${orderBy(keys, (name) => keyValue(name, page.filters.search))} limit ${take}`;
  if (!page.anchor) return select();
  const ranges = beyondRanges(...keyset(keys, page.anchor));
  if (ranges.length === 1) return select(ranges[0]);
  return sql`${sql.join(
    ranges.map((range) => sql`(${select(range)})`),
    sql` union all `,
  )} order by ${orderBy(keys, byOutputName)} limit ${take}`;
}

/**
 * walkedKeys for the relevance order, whose first key (the rank) no index holds: each rank is
 * walked on its own in the featured order (ranksAt finds a rank's rows by the GIN index, or
 * the featured index is read until enough match), from the anchor's rank onwards. The walks
 * are disjoint and listed in the order of travel, so they are concatenated, not sorted: the
 * limit stops reading as soon as enough rows came, and the lower ranks of a common word are
 * never read for its first pages. (Such a statement runs without parallel workers, since the
 * search functions are not parallel safe, so the walks come back in the order listed.)
 */
function walkedByRank(page: PageRequest, keys: readonly SortKey[]): SQL {
  const [[, rankDirection], ...within] = keys as [SortKey, ...SortKey[]];
  const words = searchWords(page.filters.search ?? '');
  // The other filters, in the form they take beside a search (conditions).
  const others = matching(page.filters, 'search');
  const take = page.skip + page.limit;
  const select = (rank: number, range?: SQL) =>
    sql`select ${products.id}, ${products.featured}, ${products.trending}, ${rank}::int as rank from ${products}
      where ${others} and ${ranksAt(words, rank as 1 | 2 | 3, page.filters.searchReading)}${range ? sql` and ${range}` : sql``}
      order by ${orderBy(within, (name) => keyValue(name, page.filters.search))} limit ${take}`;
  const anchor = page.anchor?.sort === 'relevance' ? page.anchor : undefined;
  const ranks = rankDirection === 'desc' ? PLACES : [...PLACES].reverse();
  const parts = ranks.flatMap((rank) => {
    if (!anchor) return [select(rank)];
    if (rank === anchor.rank) return beyondRanges(...keyset(within, anchor)).map((range) => select(rank, range));
    const ahead = rankDirection === 'desc' ? rank < anchor.rank : rank > anchor.rank;
    return ahead ? [select(rank)] : [];
  });
  if (parts.length === 1) return parts[0] as SQL;
  return sql`select * from (${sql.join(
    parts.map((part) => sql`(${part})`),
    sql` union all `,
  )}) as walks limit ${take}`;
}

/**
 * A page in the order of travel (reversed list order when walking backwards), without
 * OFFSET: the keys of the `skip + limit` rows beyond the anchor are walked and numbered,
 * and only the rows past `skip` are joined for their columns, variants and images. The cost
 * follows skip + limit, not the depth.
 */
export async function selectProductPage(tx: Tx, page: PageRequest): Promise<ProductRow[]> {
  const keys = travelKeys(page.sort, page.travel);
  const ranked = page.sort === 'relevance';
  const inWalked = (name: KeyName) => sql`walked.${sql.identifier(outputName(name))}`;
  const numbered = sql`(select walked.id, ${ranked ? sql`walked.rank` : sql`null::int`} as rank, row_number() over (order by ${orderBy(keys, inWalked)}) as position
    from (${ranked ? walkedByRank(page, keys) : walkedKeys(page, keys)}) as walked) as numbered`;
  const rank = sql<number | null>`numbered.rank`;
  const rows = await tx
    .select({ ...productColumns, rank })
    .from(products)
    .innerJoin(numbered, sql`${products.id} = numbered.id`)
    .where(sql`numbered.position > ${page.skip}`)
    .orderBy(sql`numbered.position`);
  return rows.map(({ rank: r, ...row }) => (r === null ? row : { ...row, rank: r }));
}

/**
 * The listed products `ids` names, in that order, each with its rank in `ranks` (one per id)
 * when the order is relevance: a page whose order was found elsewhere (the facet index's
 * pages, indexed-page.ts).
 */
export async function selectProductsByIds(
  tx: Tx,
  ids: readonly number[],
  ranks?: readonly number[],
): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const picked = ranks
    ? sql`unnest(${sql.param(ids)}::int[], ${sql.param(ranks)}::int[]) with ordinality as picked(id, rank, position)`
    : sql`unnest(${sql.param(ids)}::int[], null::int[]) with ordinality as picked(id, rank, position)`;
  const rows = await tx
    .select({ ...productColumns, rank: sql<number | null>`picked.rank` })
    .from(products)
    .innerJoin(picked, sql`${products.id} = picked.id`)
    .where(eq(products.active, true))
    .orderBy(sql`picked.position`);
  return rows.map(({ rank, ...row }) => (rank === null ? row : { ...row, rank }));
}

export interface Totals {
  /** Listed products matching the filters. */
  total: number;
  /** Whether any of them lie at or behind the anchor in the order of travel; false without one. */
  behindAnchor: boolean;
}

/**
 * The count, and (with an anchor) whether anything lies at or behind it: one statement. The
 * anchor's own row usually answers that by its primary key; only when it is gone (deleted,
 * unlisted, filtered out, re-priced past the anchor) are the others searched.
 */
export async function selectTotals(
  tx: Tx,
  filters: ProductFilters,
  anchor?: { cursor: Cursor; travel: Travel; sort: ListSort },
): Promise<Totals> {
  let behind = sql<boolean>`false`;
  if (anchor) {
    const notBeyond = sql`${matching(filters)} and not ${beyond(...keyset(travelKeys(anchor.sort, anchor.travel), anchor.cursor))}`;
    behind = sql<boolean>`case
      when exists (select 1 from ${products} where ${products.id} = ${anchor.cursor.id} and ${notBeyond}) then true
      else exists (select 1 from ${products} where ${notBeyond}) end`;
  }
  const [row] = await tx
    .select({ total: sql<number>`${counted(filters, PARTS.total)}`, behindAnchor: behind })
    .from(sql`(select 1) as totals`);
  return row ?? { total: 0, behindAnchor: false };
}

/** One product by handle or id (either may be null); a handle match wins over an id match. */
export async function selectProduct(
  tx: Tx,
  key: { handle: string | null; id: number | null },
): Promise<ProductRow | undefined> {
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

/** Whether a product with this handle or id exists but is unpublished (active = false). */
export async function selectUnpublished(tx: Tx, key: { handle: string | null; id: number | null }): Promise<boolean> {
  const byHandle = key.handle === null ? undefined : eq(products.handle, key.handle);
  const byId = key.id === null ? undefined : eq(products.id, key.id);
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.active, false), or(byHandle, byId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Counts stop at COUNT_CAP + 1 (shared/catalog/counts.ts): past the cap the shopper sees
 * "10,000+", so counting the rest of a million matching products would tell them nothing.
 * Below it every count is exact.
 */
const CAPPED = COUNT_CAP + 1;
const capped = (n: SQL) => sql`least(${n}, ${CAPPED})::int`;

/** How many of `from`'s rows match `where`, reading at most CAPPED of them. */
const cappedCount = (where: SQL) =>
  sql<number>`(select count(*)::int from (select 1 from ${products} where ${where} limit ${CAPPED}) as counted)`;

const facetJson = (from: SQL) => sql<FacetCount[]>`(
  select coalesce(json_agg(json_build_object('value', f.value, 'count', f.n) order by f.n desc, f.value), '[]'::json)
  from (${from}) f)`;

/**
 * When the only filter left (`except` aside) is a category, the facet counts table answers
 * (schema.ts: kept by triggers), at the cost of a few rows whatever the catalogue's size.
 */
const countedAhead = (f: ProductFilters, except?: FilterName) =>
  conditions(f).every(([name]) => name === 'category' || name === except);

/** The counts rows of the categories matching(f, except) lists, with the same rule for 'custom'. */
function countedCategories(f: ProductFilters, except?: FilterName): SQL {
  return f.category && except !== 'category'
    ? eq(catalogFacetCounts.category, f.category)
    : ne(catalogFacetCounts.category, 'custom');
}

/** The facet a part of the answer counts, and the filter it leaves out. */
type Part = { except?: FilterName } & (
  | { kind: 'values'; counted: { facet: string; value?: AnyPgColumn }; column: AnyPgColumn; array: boolean }
  | { kind: 'flag'; flag: Counted }
);

type Counted = 'total' | 'featured' | 'trending' | 'inStock' | 'onSale';
const FLAG_COLUMNS: Record<Exclude<Counted, 'total'>, SQL> = {
  featured: sql`${products.featured}`,
  trending: sql`${products.trending}`,
  inStock: sql`${products.inStock}`,
  onSale,
};

/**
 * A part of the answer: from the counts table (only a category filter left, `except` aside),
 * else from the products, read from products_counts_idx (never the table itself). A count
 * stops at CAPPED rows; categories, the index's first key, are counted one by one that way,
 * so a category with more than the cap stops early instead of being read whole.
 */
function counted(f: ProductFilters, part: Part): SQL {
  const where = matching(f, part.except);
  if (part.kind === 'flag') {
    if (countedAhead(f, part.except)) {
      return sql<number>`(select ${capped(sql`coalesce(sum(${catalogFacetCounts.n}), 0)`)} from ${catalogFacetCounts}
        where ${catalogFacetCounts.facet} = ${part.flag} and ${countedCategories(f, part.except)})`;
    }
    return cappedCount(part.flag === 'total' ? where : sql`${where} and ${FLAG_COLUMNS[part.flag]}`);
  }
  if (countedAhead(f, part.except)) {
    const value = part.counted.value ?? catalogFacetCounts.value;
    return facetJson(sql`select ${value} as value, ${capped(sql`sum(${catalogFacetCounts.n})`)} as n from ${catalogFacetCounts}
      where ${catalogFacetCounts.facet} = ${part.counted.facet} and ${countedCategories(f, part.except)} group by 1 having sum(${catalogFacetCounts.n}) > 0`);
  }
  if (part.column === products.category) {
    return facetJson(sql`select * from (select c.category as value, (select count(*)::int from (
        select 1 from ${products} where ${products.category} = c.category and ${where} limit ${CAPPED}) as counted) as n
      from (select ${catalogFacetCounts.category} as category from ${catalogFacetCounts}
        where ${catalogFacetCounts.facet} = 'total' and ${catalogFacetCounts.n} > 0 and ${countedCategories(f, part.except)}) as c) as each where n > 0`);
  }
  return part.array
    ? facetJson(
        sql`select u.value, ${capped(sql`count(*)`)} as n from ${products} cross join lateral unnest(${part.column}) as u(value) where ${where} group by 1`,
      )
    : facetJson(
        sql`select ${part.column} as value, ${capped(sql`count(*)`)} as n from ${products} where ${where} group by 1`,
      );
}

/** What each part of a facets answer counts, each over the filters but its own. */
const PARTS: Record<Exclude<FacetName, 'price'>, Part> = {
  total: { kind: 'flag', flag: 'total' },
  categories: {
    kind: 'values',
    except: 'category',
    counted: { facet: 'total', value: catalogFacetCounts.category },
    column: products.category,
    array: false,
  },
  subcategories: {
    kind: 'values',
    except: 'subcategory',
    counted: { facet: 'subcategory' },
    column: products.subcategory,
    array: false,
  },
  sizes: { kind: 'values', except: 'sizes', counted: { facet: 'size' }, column: products.sizes, array: true },
  colors: { kind: 'values', except: 'colors', counted: { facet: 'color' }, column: products.colors, array: true },
  materials: {
    kind: 'values',
    except: 'materials',
    counted: { facet: 'material' },
    column: products.materials,
    array: true,
  },
  featured: { kind: 'flag', flag: 'featured', except: 'featured' },
  trending: { kind: 'flag', flag: 'trending', except: 'trending' },
  inStock: { kind: 'flag', flag: 'inStock', except: 'inStock' },
  onSale: { kind: 'flag', flag: 'onSale', except: 'onSale' },
};

/**
 * The price range without the price filter. Only min and max: PostgreSQL reads each as the
 * first row of an index in price order (products_counts_idx within a category, else
 * products_price_idx), not by a scan.
 */
const priceRange = (f: ProductFilters) => sql<ProductFacets['price']>`(
  select json_build_object('min', min(${products.price})::text, 'max', max(${products.price})::text)
  from ${products} where ${matching(f, 'price')})`;

/** The facets asked for, in one statement. */
export async function selectFacets(tx: Tx, f: ProductFilters, names: readonly FacetName[]): Promise<FacetsAnswer> {
  const columns = Object.fromEntries(
    names.map((name) => [name, name === 'price' ? priceRange(f) : counted(f, PARTS[name])]),
  );
  const [row] = await tx.select(columns).from(sql`(select 1) as facet_source`);
  if (!row) throw new Error('The facets query returned no row');
  return row as FacetsAnswer;
}
