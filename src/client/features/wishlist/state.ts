// Wishlist hearts persist in local storage (DECISIONS.md) and sync across tabs.
import * as z from 'zod/mini';
import { createLocalStore } from '../../lib/local-store';

const text = (max: number) => z.string().check(z.maxLength(max));

export const WishlistItemSchema = z.object({
  productId: text(200),
  handle: text(255),
  name: text(300),
  price: text(20),
  imageUrl: text(2000),
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

export const WISHLIST_STORAGE_KEY = 'tj-fashion-wishlist';
export const wishlistStore = createLocalStore(WISHLIST_STORAGE_KEY, z.array(WishlistItemSchema).check(z.maxLength(500)), []);

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
