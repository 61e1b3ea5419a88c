// The Women, Men and Kids menus built from the published tree (GET /api/taxonomy, read by
// use-category-menus.ts).
import type { TaxonomyCategory } from '../../../shared/schemas/taxonomy';
import type { CategoryMenu, NavGroup } from './nav-links';

/** A section's menu: its subcategories, and a headed group for each one with its own (Kids: Girls, Boys). */
export function menuOf(top: TaxonomyCategory): CategoryMenu {
  const link = (path: string, name: string) => ({ label: name, href: `/${top.handle}?category=${path}` });
  const plain = top.children.filter((child) => child.children.length === 0);
  const headed = top.children.filter((child) => child.children.length > 0);
  const groups: NavGroup[] = [
    ...(plain.length > 0 ? [{ links: plain.map((child) => link(child.handle, child.name)) }] : []),
    ...headed.map((child) => ({
      heading: child.name,
      links: child.children.map((grand) => link(`${child.handle}-${grand.handle}`, grand.name)),
    })),
  ];
  return { id: top.handle as CategoryMenu['id'], label: top.name, href: `/${top.handle}`, groups };
}
