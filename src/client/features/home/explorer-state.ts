// The Discover Collections explorer's choices: one filter, and for
// women, men or kids an optional subcategory. Choosing the chosen subcategory again
// deselects it; Clear Selection resets the explorer.
import { NAV_SUBCATEGORIES, PAGE_SIZES, slugify } from '../../../shared/store';
import type { ProductListParams } from '../catalog';

export const EXPLORER_FILTERS = [
  { id: 'all', label: 'All' },
  { id: 'trending', label: 'Trending' },
  { id: 'featured', label: 'Featured' },
  { id: 'women', label: 'Women' },
  { id: 'men', label: 'Men' },
  { id: 'kids', label: 'Kids' },
] as const;
export type ExplorerFilter = (typeof EXPLORER_FILTERS)[number]['id'];
type CategoryFilter = Extract<ExplorerFilter, 'women' | 'men' | 'kids'>;

export interface ExplorerState {
  filter: ExplorerFilter;
  subcategory: string | null;
}

export const INITIAL_EXPLORER: ExplorerState = { filter: 'all', subcategory: null };

export type ExplorerAction =
  { type: 'filter'; filter: ExplorerFilter } | { type: 'subcategory'; slug: string } | { type: 'clear' };

export function explorerReducer(state: ExplorerState, action: ExplorerAction): ExplorerState {
  switch (action.type) {
    case 'filter':
      return { filter: action.filter, subcategory: null };
    case 'subcategory':
      return { ...state, subcategory: state.subcategory === action.slug ? null : action.slug };
    case 'clear':
      return INITIAL_EXPLORER;
  }
}

export interface SubcategoryGroup {
  heading: string | null;
  options: { label: string; slug: string }[];
}

const options = (names: readonly string[], prefix = '') =>
  names.map((label) => ({ label, slug: `${prefix}${slugify(label)}` }));

const SUBCATEGORY_GROUPS: Record<CategoryFilter, SubcategoryGroup[]> = {
  women: [{ heading: null, options: options(NAV_SUBCATEGORIES.women) }],
  men: [{ heading: null, options: options(NAV_SUBCATEGORIES.men) }],
  kids: [
    { heading: 'Girls', options: options(NAV_SUBCATEGORIES.girls, 'girls-') },
    { heading: 'Boys', options: options(NAV_SUBCATEGORIES.boys, 'boys-') },
  ],
};

const isCategory = (filter: ExplorerFilter): filter is CategoryFilter => filter in SUBCATEGORY_GROUPS;

/** The subcategory panel's options, or null when the filter has no panel. */
export function subcategoryGroups(filter: ExplorerFilter): SubcategoryGroup[] | null {
  return isCategory(filter) ? SUBCATEGORY_GROUPS[filter] : null;
}

/** What the explorer asks the server for: at most PAGE_SIZES.homeExplorer products. */
export function explorerParams({ filter, subcategory }: ExplorerState): ProductListParams {
  const params: ProductListParams = { first: PAGE_SIZES.homeExplorer };
  if (filter === 'trending') params.trending = true;
  else if (filter === 'featured') params.featured = true;
  else if (isCategory(filter)) {
    params.category = filter;
    if (subcategory) params.subcategory = [subcategory];
  }
  return params;
}
