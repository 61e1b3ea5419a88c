// Subcategory slugs (dresses, t-shirts, girls-skirts) and the names shoppers read.
import { EXTRA_WOMEN_SUBCATEGORIES, NAV_SUBCATEGORIES, slugify } from '../../../shared/store';

const KNOWN: ReadonlyMap<string, string> = new Map([
  ...[...NAV_SUBCATEGORIES.women, ...NAV_SUBCATEGORIES.men, ...EXTRA_WOMEN_SUBCATEGORIES].map(
    (name) => [slugify(name), name] as const,
  ),
  ...NAV_SUBCATEGORIES.girls.map((name) => [`girls-${slugify(name)}`, `Girls ${name}`] as const),
  ...NAV_SUBCATEGORIES.boys.map((name) => [`boys-${slugify(name)}`, `Boys ${name}`] as const),
]);

const titleWord = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "girls-skirts" -> "Girls Skirts", "baby-clothes" -> "Baby Clothes". */
export function subcategoryLabel(slug: string): string {
  const known = KNOWN.get(slug);
  if (known) return known;
  return slug.split('-').map(titleWord).join(' ');
}

/** The women's tabs: the nav list plus the store's other women's lines. */
export const WOMEN_SUBCATEGORIES: readonly string[] = [...NAV_SUBCATEGORIES.women, ...EXTRA_WOMEN_SUBCATEGORIES];
export const MEN_SUBCATEGORIES: readonly string[] = NAV_SUBCATEGORIES.men;
export const KIDS_SUBCATEGORY_SLUGS: readonly string[] = [
  ...NAV_SUBCATEGORIES.girls.map((name) => `girls-${slugify(name)}`),
  ...NAV_SUBCATEGORIES.boys.map((name) => `boys-${slugify(name)}`),
];

/** Fallback chips when the facet counts are not available. */
export const SUBCATEGORY_SLUGS: Readonly<Record<'women' | 'men' | 'kids', readonly string[]>> = {
  women: WOMEN_SUBCATEGORIES.map(slugify),
  men: MEN_SUBCATEGORIES.map(slugify),
  kids: KIDS_SUBCATEGORY_SLUGS,
};
