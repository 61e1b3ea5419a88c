// The products this browser opened, most recent first, kept in local storage so "Recently
// viewed" follows the shopper from page to page and visit to visit. Handles only: the
// products are read fresh from the catalogue, so their prices and stock are today's.
import { createLocalStore, stringList } from '../../lib/local-store';

export const RECENTLY_VIEWED_KEY = 'tj-fashion-recently-viewed';
/** The row shows this many besides the product on screen, which is kept too. */
export const RECENTLY_VIEWED_SHOWN = 8;

export const recentlyViewedStore = createLocalStore(
  RECENTLY_VIEWED_KEY,
  stringList(RECENTLY_VIEWED_SHOWN + 1, 255),
  [],
);

export function recordView(handle: string): void {
  if (!handle) return;
  recentlyViewedStore.set((handles) =>
    [handle, ...handles.filter((h) => h !== handle)].slice(0, RECENTLY_VIEWED_SHOWN + 1),
  );
}

/** What the row shows on a product's page: the others, most recent first. */
export const viewedBefore = (handles: readonly string[], current: string) =>
  handles.filter((h) => h !== current).slice(0, RECENTLY_VIEWED_SHOWN);
