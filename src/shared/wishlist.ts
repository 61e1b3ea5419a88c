// A wishlist entry, as the browser stores it and a signed-in shopper's account keeps it.
// Checked by hand, like the cart: every page reads the stored wishlist on first load.

export interface WishlistItem {
  productId: string;
  handle: string;
  name: string;
  price: string;
  imageUrl: string;
}

export const WISHLIST_FIELD_MAX: Readonly<Record<keyof WishlistItem, number>> = {
  productId: 200,
  handle: 255,
  name: 300,
  price: 20,
  imageUrl: 2000,
};
export const MAX_WISHLIST_ITEMS = 500;

/** The entries with only their known fields; null when anything is off. */
export function parseWishlist(value: unknown): WishlistItem[] | null {
  if (!Array.isArray(value) || value.length > MAX_WISHLIST_ITEMS) return null;
  const items: WishlistItem[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return null;
    const record = entry as Record<string, unknown>;
    const item = {} as WishlistItem;
    for (const [key, max] of Object.entries(WISHLIST_FIELD_MAX) as Array<[keyof WishlistItem, number]>) {
      const field = record[key];
      if (typeof field !== 'string' || field.length > max) return null;
      item[key] = field;
    }
    items.push(item);
  }
  return items;
}

/** Both lists in one, each product once: the first list's entries first, then what only the second has. */
export function mergeWishlists(first: readonly WishlistItem[], second: readonly WishlistItem[]): WishlistItem[] {
  const seen = new Set(first.map((i) => i.productId));
  return [...first, ...second.filter((i) => !seen.has(i.productId))].slice(0, MAX_WISHLIST_ITEMS);
}
