// Which category and subcategory a product may have in this store: the one place an import asks,
// so the rule can move to the categories' own tables without touching the import.
import { CATALOG_CATEGORIES } from '../../shared/catalog/sorts';
import { EXTRA_WOMEN_SUBCATEGORIES, NAV_SUBCATEGORIES, slugify } from '../../shared/store';

const SUBCATEGORIES: Record<string, ReadonlySet<string>> = {
  women: new Set([...NAV_SUBCATEGORIES.women, ...EXTRA_WOMEN_SUBCATEGORIES].map(slugify)),
  men: new Set(NAV_SUBCATEGORIES.men.map(slugify)),
  kids: new Set([
    ...NAV_SUBCATEGORIES.girls.map((name) => `girls-${slugify(name)}`),
    ...NAV_SUBCATEGORIES.boys.map((name) => `boys-${slugify(name)}`),
  ]),
  custom: new Set(['custom']),
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Why this category and subcategory do not fit the store, or null when they do. */
export function categoryProblem(
  category: string,
  subcategory: string,
): { field: 'category' | 'subcategory'; reason: string } | null {
  if (!(CATALOG_CATEGORIES as readonly string[]).includes(category))
    return { field: 'category', reason: `not a category of the store (${CATALOG_CATEGORIES.join(', ')})` };
  const known = SUBCATEGORIES[category];
  // Unclassified products may sit under any subcategory a slug can name.
  if (known ? !known.has(subcategory) : !SLUG.test(subcategory) || subcategory.length > 64)
    return {
      field: 'subcategory',
      reason: known ? `not a subcategory of ${category} (${[...known].join(', ')})` : 'not a subcategory slug',
    };
  return null;
}
