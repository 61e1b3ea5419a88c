// What the product page shows below the product: the catalogue's suggestions for it, and the
// products this browser viewed before, read fresh so their prices and stock are today's.
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { Product } from '../../../shared/catalog/product';
import type { RelatedProducts } from '../../../shared/schemas/related';
import { apiRequest } from '../../lib/api';
import { productQuery } from '../catalog';
import { recentlyViewedStore, viewedBefore } from './recently-viewed';

const NONE: RelatedProducts = { alsoLike: [], completeTheLook: [] };

/** Suggestions are extras: when they cannot be read the rows are left out. */
export async function fetchRelated(handleOrId: string, signal?: AbortSignal): Promise<RelatedProducts> {
  try {
    return await apiRequest<RelatedProducts>(`/api/catalog/products/${encodeURIComponent(handleOrId)}/related`, {
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return NONE;
  }
}

// Under the product's own key, so the server renders the rows into the page with it.
export const relatedQuery = (handleOrId: string) =>
  queryOptions({
    queryKey: ['product', handleOrId, 'related'],
    queryFn: ({ signal }) => fetchRelated(handleOrId, signal),
  });

export function useRelated(handleOrId: string) {
  return useQuery(relatedQuery(handleOrId));
}

/** The products viewed before this one that still exist, most recent first; none until this browser's list is read. */
export function useRecentlyViewed(current: string): Product[] {
  const handles = viewedBefore(recentlyViewedStore.use(), current);
  return useQueries({
    queries: handles.map((handle) => productQuery(handle)),
    combine: (results) => results.flatMap((r) => (r.data ? [r.data] : [])),
  });
}
