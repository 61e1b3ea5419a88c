// Catalogue rules: what a query means in database terms, how pages continue, and how a
// product is looked up by handle, id or gid.
import { parseNumericId, parseProductGid } from '../../shared/catalog/gid';
import { toCents, toDecimal } from '../../shared/money';
import type { CatalogFilter, CatalogQuery, ProductFacets } from '../../shared/schemas/catalog';
import { COLORS, JEANS_SIZES, KIDS_SIZES, MATERIALS, ONE_SIZE, SIZES } from '../../shared/store';
import type { Tx } from '../db/database';
import { notFound } from '../http/errors';
import { cursorFor, decodeCursor, encodeCursor } from './cursor';
import { countProducts, selectFacets, selectProduct, selectProductPage, type ProductFilters, type ProductRow } from './queries';

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
    search: q.query || undefined,
  };
}

export interface ProductPage {
  rows: ProductRow[];
  /** One per row: where the next page starts if it ends there. */
  cursors: string[];
  totalCount: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export async function listProducts(tx: Tx, q: CatalogQuery): Promise<ProductPage> {
  const filters = toFilters(q);
  const after = q.after === undefined ? undefined : decodeCursor(q.after, q.sort);
  // Numbered pages use OFFSET until a later performance issue replaces it; cursors never do.
  const offset = after === undefined && q.page ? (q.page - 1) * q.first : 0;
  const [rows, totalCount] = await Promise.all([
    selectProductPage(tx, { filters, sort: q.sort, after, offset, limit: q.first + 1 }),
    countProducts(tx, filters),
  ]);
  const page = rows.slice(0, q.first);
  return {
    rows: page,
    cursors: page.map((row) => encodeCursor(cursorFor(q.sort, row))),
    totalCount,
    hasNextPage: rows.length > q.first,
    hasPreviousPage: after !== undefined || offset > 0,
  };
}

/** A handle, a numeric id or gid://local/Product/<id>; 404 when no listed product matches. */
export async function getProduct(tx: Tx, handleOrId: string): Promise<ProductRow> {
  const gidId = parseProductGid(handleOrId);
  const key = gidId === null ? { handle: handleOrId, id: parseNumericId(handleOrId) } : { handle: null, id: gidId };
  const row = await selectProduct(tx, key);
  if (!row) throw notFound('Product not found');
  return row;
}

export const getFacets = (tx: Tx, q: CatalogFilter): Promise<ProductFacets> => selectFacets(tx, toFilters(q));
