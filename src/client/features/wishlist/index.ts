export { useWishlist, wishlistStore } from './state';
export { toggleWishlistWithNotice } from './toggle-with-notice';
export { WishlistView } from './WishlistView';
