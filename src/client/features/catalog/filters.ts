// The filters every product list offers (the panel beside or over the grid) and the
// catalogue query they ask the server for: lists are filtered on the server, never by loading
// the whole catalogue. Nothing chosen and the price slider at its ends means no filter.
import { PRICE_FILTER } from '../../../shared/store';
import type { ProductFilterParams } from './api';

export interface ListFilters {
  subcategories: string[];
  sizes: string[];
  colors: string[];
  materials: string[];
  priceRange: [min: number, max: number];
  featured: boolean;
  trending: boolean;
  inStock: boolean;
  onSale: boolean;
}

export const DEFAULT_LIST_FILTERS: ListFilters = {
  subcategories: [],
  sizes: [],
  colors: [],
  materials: [],
  priceRange: [PRICE_FILTER.min, PRICE_FILTER.max],
  featured: false,
  trending: false,
  inStock: false,
  onSale: false,
};

/** The collections page lists what can be bought today unless the shopper asks for more. */
export const DEFAULT_COLLECTION_FILTERS: ListFilters = { ...DEFAULT_LIST_FILTERS, inStock: true };

export type ListFilterKey = 'subcategories' | 'sizes' | 'colors' | 'materials';
export type ToggleFilterKey = 'featured' | 'trending' | 'inStock' | 'onSale';

export function toggleValue(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Whether `value` is the handle of one of `collections` (the shop's published ones, GET /api/taxonomy). */
export function isCollectionSlug(
  value: string | null | undefined,
  collections: readonly { handle: string }[],
): value is string {
  return collections.some((c) => c.handle === value);
}

/** What the server is asked for; unset filters are left out so equal states share a cache entry. */
export function filterQuery(filters: ListFilters): ProductFilterParams {
  const [min, max] = filters.priceRange;
  const params: ProductFilterParams = {};
  if (filters.subcategories.length) params.subcategory = [...filters.subcategories];
  if (filters.sizes.length) params.sizes = [...filters.sizes];
  if (filters.colors.length) params.colors = [...filters.colors];
  if (filters.materials.length) params.materials = [...filters.materials];
  if (min > PRICE_FILTER.min) params.minPrice = min;
  if (max < PRICE_FILTER.max) params.maxPrice = max;
  if (filters.featured) params.featured = true;
  if (filters.trending) params.trending = true;
  if (filters.inStock) params.inStock = true;
  if (filters.onSale) params.onSale = true;
  return params;
}

/** How many choices differ from the list's defaults (the phone's Filters button shows it). */
export function activeFilterCount(filters: ListFilters, defaults: ListFilters = DEFAULT_LIST_FILTERS): number {
  const [min, max] = filters.priceRange;
  return (
    filters.subcategories.length +
    filters.sizes.length +
    filters.colors.length +
    filters.materials.length +
    (min !== defaults.priceRange[0] || max !== defaults.priceRange[1] ? 1 : 0) +
    Number(filters.featured !== defaults.featured) +
    Number(filters.trending !== defaults.trending) +
    Number(filters.inStock !== defaults.inStock) +
    Number(filters.onSale !== defaults.onSale)
  );
}
