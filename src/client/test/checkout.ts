// The checkout's tests: the cart they start from, what a shopper entered before a payment
// page, and the shopper's signed-in mark as the real server sets it.
import { CUSTOMER_SIGNED_IN_COOKIE } from '../../shared/customer-signed-in-cookie';
import { cartLineId } from '../../shared/schemas/cart';
import { addItem, clearCart } from '../features/cart';
import { forgetCheckoutDraft, type CheckoutDraft } from '../features/checkout/checkout-draft';

/** An otherwise empty browser whose cart holds two Classic Tees, M / Black, at $35.00. */
export function startWithTwoTees(): void {
  window.localStorage.clear();
  forgetCheckoutDraft();
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

/** Everything filled in, Express chosen and a $5.00 gift card applied. */
export const GRACE_DRAFT: CheckoutDraft = {
  customer: {
    email: 'grace@example.com',
    firstName: 'Grace',
    lastName: 'Hopper',
    address: '1 Navy Way',
    city: 'Arlington',
    state: 'VA',
    zipCode: '22202',
    country: 'US',
    phone: '(703) 555-0100',
    notes: 'Leave it with the neighbor',
    newsletter: true,
  },
  shippingMethod: 'express',
  giftCard: { code: 'TJ-ABCD-EFGH-JKLM', balanceCents: 500 },
  paymentToken: null,
};

export function markShopperSignedIn(on: boolean): void {
  document.cookie = on
    ? `${CUSTOMER_SIGNED_IN_COOKIE}=1; path=/`
    : `${CUSTOMER_SIGNED_IN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
