// Wishlist hearts persist in local storage and sync across tabs.
import { createLocalStore, type Parse } from '../../lib/local-store';

export interface WishlistItem {
  productId: string;
  handle: string;
  name: string;
  price: string;
  imageUrl: string;
}

const FIELD_MAX: Readonly<Record<keyof WishlistItem, number>> = { productId: 200, handle: 255, name: 300, price: 20, imageUrl: 2000 };
const MAX_ITEMS = 500;

/** Stored hearts, each with only its known fields; null when anything is off. */
const parseWishlist: Parse<WishlistItem[]> = (value) => {
  if (!Array.isArray(value) || value.length > MAX_ITEMS) return null;
  const items: WishlistItem[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return null;
    const record = entry as Record<string, unknown>;
    const item = {} as WishlistItem;
    for (const [key, max] of Object.entries(FIELD_MAX) as Array<[keyof WishlistItem, number]>) {
      const field = record[key];
      if (typeof field !== 'string' || field.length > max) return null;
      item[key] = field;
    }
    items.push(item);
  }
  return items;
};

export const WISHLIST_STORAGE_KEY = 'tj-fashion-wishlist';
export const wishlistStore = createLocalStore(WISHLIST_STORAGE_KEY, parseWishlist, []);

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
