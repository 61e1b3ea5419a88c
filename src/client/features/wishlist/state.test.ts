import { beforeEach, describe, expect, it } from 'vitest';
import { replaceWishlist, toggleWishlist, WISHLIST_STORAGE_KEY, wishlistStore, type WishlistItem } from './state';

const heart = (productId: string): WishlistItem => ({
  productId,
  handle: 'classic-tee',
  name: 'Classic Tee',
  price: '40.00',
  imageUrl: '/tee.svg',
});

beforeEach(() => {
  window.localStorage.clear();
  wishlistStore.set([]);
});

describe('replacing the whole wishlist', () => {
  it('puts the given entries in place of the old ones, with only their known fields', () => {
    toggleWishlist(heart('gid://local/Product/1'));
    expect(replaceWishlist([{ ...heart('gid://local/Product/2'), extra: 'x' } as WishlistItem])).toBe(true);
    expect(wishlistStore.get()).toEqual([heart('gid://local/Product/2')]);
    expect(JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? 'null')).toEqual([
      heart('gid://local/Product/2'),
    ]);
  });

  it('refuses a list that is not a wishlist, and keeps the old one', () => {
    toggleWishlist(heart('gid://local/Product/1'));
    expect(replaceWishlist([{ productId: 'gid://local/Product/2' } as WishlistItem])).toBe(false);
    expect(wishlistStore.get()).toEqual([heart('gid://local/Product/1')]);
  });
});
