export { replaceWishlist, useWishlist, WISHLIST_STORAGE_KEY, wishlistStore, type WishlistItem } from './state';
export { toggleWishlistWithNotice } from './toggle-with-notice';
export { WishlistView } from './WishlistView';
