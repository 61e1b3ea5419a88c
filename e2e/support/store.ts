// Test data from the running store: real catalogue products as cart lines, a cart seeded
// into the browser, and orders and gift cards bought through the API the storefront uses (and
// paid on the store's demo payment provider, which the test server uses: it has no Stripe keys).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { cartLineFor } from '../../src/shared/catalog/cart-line';
import { fromStorefrontNode } from '../../src/server/catalog/sources/shopify/reshape';
import type { StorefrontProduct, StorefrontVariant } from '../../src/shared/schemas/shopify';
import type { CartItem } from '../../src/shared/schemas/cart';
import type { CreateGiftCardResponse, GiftCard, GiftCardRequest } from '../../src/shared/schemas/gift-cards';
import type { PaymentView } from '../../src/shared/schemas/payments';
import { GIFT_CARDS } from '../../src/shared/store';
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

export async function listProducts(
  request: APIRequestContext,
  query = 'first=100&sort=price-asc',
): Promise<StorefrontProduct[]> {
  const response = await request.get(`/api/shopify/products?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { products: { edges: { node: StorefrontProduct }[] } }).products.edges.map(
    (e) => e.node,
  );
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

export async function cartLineWhere(
  request: APIRequestContext,
  accept?: (variant: StorefrontVariant) => boolean,
): Promise<CartItem> {
  const [line] = await cartLines(request, 1, accept);
  return line!;
}

/** Puts lines in the browser's cart, as if the shopper had added them. */
export async function seedCart(page: Page, lines: CartItem[]): Promise<void> {
  await page.goto('/');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    CART_KEY,
    JSON.stringify(lines),
  ] as const);
}

export interface ApiOrder {
  id: number;
  trackingNumber: string;
  total: string;
  status: string;
  /** The demo payment page's token; null when nothing was left to pay. */
  paymentToken: string | null;
}

/** Pays an order's demo payment, as the Pay button on its payment page does. */
export async function payOrder(request: APIRequestContext, paymentToken: string): Promise<void> {
  const response = await request.post(`/api/payments/demo/${paymentToken}/pay`, { data: {} });
  expect(response.status(), await response.text()).toBe(200);
  expect((await response.json()).status).toBe('paid');
}

/**
 * Places a real order through the API, as the checkout page does. The order then awaits its
 * payment; unless `pay: false`, it is paid on the demo provider too, so it is confirmed
 * (pending), as a shopper's order is once they pay. It holds one each of `lines` products, or
 * of the `variants` named.
 */
export async function placeOrder(
  request: APIRequestContext,
  email: string = CUSTOMER.email,
  { pay = true, lines = 1, variants }: { pay?: boolean; lines?: number; variants?: readonly string[] } = {},
): Promise<ApiOrder> {
  const variantIds = variants ?? (await cartLines(request, lines)).map((line) => line.shopifyId);
  const items = variantIds.map((variantId) => ({ variantId, quantity: 1 }));
  const response = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: { customer: { ...CUSTOMER, email }, items },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { order, paymentToken } = (await response.json()) as {
    order: Omit<ApiOrder, 'paymentToken'>;
    paymentToken: string | null;
  };
  expect(order.status).toBe(paymentToken ? 'awaiting_payment' : 'pending');
  if (!pay || !paymentToken) return { ...order, paymentToken };
  await payOrder(request, paymentToken);
  return { ...order, status: 'pending', paymentToken };
}

/** What the gift page sends for a card; a story overrides what it needs. */
export const GIFT_CARD_REQUEST = {
  title: 'Thank You',
  amount: '25',
  message: 'Enjoy',
  senderName: 'Sam',
  senderEmail: 'sam@example.com',
  recipientName: 'Ada',
  recipientEmail: 'ada@example.com',
} as const satisfies GiftCardRequest;

/**
 * Starts a gift card's purchase through the API, as the gift page does: the answer has no card
 * yet, only the payment page it is paid on.
 */
export async function startGiftCardPurchase(
  request: APIRequestContext,
  overrides: Partial<GiftCardRequest> = {},
): Promise<{ paymentToken: string; paymentUrl: string }> {
  const response = await request.post('/api/gift-cards', { data: { ...GIFT_CARD_REQUEST, ...overrides } });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as CreateGiftCardResponse;
  expect(body.giftCard).toBeNull();
  expect(body.paymentToken).toBeTruthy();
  expect(body.paymentUrl).toBeTruthy();
  return { paymentToken: body.paymentToken!, paymentUrl: body.paymentUrl! };
}

/**
 * Buys a real gift card through the API and pays for it on the demo provider, as a shopper
 * does on the gift page and the payment page: the card issued, with its code.
 */
export async function buyGiftCard(
  request: APIRequestContext,
  overrides: Partial<GiftCardRequest> = {},
): Promise<GiftCard> {
  const { paymentToken } = await startGiftCardPurchase(request, overrides);
  const response = await request.post(`/api/payments/demo/${paymentToken}/pay`, { data: {} });
  expect(response.status(), await response.text()).toBe(200);
  const payment = (await response.json()) as PaymentView;
  expect(payment).toMatchObject({ kind: 'gift-card', status: 'paid' });
  const issued = payment.giftCard?.issued;
  expect(issued?.code, 'the paid gift card is issued with its code').toMatch(GIFT_CARDS.codePattern);
  return issued!;
}
