// Subcategory choices for a category: the ones found in the data (facet counts), in the
// menu's order, or the menu's own list when counts are not available.
import type { FacetCount } from '../../../shared/schemas/catalog';
import type { Category } from '../../../shared/store';
import type { Subcategories } from './labels';

export interface Chip {
  value: string;
  label: string;
  count?: number;
}

export function subcategoryChips(
  subcategories: Subcategories,
  category: Category,
  counts: readonly FacetCount[] | null | undefined,
  active: string | null = null,
): Chip[] {
  const { label } = subcategories;
  const order = subcategories.slugs[category];
  const rank = (slug: string) => {
    const index = order.indexOf(slug);
    return index === -1 ? order.length : index;
  };
  const chips: Chip[] = counts
    ? counts
        .filter((c) => c.count > 0)
        .map((c) => ({ value: c.value, label: label(c.value), count: c.count }))
        .sort((a, b) => rank(a.value) - rank(b.value) || a.label.localeCompare(b.label))
    : order.map((slug) => ({ value: slug, label: label(slug) }));
  if (active && !chips.some((c) => c.value === active))
    chips.unshift({ value: active, label: label(active), count: 0 });
  return chips;
}
