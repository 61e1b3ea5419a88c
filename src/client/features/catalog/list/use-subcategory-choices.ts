import { facetCounts, useFacets, type ProductFilterParams } from '../api';
import type { Chip } from '../chips';
import { useSubcategories } from '../use-subcategories';

/**
 * The subcategories a list holds under its other filters, with their counts, for the filter
 * panel of a list that spans sections (featured, sale, new): none until the counts are in.
 */
export function useSubcategoryChoices(params: ProductFilterParams): Chip[] {
  const counts = facetCounts(useFacets(params)) ?? [];
  const { label } = useSubcategories();
  return counts
    .filter((c) => c.count > 0)
    .map((c) => ({ value: c.value, label: label(c.value), count: c.count }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
