import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

const NO_VALID_PRODUCTS = 'No valid products in cart. Please try adding products again.';
const NO_VALID_VARIANT = 'Please select specific product variants to checkout.';
const QUANTITY = 'Quantity must be a whole number from 1 to 99';

const line = { variantId: 'gid://local/ProductVariant/12', quantity: 2 };

const checkoutPagePayload = {
  items: [line],
  cartItems: [
    {
      id: '7-M-Blue',
      productId: '7',
      name: 'Linen Wrap Dress',
      price: '39.99',
      imageUrl: '/media/1',
      size: 'M',
      color: 'Blue',
      quantity: 2,
      shopifyId: 'gid://local/ProductVariant/12',
    },
  ],
  customerInfo: {
    email: 'dana@example.com',
    firstName: 'Dana',
    lastName: 'Shopper',
    shippingAddress: 'Dana Shopper\n1 Main St\nFort Smith, AR 72901\nUS',
    phone: '479-555-0100',
    notes: '',
  },
  total: '79.98',
};

describe('POST /api/shopify/checkout without a hosted storefront', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const checkout = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/shopify/checkout', payload: payload as object });

  it('sends the slide-out cart on to the embedded checkout', async () => {
    const res = await checkout({ items: [line] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ embedded: true });
  });

  it("accepts the checkout page's full payload", async () => {
    const res = await checkout(checkoutPagePayload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ embedded: true });
  });

  it.each([
    ['no items', {}, 'items', NO_VALID_PRODUCTS],
    ['an empty list', { items: [] }, 'items', NO_VALID_PRODUCTS],
    ['items that are not a list', { items: 'everything' }, 'items', NO_VALID_PRODUCTS],
    ['a line without a variant', { items: [{ quantity: 1 }] }, 'items.0.variantId', NO_VALID_VARIANT],
    [
      'a product id instead of a variant',
      { items: [{ variantId: 'gid://local/Product/7', quantity: 1 }] },
      'items.0.variantId',
      NO_VALID_VARIANT,
    ],
    ['a quantity of 0', { items: [{ ...line, quantity: 0 }] }, 'items.0.quantity', QUANTITY],
    ['a quantity of 100', { items: [{ ...line, quantity: 100 }] }, 'items.0.quantity', QUANTITY],
    ['a fractional quantity', { items: [line, { ...line, quantity: 1.5 }] }, 'items.1.quantity', QUANTITY],
    ['a quantity as text', { items: [{ ...line, quantity: '2' }] }, 'items.0.quantity', QUANTITY],
  ])('refuses %s', async (_case, payload, path, message) => {
    const res = await checkout(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: [{ path, message }] });
  });

  it('checks the customer details when the checkout page sends them', async () => {
    const res = await checkout({
      ...checkoutPagePayload,
      customerInfo: { ...checkoutPagePayload.customerInfo, email: 'dana' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'customerInfo.email', message: 'Please enter a valid email' }]);
  });
});
