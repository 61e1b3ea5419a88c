// The Women, Men and Kids menus as staff arrange them (GET /api/taxonomy), so a subcategory
// staff publish shows in the menu without a new release. The page is rendered, and first
// drawn, with the menus the store started with; the published ones are read when a shopper
// first opens a menu (a page nobody opens a menu on asks nothing), at most once a minute.
import { storeRead } from '../../lib/store-read';
import { CATEGORY_MENUS, type CategoryMenu } from './nav-links';

const SECTIONS = new Set<string>(CATEGORY_MENUS.map((menu) => menu.id));

const menus = storeRead<readonly CategoryMenu[]>(
  CATEGORY_MENUS,
  async () => {
    const { readCategoryMenus } = await import('./taxonomy-menus');
    const read = await readCategoryMenus(SECTIONS);
    return read.length > 0 ? read : undefined;
  },
  60_000,
);

/** The category menus: the published ones once read (asked for when `opened`), the store's first ones until then. */
export const useCategoryMenus = (opened: boolean): readonly CategoryMenu[] => menus.use(opened);
