// A product list's filters, sort and page live in the URL's query string, so a filtered list
// can be shared, Back returns to it and the server renders the same list. The parameter
// names are the catalogue API's own (colors=Black,Red&maxPrice=50&sort=price-asc&page=2);
// values left at the list's defaults are left out, and a list's other parameters (category,
// collection, tab, query) are kept where they are.
import { SORTS, type Sort } from '../../../shared/catalog/sorts';
import { COLORS, JEANS_SIZES, KIDS_SIZES, MATERIALS, ONE_SIZE, PRICE_FILTER, SIZES } from '../../../shared/store';
import type { ProductFilterParams } from './api';
import { DEFAULT_LIST_FILTERS, filterQuery, type ListFilters, type ToggleFilterKey } from './filters';

export interface ListState {
  filters: ListFilters;
  sort: Sort;
  page: number;
}

/** What a list shows when its URL says nothing: /new is newest first, collections in stock only. */
export interface ListDefaults {
  filters: ListFilters;
  sort: Sort;
}

/** `?color=Red`, as a link to one colour is often written, reads as colors=Red (and is written so). */
const ONE_COLOR_PARAM = 'color';

export const LIST_DEFAULTS: ListDefaults = { filters: DEFAULT_LIST_FILTERS, sort: 'featured' };

/** The query-string parameters a list's state owns, in the order they are written. */
export const LIST_PARAMS = [
  'subcategory',
  'sizes',
  'colors',
  'materials',
  'minPrice',
  'maxPrice',
  'featured',
  'trending',
  'inStock',
  'onSale',
  'sort',
  'page',
] as const;

const TOGGLES: readonly ToggleFilterKey[] = ['featured', 'trending', 'inStock', 'onSale'];
const KNOWN_SIZES: readonly string[] = [...new Set([...SIZES, ...JEANS_SIZES, ...KIDS_SIZES, ONE_SIZE])];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_VALUES = 30;

/** "a,b" or repeated keys, each kept once; values the store knows are spelled its way, others dropped. */
function listParam(params: URLSearchParams, key: string, known?: readonly string[]): string[] {
  const values = params
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  const kept = known
    ? values
        .map((v) => known.find((k) => k.toLowerCase() === v.toLowerCase()))
        .filter((v): v is string => v !== undefined)
    : values.map((v) => v.toLowerCase()).filter((v) => SLUG.test(v) && v.length <= 64);
  return [...new Set(kept)].slice(0, MAX_VALUES);
}

function priceParam(params: URLSearchParams, key: string, fallback: number): number {
  const raw = params.get(key);
  const value = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? Math.min(Math.max(value, PRICE_FILTER.min), PRICE_FILTER.max) : fallback;
}

function flagParam(params: URLSearchParams, key: string, fallback: boolean): boolean {
  const raw = params.get(key);
  return raw === 'true' ? true : raw === 'false' ? false : fallback;
}

const isSort = (value: string | null): value is Sort => (SORTS as readonly string[]).includes(value ?? '');

export function parseListState(search: string | URLSearchParams, defaults: ListDefaults = LIST_DEFAULTS): ListState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const d = defaults.filters;
  let min = priceParam(params, 'minPrice', d.priceRange[0]);
  let max = priceParam(params, 'maxPrice', d.priceRange[1]);
  // A range given the wrong way round still means the prices between.
  if (min > max) [min, max] = [max, min];
  const filters: ListFilters = {
    subcategories: listParam(params, 'subcategory'),
    sizes: listParam(params, 'sizes', KNOWN_SIZES),
    colors: [...new Set([...listParam(params, 'colors', COLORS), ...listParam(params, ONE_COLOR_PARAM, COLORS)])],
    materials: listParam(params, 'materials', MATERIALS),
    priceRange: [min, max],
    featured: flagParam(params, 'featured', d.featured),
    trending: flagParam(params, 'trending', d.trending),
    inStock: flagParam(params, 'inStock', d.inStock),
    onSale: flagParam(params, 'onSale', d.onSale),
  };
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return { filters, sort: isSort(sort) ? sort : defaults.sort, page: Number.isFinite(page) && page > 1 ? page : 1 };
}

/**
 * The search string for a state ("" when nothing is left): the list's own parameters are
 * rewritten, the page's others kept. Commas stay readable in the address bar.
 */
export function listSearch(
  current: string | URLSearchParams,
  state: ListState,
  defaults: ListDefaults = LIST_DEFAULTS,
): string {
  const params = new URLSearchParams(current);
  for (const key of LIST_PARAMS) params.delete(key);
  params.delete(ONE_COLOR_PARAM);
  const { filters: f } = state;
  const d = defaults.filters;
  if (f.subcategories.length) params.set('subcategory', f.subcategories.join(','));
  if (f.sizes.length) params.set('sizes', f.sizes.join(','));
  if (f.colors.length) params.set('colors', f.colors.join(','));
  if (f.materials.length) params.set('materials', f.materials.join(','));
  if (f.priceRange[0] !== d.priceRange[0]) params.set('minPrice', String(f.priceRange[0]));
  if (f.priceRange[1] !== d.priceRange[1]) params.set('maxPrice', String(f.priceRange[1]));
  for (const key of TOGGLES) if (f[key] !== d[key]) params.set(key, String(f[key]));
  if (state.sort !== defaults.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

export type ListChange =
  { type: 'filters'; filters: ListFilters } | { type: 'sort'; sort: Sort } | { type: 'page'; page: number };

/** A new filter or sort starts again from page 1: the old page number means nothing in the new list. */
export function nextListState(state: ListState, change: ListChange): ListState {
  switch (change.type) {
    case 'filters':
      return { ...state, filters: change.filters, page: 1 };
    case 'sort':
      return { ...state, sort: change.sort, page: 1 };
    case 'page':
      return { ...state, page: Math.max(1, Math.floor(change.page)) };
  }
}

/** The catalogue query of a state's filters and sort (the server's default sort left out). */
export function listQuery(state: Pick<ListState, 'filters' | 'sort'>): ProductFilterParams & { sort?: Sort } {
  const query: ProductFilterParams & { sort?: Sort } = filterQuery(state.filters);
  if (state.sort !== 'featured') query.sort = state.sort;
  return query;
}

/** The sort control's choices, in the order shoppers expect them. */
export const LIST_SORTS: ReadonlyArray<{ value: Sort; label: string }> = [
  { value: 'featured', label: 'Featured' },
  { value: 'name-asc', label: 'Name A-Z' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest' },
];
