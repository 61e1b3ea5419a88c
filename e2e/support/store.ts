// Test data from the running store: real catalogue products as cart lines, a cart seeded
// into the browser, and orders placed through the API the checkout uses.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { cartLineFor } from '../../src/shared/catalog/cart-line';
import { fromStorefrontNode } from '../../src/shared/catalog/product';
import type { StorefrontProduct, StorefrontVariant } from '../../src/shared/schemas/catalog';
import type { CartItem } from '../../src/shared/schemas/cart';
import { CART_STORAGE_KEY } from '../../src/shared/page-render';

export const CART_KEY = CART_STORAGE_KEY;

export const CUSTOMER = {
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  address: '1 Navy Way',
  city: 'Fort Smith',
  state: 'AR',
  zipCode: '72901',
  country: 'US',
} as const;

export async function listProducts(request: APIRequestContext, query = 'first=100&sort=price-asc'): Promise<StorefrontProduct[]> {
  const response = await request.get(`/api/shopify/products?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { products: { edges: { node: StorefrontProduct }[] } }).products.edges.map((e) => e.node);
}

/** The line the storefront would store for this variant (it may have sold out since). */
export function cartLine(node: StorefrontProduct, variant: StorefrontVariant, quantity = 1): CartItem {
  const product = fromStorefrontNode(node);
  const chosen = product.variants.find((v) => v.id === variant.id)!;
  return cartLineFor(product, chosen.size, chosen.color, quantity);
}

/** Lines for `count` distinct products, each from the first variant that `accept` takes. */
export async function cartLines(
  request: APIRequestContext,
  count: number,
  accept: (variant: StorefrontVariant) => boolean = (v) => v.availableForSale,
  query?: string,
): Promise<CartItem[]> {
  const lines: CartItem[] = [];
  for (const product of await listProducts(request, query)) {
    const variant = product.variants.edges.map((e) => e.node).find(accept);
    if (variant) lines.push(cartLine(product, variant));
    if (lines.length === count) return lines;
  }
  throw new Error(`The catalogue has fewer than ${count} products with a matching variant`);
}

export async function cartLineWhere(request: APIRequestContext, accept?: (variant: StorefrontVariant) => boolean): Promise<CartItem> {
  const [line] = await cartLines(request, 1, accept);
  return line!;
}

/** Puts lines in the browser's cart, as if the shopper had added them. */
export async function seedCart(page: Page, lines: CartItem[]): Promise<void> {
  await page.goto('/');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [CART_KEY, JSON.stringify(lines)] as const);
}

/** Places a real order through the API, as the checkout page does. */
export async function placeOrder(request: APIRequestContext, email: string = CUSTOMER.email) {
  const line = await cartLineWhere(request);
  const response = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: { customer: { ...CUSTOMER, email }, items: [{ variantId: line.shopifyId, quantity: 1 }] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).order as { id: number; trackingNumber: string; total: string };
}
