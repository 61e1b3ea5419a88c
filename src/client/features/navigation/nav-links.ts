// What the navigation offers: the page links
// and the Women, Men and Kids menus built from the store's subcategory lists.
import { NAV_SUBCATEGORIES, slugify } from '../../../shared/store';

export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  /** Shown above the group's links (Kids: Girls, Boys). */
  heading?: string;
  links: NavLink[];
}

export interface CategoryMenu {
  id: 'women' | 'men' | 'kids';
  label: string;
  href: string;
  groups: NavGroup[];
}

export const PAGE_LINKS: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Shop', href: '/shop' },
  { label: 'New', href: '/new' },
  { label: 'Sale', href: '/sale' },
  { label: 'Featured', href: '/featured' },
  { label: 'Design Apparel', href: '/design-apparel' },
  { label: 'About', href: '/about' },
];

const links = (section: string, names: readonly string[], prefix = ''): NavLink[] =>
  names.map((name) => ({ label: name, href: `/${section}?category=${prefix}${slugify(name)}` }));

export const CATEGORY_MENUS: readonly CategoryMenu[] = [
  { id: 'women', label: 'Women', href: '/women', groups: [{ links: links('women', NAV_SUBCATEGORIES.women) }] },
  { id: 'men', label: 'Men', href: '/men', groups: [{ links: links('men', NAV_SUBCATEGORIES.men) }] },
  {
    id: 'kids',
    label: 'Kids',
    href: '/kids',
    groups: [
      { heading: 'Girls', links: links('kids', NAV_SUBCATEGORIES.girls, 'girls-') },
      { heading: 'Boys', links: links('kids', NAV_SUBCATEGORIES.boys, 'boys-') },
    ],
  },
];

/** The search box's destination: the shop filtered by the text. */
export const searchHref = (text: string) => `/shop?query=${encodeURIComponent(text.trim())}`;
