// The names shoppers read for subcategory slugs the shop's menus do not name (or before they are
// read): the store's own names (t-shirts -> "T-shirts", girls-skirts -> "Girls Skirts"), else the
// slug in title case (baby-clothes -> "Baby Clothes"). The storefront's labels and the search
// box's suggestions both name subcategories this way.
import { EXTRA_WOMEN_SUBCATEGORIES, NAV_SUBCATEGORIES, slugify } from '../store';

const KNOWN: ReadonlyMap<string, string> = new Map([
  ...[...NAV_SUBCATEGORIES.women, ...NAV_SUBCATEGORIES.men, ...EXTRA_WOMEN_SUBCATEGORIES].map(
    (name) => [slugify(name), name] as const,
  ),
  ...NAV_SUBCATEGORIES.girls.map((name) => [`girls-${slugify(name)}`, `Girls ${name}`] as const),
  ...NAV_SUBCATEGORIES.boys.map((name) => [`boys-${slugify(name)}`, `Boys ${name}`] as const),
]);

const titleWord = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "kids" -> "Kids", "baby-clothes" -> "Baby Clothes". */
export const titleCase = (slug: string) => slug.split('-').map(titleWord).join(' ');

/** The store's own name for a subcategory slug, or the slug in title case. */
export const subcategoryName = (slug: string): string => KNOWN.get(slug) ?? titleCase(slug);
