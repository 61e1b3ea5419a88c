// Filter state -> the catalogue query the server answers (lists are filtered on the
// server, never by loading the whole catalogue). The collections defaults: nothing chosen, price 0-200,
// featured and trending off, in stock on.
import { COLLECTIONS, PAGE_SIZES, PRICE_FILTER, type CollectionSlug } from '../../../shared/store';
import type { Sort } from '../../../shared/schemas/catalog';
import type { ProductListParams } from './api';

export interface CollectionFilters {
  subcategories: string[];
  sizes: string[];
  colors: string[];
  materials: string[];
  priceRange: [min: number, max: number];
  featured: boolean;
  trending: boolean;
  inStock: boolean;
}

export const DEFAULT_COLLECTION_FILTERS: CollectionFilters = {
  subcategories: [],
  sizes: [],
  colors: [],
  materials: [],
  priceRange: [PRICE_FILTER.min, PRICE_FILTER.max],
  featured: false,
  trending: false,
  inStock: true,
};

export type ListFilterKey = 'subcategories' | 'sizes' | 'colors' | 'materials';

export function toggleValue(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

export function isCollectionSlug(value: string | null | undefined): value is CollectionSlug {
  return COLLECTIONS.some((c) => c.slug === value);
}

/** What the server is asked for; unset filters are left out so equal states share a cache entry. */
export function collectionQueryParams(collection: CollectionSlug, filters: CollectionFilters, sort: Sort = 'featured'): ProductListParams {
  const [min, max] = filters.priceRange;
  const params: ProductListParams = { first: PAGE_SIZES.shop, sort };
  if (collection !== 'all') params.collection = collection;
  if (filters.subcategories.length) params.subcategory = [...filters.subcategories];
  if (filters.sizes.length) params.sizes = [...filters.sizes];
  if (filters.colors.length) params.colors = [...filters.colors];
  if (filters.materials.length) params.materials = [...filters.materials];
  if (min > PRICE_FILTER.min) params.minPrice = min;
  if (max < PRICE_FILTER.max) params.maxPrice = max;
  if (filters.featured) params.featured = true;
  if (filters.trending) params.trending = true;
  if (filters.inStock) params.inStock = true;
  return params;
}

/** How many choices differ from the defaults (the mobile Filters button shows it). */
export function activeFilterCount(filters: CollectionFilters): number {
  const d = DEFAULT_COLLECTION_FILTERS;
  return (
    filters.subcategories.length +
    filters.sizes.length +
    filters.colors.length +
    filters.materials.length +
    (filters.priceRange[0] !== d.priceRange[0] || filters.priceRange[1] !== d.priceRange[1] ? 1 : 0) +
    Number(filters.featured !== d.featured) +
    Number(filters.trending !== d.trending) +
    Number(filters.inStock !== d.inStock)
  );
}
