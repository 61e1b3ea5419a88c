// One pricing function for the cart page, the checkout summary and the server order
// (so the three always agree): subtotal - discount + shipping + tax - gift card = total, in cents.
import { PROMO, SHIPPING, TAX_RATE_BPS, type ShippingMethod } from './store';

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export interface PricingInput {
  lines: readonly PricedLine[];
  /** A promo code the shopper entered; on the client only the welcome code is known. */
  promoCode?: string | null | undefined;
  /** The server's answer for the code (a promotions row); wins over promoCode. */
  promoPercent?: number | null | undefined;
  /** Two-letter US state for tax; unknown or absent means no tax yet. */
  state?: string | null | undefined;
  /** Balance available on a gift card the shopper applied. */
  giftCardBalanceCents?: number | null | undefined;
  /** How the order travels; Standard when not chosen yet. */
  shippingMethod?: ShippingMethod | undefined;
  /** What the store's discounts take off (discounts/price.ts priceDiscounts); wins over the promo fields. */
  discounts?: { merchandiseCents: number; shippingCents: number } | undefined;
}

export interface Totals {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  giftCardCents: number;
  totalCents: number;
  promoApplied: boolean;
  /** How much more qualifies the order for free shipping (0 when it already does). */
  freeShippingRemainingCents: number;
}

export function normalisePromoCode(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

export function isWelcomePromo(code: string | null | undefined): boolean {
  return normalisePromoCode(code) === PROMO.welcomeCode;
}

export function subtotalOf(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
}

/** Free shipping is for subtotals above the threshold, so exactly $50.00 still pays for it. */
export const qualifiesForFreeShipping = (subtotalCents: number): boolean => subtotalCents > SHIPPING.freeThresholdCents;

export function shippingFor(subtotalCents: number, method: ShippingMethod = 'standard'): number {
  if (subtotalCents <= 0) return 0;
  const { rateCents, freeAboveThreshold } = SHIPPING.methods[method];
  return freeAboveThreshold && qualifiesForFreeShipping(subtotalCents) ? 0 : rateCents;
}

export function taxRateBps(state: string | null | undefined): number {
  return TAX_RATE_BPS[(state ?? '').toUpperCase()] ?? 0;
}

export function priceOrder(input: PricingInput): Totals {
  const subtotalCents = subtotalOf(input.lines);
  const percent = input.promoPercent ?? (isWelcomePromo(input.promoCode) ? PROMO.welcomePercent : 0);
  const fullShipping = shippingFor(subtotalCents, input.shippingMethod);
  const { discounts } = input;
  const discountCents = discounts
    ? Math.max(0, Math.min(discounts.merchandiseCents, subtotalCents))
    : percent > 0 && subtotalCents > 0
      ? Math.round((subtotalCents * percent) / 100)
      : 0;
  const shippingCents = fullShipping - (discounts ? Math.max(0, Math.min(discounts.shippingCents, fullShipping)) : 0);
  const promoApplied = discountCents > 0 || shippingCents < fullShipping;
  // Tax applies to the discounted merchandise, not to shipping.
  const taxCents = Math.round(((subtotalCents - discountCents) * taxRateBps(input.state)) / 10_000);
  const beforeGiftCard = subtotalCents - discountCents + shippingCents + taxCents;
  const giftCardCents = Math.max(0, Math.min(input.giftCardBalanceCents ?? 0, beforeGiftCard));
  return {
    subtotalCents,
    discountCents,
    shippingCents,
    taxCents,
    giftCardCents,
    totalCents: beforeGiftCard - giftCardCents,
    promoApplied,
    // Exactly $50.00 does not qualify, so it still needs a cent.
    freeShippingRemainingCents: qualifiesForFreeShipping(subtotalCents)
      ? 0
      : Math.max(SHIPPING.freeThresholdCents - subtotalCents, 1),
  };
}
