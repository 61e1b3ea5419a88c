// The shop's state lives in the URL (?category=&subcategory=&query=&page=) so a page can be
// shared and Back works. Changing category, subcategory or search goes back to page 1, and a
// new category clears the subcategory, which belongs to the old one.
import { CATEGORIES, type Category } from '../../../shared/store';
import type { ProductFilterParams } from './api';

export interface ShopState {
  category: Category | null;
  subcategory: string | null;
  query: string;
  page: number;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_QUERY = 100;

const isCategory = (value: string | null): value is Category => (CATEGORIES as readonly string[]).includes(value ?? '');

export function parseShopState(search: string | URLSearchParams): ShopState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const category = params.get('category');
  const subcategory = params.get('subcategory')?.toLowerCase() ?? null;
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const validCategory = isCategory(category) ? category : null;
  return {
    category: validCategory,
    subcategory: validCategory && subcategory && SLUG.test(subcategory) ? subcategory : null,
    query: (params.get('query') ?? '').slice(0, MAX_QUERY),
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The search string for a state, defaults left out: "" for the unfiltered first page. */
export function shopSearch(state: ShopState): string {
  const params = new URLSearchParams();
  if (state.category) params.set('category', state.category);
  if (state.category && state.subcategory) params.set('subcategory', state.subcategory);
  if (state.query.trim()) params.set('query', state.query.trim());
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export type ShopChange =
  | { type: 'category'; category: Category | null }
  | { type: 'subcategory'; subcategory: string }
  | { type: 'query'; query: string }
  | { type: 'page'; page: number };

export function nextShopState(state: ShopState, change: ShopChange): ShopState {
  switch (change.type) {
    case 'category':
      return { ...state, category: change.category, subcategory: null, page: 1 };
    case 'subcategory':
      // Clicking the active chip deselects it.
      return { ...state, subcategory: state.subcategory === change.subcategory ? null : change.subcategory, page: 1 };
    case 'query':
      return { ...state, query: change.query, page: 1 };
    case 'page':
      return { ...state, page: Math.max(1, change.page) };
  }
}

/** The filters of the shop's list; the page is resolved from cursors (page-cursors.ts). */
export function shopFilters(state: ShopState): ProductFilterParams {
  const filters: ProductFilterParams = {};
  if (state.category) filters.category = state.category;
  if (state.category && state.subcategory) filters.subcategory = [state.subcategory];
  if (state.query.trim()) filters.query = state.query.trim();
  return filters;
}
