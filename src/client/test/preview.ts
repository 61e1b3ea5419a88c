// POST /api/promotions/check as the store answers it, for the cart's and checkout's tests. A
// cart is priced at the prices of the browser's cart by the shared pricing rules; WELCOME10 takes
// 10% off a first order (anyone's but the emails given as having ordered); other codes are unknown.
import { toCents } from '../../shared/money';
import { priceOrder } from '../../shared/pricing';
import { PROMO_CODE_INVALID } from '../../shared/promo-codes';
import type { OrderDiscount } from '../../shared/schemas/discounts';
import type { PromoCheckRequest, PromoCheckResponse } from '../../shared/schemas/promotions';
import { cartStore } from '../features/cart';

export const WELCOME: Omit<OrderDiscount, 'amountCents' | 'shippingCents'> = {
  id: 1,
  title: 'Welcome offer: 10% off your first order',
  code: 'WELCOME10',
  description: '10% off your order',
};
export const FIRST_ORDERS_ONLY = 'This code is for first orders.';

export interface Shoppers {
  /** Emails that have ordered before: WELCOME10 is not theirs. */
  ordered?: readonly string[];
  /** Discounts that apply to every cart without a code. */
  automatic?: readonly OrderDiscount[];
}

export function pricePreview(request: PromoCheckRequest, shoppers: Shoppers = {}): PromoCheckResponse {
  const cart = request.cart!;
  const items = cartStore.get();
  const lines = cart.items.map((line) => {
    const item = items.find((i) => 'variantId' in line && i.shopifyId === line.variantId);
    return { unitPriceCents: item ? toCents(item.price) : 0, quantity: line.quantity };
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const code = request.code?.trim().toUpperCase();
  const returning = cart.email !== undefined && (shoppers.ordered ?? []).includes(cart.email);
  const welcome = code === WELCOME.code && !returning;
  const applied: OrderDiscount[] = [
    ...(welcome ? [{ ...WELCOME, amountCents: Math.round(subtotalCents / 10), shippingCents: 0 }] : []),
    ...(shoppers.automatic ?? []),
  ];
  const country = cart.country ?? 'US';
  const totals = priceOrder({
    lines,
    state: country === 'US' ? cart.state : null,
    shippingMethod: cart.shippingMethod,
    discounts: {
      merchandiseCents: applied.reduce((sum, d) => sum + d.amountCents, 0),
      shippingCents: applied.reduce((sum, d) => sum + d.shippingCents, 0),
    },
  });
  const refused = code && !welcome ? [{ code, reason: returning ? FIRST_ORDERS_ONLY : PROMO_CODE_INVALID }] : [];
  return {
    code: welcome ? WELCOME.code : null,
    percentOff: welcome ? 10 : null,
    title: welcome ? WELCOME.title : null,
    description: welcome ? WELCOME.description : null,
    preview: {
      applied,
      refused,
      lineCents: {},
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      shippingCents: totals.shippingCents,
      shippingDiscountCents: applied.reduce((sum, d) => sum + d.shippingCents, 0),
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
    },
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The answer to any check: a code alone (the promo box's, before it applies one) or a cart. */
export function checkAnswer(request: PromoCheckRequest, shoppers: Shoppers = {}): Response {
  if (request.cart) return json(pricePreview(request, shoppers));
  if (request.code?.trim().toUpperCase() === WELCOME.code)
    return json({
      code: WELCOME.code,
      percentOff: 10,
      title: WELCOME.title,
      description: WELCOME.description,
      preview: null,
    });
  return json({ message: PROMO_CODE_INVALID, errors: [{ path: 'code', message: PROMO_CODE_INVALID }] }, 400);
}

/** The request's body, when it is a check of the promotions. */
export const checkBody = (url: string, init?: RequestInit): PromoCheckRequest | null =>
  url === '/api/promotions/check' ? (JSON.parse(String(init?.body)) as PromoCheckRequest) : null;

/** The check as a route of the payments tests' fake server (test/payments.ts). */
export const promotionsRoute =
  (shoppers: Shoppers = {}) =>
  (init: RequestInit): Response =>
    checkAnswer(JSON.parse(String(init.body)) as PromoCheckRequest, shoppers);
