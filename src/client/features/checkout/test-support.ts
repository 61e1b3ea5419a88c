// The checkout's tests: the cart they start from, and the shopper's signed-in mark as the
// real server sets it.
import { CUSTOMER_SIGNED_IN_COOKIE } from '../../../shared/customer-signed-in-cookie';
import { cartLineId } from '../../../shared/schemas/cart';
import { addItem, clearCart } from '../cart';

/** An otherwise empty browser whose cart holds two Classic Tees, M / Black, at $35.00. */
export function startWithTwoTees(): void {
  window.localStorage.clear();
  clearCart();
  addItem({
    id: cartLineId('gid://local/Product/1', 'M', 'Black'),
    productId: 'gid://local/Product/1',
    name: 'Classic Tee',
    price: '35.00',
    imageUrl: '/tee.svg',
    size: 'M',
    color: 'Black',
    quantity: 2,
    shopifyId: 'gid://local/ProductVariant/11',
    handle: 'classic-tee',
  });
}

export function markShopperSignedIn(on: boolean): void {
  document.cookie = on ? `${CUSTOMER_SIGNED_IN_COOKIE}=1; path=/` : `${CUSTOMER_SIGNED_IN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
