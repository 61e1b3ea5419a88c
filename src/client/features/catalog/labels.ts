// The sections' subcategories as shoppers read them: slugs (dresses, t-shirts, girls-skirts)
// in the order of the shop's published menus, and their names. The menus are the shop's data
// (staff rename, reorder and hide subcategories); the store's first lists stand until they are
// read. The women's other lines (jewelry, wigs, accessories) are tabs and chips but not in the
// menu, so they follow the menu's.
import { subcategoryName } from '../../../shared/catalog/subcategory-names';
import { OTHER_LINES, type Category } from '../../../shared/store';
import type { CategoryMenu } from '../navigation';

export interface Subcategories {
  /** Each section's subcategory slugs: the menu's, in its order, then the section's other lines. */
  slugs: Readonly<Record<Category, readonly string[]>>;
  /** The name a shopper reads for a slug ("girls-skirts" -> "Girls Skirts"). */
  label: (slug: string) => string;
}

/** A menu link's subcategory slug: its ?category=. */
const slugOf = (href: string) => new URLSearchParams(href.split('?')[1]).get('category');

/** The sections' subcategories as the menus publish them. */
export function subcategoriesOf(menus: readonly CategoryMenu[]): Subcategories {
  const names = new Map<string, string>();
  const slugs: Record<Category, string[]> = { women: [], men: [], kids: [] };
  for (const menu of menus)
    for (const group of menu.groups)
      for (const link of group.links) {
        const slug = slugOf(link.href);
        if (!slug) continue;
        names.set(slug, group.heading ? `${group.heading} ${link.label}` : link.label);
        if (!slugs[menu.id].includes(slug)) slugs[menu.id].push(slug);
      }
  for (const section of Object.keys(slugs) as Category[])
    for (const slug of OTHER_LINES[section]) if (!slugs[section].includes(slug)) slugs[section].push(slug);
  return { slugs, label: (slug) => names.get(slug) ?? subcategoryName(slug) };
}
