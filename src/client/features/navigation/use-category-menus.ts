// The Women, Men and Kids menus as staff arrange them (GET /api/taxonomy), so a subcategory
// staff publish shows in the menu without a new release. The page is rendered, and first
// drawn, with the menus the store started with; the published ones are read when a shopper
// first opens a menu (a page nobody opens a menu on asks nothing), at most once a minute.
import { useEffect, useSyncExternalStore } from 'react';
import { CATEGORY_MENUS, type CategoryMenu } from './nav-links';

const STALE_MS = 60_000;
const SECTIONS = new Set<string>(CATEGORY_MENUS.map((menu) => menu.id));

let menus: readonly CategoryMenu[] = CATEGORY_MENUS;
let readAt = 0;
let reading = false;
const listeners = new Set<() => void>();

async function read(): Promise<void> {
  if (reading) return;
  reading = true;
  try {
    const { readCategoryMenus } = await import('./taxonomy-menus');
    const read = await readCategoryMenus(SECTIONS);
    if (read.length > 0) {
      menus = read;
      readAt = Date.now();
      listeners.forEach((listener) => listener());
    }
  } catch {
    // The menus the store started with stay.
  } finally {
    reading = false;
  }
}

/** The category menus: the published ones once read (asked for when `opened`), the store's first ones until then. */
export function useCategoryMenus(opened: boolean): readonly CategoryMenu[] {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => menus,
    () => CATEGORY_MENUS,
  );
  useEffect(() => {
    if (opened && Date.now() - readAt > STALE_MS) void read();
  }, [opened]);
  return current;
}
