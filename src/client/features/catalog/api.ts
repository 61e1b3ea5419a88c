// Catalogue fetchers, their query options and hooks. Paging and filtering happen on the
// server; a failed list reads as empty with no visible error.
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  CatalogFilter,
  CatalogPage,
  CatalogQuery,
  FacetCount,
  FacetsAnswer,
  FacetName,
  NewArrivals,
  Sort,
} from '../../../shared/schemas/catalog';
import { isCappedCount } from '../../../shared/catalog/counts';
import { dedupeById, type Product } from '../../../shared/catalog/product';
import { PAGE_SIZES } from '../../../shared/store';
import { apiRequest, toQueryString } from '../../lib/api';
import { resolvePage, type KnownPages, type PageBounds } from './page-cursors';

/** What a page asks for: every CatalogQuery field optional, lists as arrays. */
export type ProductListParams = Partial<Omit<CatalogQuery, 'first'>> & { first?: number };

const EMPTY: CatalogPage = {
  products: [],
  pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: null, startCursor: null },
  totalCount: 0,
};

/** One page of the store's own list (GET /api/catalog/products): its Products as the server built them. */
export async function fetchProducts(params: ProductListParams, signal?: AbortSignal): Promise<CatalogPage> {
  try {
    return await apiRequest<CatalogPage>(`/api/catalog/products${toQueryString(params)}`, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return EMPTY;
  }
}

export const productsQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: ['products', params],
    queryFn: ({ signal }) => fetchProducts(params, signal),
    placeholderData: keepPreviousData,
  });

export async function fetchProduct(handleOrId: string, signal?: AbortSignal): Promise<Product | null> {
  try {
    const { product } = await apiRequest<{ product: Product }>(
      `/api/catalog/products/${encodeURIComponent(handleOrId)}`,
      { signal },
    );
    return product;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export const productQuery = (handleOrId: string) =>
  queryOptions({ queryKey: ['product', handleOrId], queryFn: ({ signal }) => fetchProduct(handleOrId, signal) });

/** The product, or null when there is none. */
export function useProduct(handleOrId: string) {
  return useQuery(productQuery(handleOrId));
}

// ---------- Product lists: what the catalogue pages and cards read ----------

export interface ProductList {
  products: Product[];
  totalCount: number;
  /** More products follow this page (the count may be capped: see shared/catalog/counts). */
  hasNextPage: boolean;
}

export function toProductList(page: CatalogPage): ProductList {
  return { products: dedupeById(page.products), totalCount: page.totalCount, hasNextPage: page.pageInfo.hasNextPage };
}

/** One page of a list, asked for as is. */
export function useProductList(params: ProductListParams) {
  return useQuery({ ...productsQuery(params), select: toProductList });
}

// ---------- Numbered pages over cursors (every list) ----------

/** A numbered list's filters and sort. */
export type ListQueryParams = ProductFilterParams & { sort?: Sort };

/** A capped count ("10,000+") says nothing about where the list ends. */
const exactCount = (count: number): number | null => (isCappedCount(count) ? null : count);

const SHOP_KEY = 'shop-page';

/**
 * A numbered page's cache key. The filters go in as one string so that a prefix lookup
 * finds exactly this filter set (TanStack matches object key parts as subsets).
 */
const shopPagesKey = (filters: ListQueryParams) =>
  ['products', SHOP_KEY, JSON.stringify(filters, Object.keys(filters).sort())] as const;
const shopPageKey = (filters: ListQueryParams, page: number) => [...shopPagesKey(filters), page] as const;

/** The cursors and total the cache holds for these filters: every page answered so far. */
export function knownShopPages(client: QueryClient, filters: ListQueryParams): KnownPages {
  const bounds = new Map<number, PageBounds>();
  let totalCount: number | null = null;
  let newest = -1;
  for (const query of client.getQueryCache().findAll({ queryKey: shopPagesKey(filters) })) {
    const data = query.state.data as CatalogPage | undefined;
    const page = query.queryKey[3];
    if (!data || typeof page !== 'number') continue;
    bounds.set(page, data.pageInfo);
    if (query.state.dataUpdatedAt > newest) {
      newest = query.state.dataUpdatedAt;
      totalCount = exactCount(data.totalCount);
    }
  }
  return { bounds, totalCount };
}

const pastTheEnd = (totalCount: number): CatalogPage => ({ ...EMPTY, totalCount });

/**
 * Page `page` of the shop's list (PAGE_SIZES.shop a page), reached from the pages already
 * in the cache (see page-cursors.ts); pages walked through on the way are cached too.
 */
export const shopPageQuery = (filters: ListQueryParams, page: number) =>
  queryOptions({
    queryKey: shopPageKey(filters, page),
    queryFn: async ({ client, signal }) => {
      const resolved = await resolvePage(
        page,
        PAGE_SIZES.shop,
        knownShopPages(client, filters),
        (args) => fetchProducts({ ...args, ...filters }, signal),
        (hop, answer) => client.setQueryData(shopPageKey(filters, hop), answer),
      );
      return 'answer' in resolved ? resolved.answer : pastTheEnd(resolved.totalCount);
    },
    placeholderData: keepPreviousData,
  });

export function useShopPage(filters: ListQueryParams, page: number) {
  return useQuery({ ...shopPageQuery(filters, page), select: toProductList });
}

// ---------- Facets: counts for chips, tabs and filter panels ----------

export type ProductFilterParams = Partial<CatalogFilter>;

/** The filters of a list query, without paging and sort. */
export function filterParams({
  first: _first,
  after: _after,
  last: _last,
  before: _before,
  skip: _skip,
  page: _page,
  sort: _sort,
  ...filters
}: ProductListParams): ProductFilterParams {
  return filters;
}

/** By default the subcategory counts only: every other facet would be one more count of the matching products. */
const SHOWN_FACETS: readonly FacetName[] = ['subcategories'];

/** Null when the counts are not available; callers fall back to fixed lists. */
export async function fetchFacets(
  params: ProductFilterParams,
  signal?: AbortSignal,
  facets: readonly FacetName[] = SHOWN_FACETS,
): Promise<FacetsAnswer | null> {
  try {
    return await apiRequest<FacetsAnswer>(`/api/products/facets${toQueryString({ ...params, facets })}`, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export const facetsQuery = (params: ProductFilterParams, facets: readonly FacetName[] = SHOWN_FACETS) =>
  queryOptions({
    queryKey: ['product-facets', params, ...(facets === SHOWN_FACETS ? [] : [facets.join(',')])],
    queryFn: ({ signal }) => fetchFacets(params, signal, facets),
    placeholderData: keepPreviousData,
  });

export function useFacets(params: ProductFilterParams, facets?: readonly FacetName[]) {
  return useQuery(facetsQuery(params, facets));
}

/**
 * The subcategory counts to build choices from: none while they load (so the choices do
 * not jump from a fixed list to the real one), null when they are not available.
 */
export function facetCounts(result: {
  isPending: boolean;
  data?: FacetsAnswer | null | undefined;
}): FacetCount[] | null {
  if (result.isPending) return [];
  return result.data?.subcategories ?? null;
}

// ---------- New Arrivals: the store's window and how many arrived in it ----------

export const newArrivalsQuery = () =>
  queryOptions({
    queryKey: ['products', 'new-arrivals'],
    queryFn: ({ signal }) => apiRequest<NewArrivals>('/api/new-arrivals', { signal }),
  });

export function useNewArrivals() {
  return useQuery(newArrivalsQuery());
}
