export { CartView } from './CartView';
export { PromoCodeBox } from './PromoCodeBox';
export { openCartDrawer, useCartDrawerOpen } from './drawer-state';
export { clearPromo, useAppliedPromoDetails } from './promo';
export { addItem, CART_STORAGE_KEY, cartStore, clearCart, pricedLines, replaceCart, useCart } from './state';
export { forgetPurchaseLimits, perOrderReason, usePurchaseLimits } from './purchase-limits';
