// The Discover Collections explorer's choices: one filter, and for
// women, men or kids an optional subcategory. Choosing the chosen subcategory again
// deselects it; Clear Selection resets the explorer.
import { PAGE_SIZES } from '../../../shared/store';
import type { CategoryMenu } from '../navigation';
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

const isCategory = (filter: ExplorerFilter): filter is CategoryFilter =>
  filter === 'women' || filter === 'men' || filter === 'kids';

/** A menu link's subcategory slug: its ?category=. */
const slugOf = (href: string) => new URLSearchParams(href.split('?')[1]).get('category') ?? '';

/**
 * The subcategory panel's options: the filter's menu as the shop publishes it (Kids: a group per
 * heading), or null when the filter has no panel.
 */
export function subcategoryGroups(filter: ExplorerFilter, menus: readonly CategoryMenu[]): SubcategoryGroup[] | null {
  if (!isCategory(filter)) return null;
  const menu = menus.find((candidate) => candidate.id === filter);
  return (menu?.groups ?? []).map((group) => ({
    heading: group.heading ?? null,
    options: group.links.map((link) => ({ label: link.label, slug: slugOf(link.href) })),
  }));
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
