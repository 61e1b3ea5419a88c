import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_ACCESS_TOKEN, startFakeShopify, type FakeShopify } from '../test/fake-shopify';
import { createTestApp, type TestApp } from '../test/harness';
import { onCheckoutDomain } from './hosted-checkout';

const UNABLE = { message: 'Unable to create checkout. Please try again.' };
const dress = { variantId: 'gid://shopify/ProductVariant/2001', quantity: 2 };
const shirt = { variantId: 'gid://shopify/ProductVariant/2003', quantity: 1 };

describe('POST /api/shopify/checkout with the hosted storefront', () => {
  let fake: FakeShopify;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeShopify();
    t = await createTestApp({
      env: {
        SHOPIFY_STORE_DOMAIN: fake.url,
        SHOPIFY_STOREFRONT_ACCESS_TOKEN: FAKE_ACCESS_TOKEN,
        CHECKOUT_DOMAIN: 'checkout.tjfashion.example',
      },
    });
  });
  afterEach(() => fake.setCartMode('ok'));
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const checkout = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/shopify/checkout', payload: payload as object });

  it("creates a cart and answers its checkout URL on the store's own domain", async () => {
    const res = await checkout({ items: [dress, shirt] });
    expect(res.statusCode).toBe(200);
    const { checkoutUrl } = res.json();
    expect(checkoutUrl).toMatch(/^https:\/\/checkout\.tjfashion\.example\/cart\/c\/fake-cart-\d+\?key=abc123$/);
    expect(fake.cartInputs.at(-1)).toEqual({
      lines: [
        { merchandiseId: 'gid://shopify/ProductVariant/2001', quantity: 2 },
        { merchandiseId: 'gid://shopify/ProductVariant/2003', quantity: 1 },
      ],
    });
  });

  it('sends nothing to Shopify when no line names a product variant', async () => {
    const before = fake.cartInputs.length;
    const res = await checkout({ items: [{ variantId: 'gid://shopify/Product/1001', quantity: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(fake.cartInputs).toHaveLength(before);
  });

  it('refuses an empty cart with its message', async () => {
    const res = await checkout({ items: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('No valid products in cart. Please try adding products again.');
  });

  it.each([
    ['Shopify answers userErrors', 'user-errors'],
    ['Shopify answers a cart without a checkout URL', 'no-checkout-url'],
    ['Shopify fails', 'http-error'],
  ] as const)('answers 502 when %s', async (_case, mode) => {
    fake.setCartMode(mode);
    const res = await checkout({ items: [dress] });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual(UNABLE);
  });
});

describe('POST /api/shopify/checkout when the hosted storefront is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    const fake = await startFakeShopify();
    await fake.close();
    t = await createTestApp({
      env: { SHOPIFY_STORE_DOMAIN: fake.url, SHOPIFY_STOREFRONT_ACCESS_TOKEN: FAKE_ACCESS_TOKEN },
    });
  });
  afterAll(() => t.close());

  it('answers 502 with Unable to create checkout', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/shopify/checkout', payload: { items: [dress] } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual(UNABLE);
  });
});

describe('onCheckoutDomain', () => {
  const url = 'https://tj-store.myshopify.com/cart/c/abc?key=1';
  it.each([
    [undefined, url],
    ['shop.tjfashion.example', 'https://shop.tjfashion.example/cart/c/abc?key=1'],
    ['127.0.0.1:8080', 'https://127.0.0.1:8080/cart/c/abc?key=1'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080/cart/c/abc?key=1'],
  ])('with %s gives %s', (domain, expected) => {
    expect(onCheckoutDomain(url, domain)).toBe(expected);
  });
});
