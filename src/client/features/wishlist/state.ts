// Wishlist hearts persist in local storage and sync across tabs.
import { parseWishlist, type WishlistItem } from '../../../shared/wishlist';
import { createLocalStore } from '../../lib/local-store';

export type { WishlistItem };

export const WISHLIST_STORAGE_KEY = 'tj-fashion-wishlist';
export const wishlistStore = createLocalStore(WISHLIST_STORAGE_KEY, parseWishlist, []);

/**
 * Puts a whole wishlist in place (a signed-in shopper's account copy); false, and nothing changes, when it is not one.
 */
export function replaceWishlist(items: readonly WishlistItem[]): boolean {
  const parsed = parseWishlist(items);
  if (!parsed) return false;
  wishlistStore.set(parsed);
  return true;
}

/** Adds or removes; returns true when the item is now in the wishlist. */
export function toggleWishlist(item: WishlistItem): boolean {
  const present = wishlistStore.get().some((i) => i.productId === item.productId);
  wishlistStore.set((items) => (present ? items.filter((i) => i.productId !== item.productId) : [...items, item]));
  return !present;
}

export function useWishlist() {
  const items = wishlistStore.use();
  return {
    items,
    count: items.length,
    has: (productId: string) => items.some((i) => i.productId === productId),
    toggle: toggleWishlist,
    remove: (productId: string) => wishlistStore.set((list) => list.filter((i) => i.productId !== productId)),
  };
}
