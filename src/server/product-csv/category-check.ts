// Which category, subcategory and collection a product may have in this store, read from the
// shop's categories and collections as staff keep them (taxonomy/): the one place an import asks.
import { CATALOG_CATEGORIES } from '../../shared/catalog/sorts';
import type { ShopPlaces } from '../taxonomy/service';

/** The designer's base garments sit under their own subcategory. */
const FIXED: Readonly<Record<string, ReadonlySet<string>>> = { custom: new Set(['custom']) };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Why this category and subcategory do not fit the store, or null when they do. */
export function categoryProblem(
  category: string,
  subcategory: string,
  places: ShopPlaces,
): { field: 'category' | 'subcategory'; reason: string } | null {
  if (!(CATALOG_CATEGORIES as readonly string[]).includes(category))
    return { field: 'category', reason: `not a category of the store (${CATALOG_CATEGORIES.join(', ')})` };
  const known = FIXED[category] ?? places.subcategories.get(category);
  // Unclassified products may sit under any subcategory a slug can name.
  if (known ? !known.has(subcategory) : !SLUG.test(subcategory) || subcategory.length > 64)
    return {
      field: 'subcategory',
      reason: known
        ? `${subcategory || 'nothing'} is not a subcategory of ${category} (${[...known].join(', ')})`
        : 'not a subcategory slug',
    };
  return null;
}
