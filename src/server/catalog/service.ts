// Catalogue rules: what a query means in database terms, how pages continue, and how a
// product is looked up by handle, id or gid.
import { parseNumericId, parseProductGid } from '../../shared/catalog/gid';
import { toCents, toDecimal } from '../../shared/money';
import {
  FACETS,
  pagingOf,
  type CatalogFilter,
  type CatalogQuery,
  type FacetsAnswer,
  type FacetsQuery,
} from '../../shared/schemas/catalog';
import { COLORS, JEANS_SIZES, KIDS_SIZES, MATERIALS, ONE_SIZE, SIZES } from '../../shared/store';
import type { Tx } from '../db/database';
import { notFound } from '../http/errors';
import { readArrivalWindow } from '../store-settings/queries';
import { cursorFor, decodeCursor, encodeCursor } from './cursor';
import { facetsFromIndex } from './facet-answers';
import { pageFromIndex } from './indexed-page';
import {
  selectFacets,
  selectProduct,
  selectProductPage,
  selectTotals,
  selectUnpublished,
  type ListSort,
  type ProductFilters,
  type ProductRow,
} from './queries';
import { searchWords } from './search';

const KNOWN_SIZES: readonly string[] = [...SIZES, ...JEANS_SIZES, ...KIDS_SIZES, ONE_SIZE];

/** "black" finds the stored "Black"; values the store does not know pass through as given. */
function canonical(values: readonly string[] | undefined, known: readonly string[]): string[] | undefined {
  return values?.map((v) => known.find((k) => k.toLowerCase() === v.toLowerCase()) ?? v);
}

const decimal = (dollars: number | undefined) => (dollars === undefined ? undefined : toDecimal(toCents(dollars)));

export function toFilters(q: CatalogFilter): ProductFilters {
  return {
    category: q.category,
    subcategories: q.subcategory?.map((s) => s.toLowerCase()),
    collection: q.collection === 'all' ? undefined : q.collection,
    sizes: canonical(q.sizes, KNOWN_SIZES),
    colors: canonical(q.colors, COLORS),
    materials: canonical(q.materials, MATERIALS),
    minPrice: decimal(q.minPrice),
    maxPrice: decimal(q.maxPrice),
    featured: q.featured || undefined,
    trending: q.trending || undefined,
    inStock: q.inStock || undefined,
    onSale: q.onSale || undefined,
    search: q.query || undefined,
  };
}

/** The query's filters, New Arrivals' window read from the store's settings when it is asked for. */
export async function filtersFor(tx: Tx, q: CatalogFilter): Promise<ProductFilters> {
  const filters = toFilters(q);
  return q.newArrivals ? { ...filters, arrivedSince: (await readArrivalWindow(tx)).since } : filters;
}

export interface ProductPage {
  /** In list order, whichever way the page was read. */
  rows: ProductRow[];
  /** One per row: the position to continue after (or before) that row. */
  cursors: string[];
  totalCount: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/**
 * A keyset page: forwards from `after` (or the start) or backwards from `before` (or the
 * end), passing over `skip` rows first. One row past the page says whether more lie ahead;
 * behind the page lie the skipped rows, or anything at or before the cursor (asked in the
 * count's statement); an empty page has every listed product behind it.
 */
/** The order a listing is read in: the shop's default (featured) with a search is best match first. */
export const listSort = (q: Pick<CatalogQuery, 'sort' | 'query'>): ListSort =>
  q.sort === 'featured' && searchWords(q.query ?? '').length > 0 ? 'relevance' : q.sort;

export async function listProducts(tx: Tx, q: CatalogQuery): Promise<ProductPage> {
  const filters = await filtersFor(tx, q);
  const sort = listSort(q);
  const query = q.query ?? '';
  const { direction: travel, size, skip, cursor } = pagingOf(q);
  const anchor =
    cursor === undefined ? undefined : decodeCursor(cursor, sort, travel === 'forward' ? 'after' : 'before', query);
  const request = { filters, sort, travel, anchor, skip, limit: size + 1 };
  const indexed = await pageFromIndex(tx, request);
  const [rows, totals] = indexed
    ? [indexed.rows, indexed.totals]
    : await Promise.all([
        selectProductPage(tx, request),
        selectTotals(tx, filters, anchor && { cursor: anchor, travel, sort }),
      ]);
  const walked = rows.slice(0, size);
  const page = travel === 'forward' ? walked : walked.reverse();
  const ahead = rows.length > size;
  const behind = page.length === 0 ? totals.total > 0 : skip > 0 || totals.behindAnchor;
  return {
    rows: page,
    cursors: page.map((row) => encodeCursor(cursorFor(sort, row, query))),
    totalCount: totals.total,
    hasNextPage: travel === 'forward' ? ahead : behind,
    hasPreviousPage: travel === 'forward' ? behind : ahead,
  };
}

/** How many listed products the query's filters find, capped as every count is. */
export async function countProducts(tx: Tx, q: CatalogFilter): Promise<number> {
  return (await selectTotals(tx, await filtersFor(tx, q))).total;
}

/** A handle, a numeric id or gid://local/Product/<id>; 404 when no listed product matches. */
const productKey = (handleOrId: string) => {
  const gidId = parseProductGid(handleOrId);
  return gidId === null ? { handle: handleOrId, id: parseNumericId(handleOrId) } : { handle: null, id: gidId };
};

export async function getProduct(tx: Tx, handleOrId: string): Promise<ProductRow> {
  const key = productKey(handleOrId);
  const row = await selectProduct(tx, key);
  if (!row) throw notFound('Product not found');
  return row;
}

/**
 * A product the store sold and has since unpublished (the admin's "active" off; products are
 * never deleted): its page answers 410 Gone rather than 404.
 */
export const isUnpublishedProduct = (tx: Tx, handleOrId: string): Promise<boolean> =>
  selectUnpublished(tx, productKey(handleOrId));

/** The facets asked for: from the facet index when `tx` has one (facet-answers.ts), else counted by the database. */
export async function getFacets(tx: Tx, q: FacetsQuery): Promise<FacetsAnswer> {
  const filters = await filtersFor(tx, q);
  const names = q.facets ?? FACETS;
  return (await facetsFromIndex(tx, filters, names)) ?? selectFacets(tx, filters, names);
}
