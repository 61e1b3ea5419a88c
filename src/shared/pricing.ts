// One pricing function for the cart page, the checkout summary and the server order
// (so the three always agree): subtotal - discount + shipping + tax - gift card = total, in cents.
import { PROMO, SHIPPING, TAX_RATE_BPS } from './store';

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

export function shippingFor(subtotalCents: number): number {
  if (subtotalCents <= 0) return 0;
  return subtotalCents > SHIPPING.freeThresholdCents ? 0 : SHIPPING.flatRateCents;
}

export function taxRateBps(state: string | null | undefined): number {
  return TAX_RATE_BPS[(state ?? '').toUpperCase()] ?? 0;
}

export function priceOrder(input: PricingInput): Totals {
  const subtotalCents = subtotalOf(input.lines);
  const percent = input.promoPercent ?? (isWelcomePromo(input.promoCode) ? PROMO.welcomePercent : 0);
  const promoApplied = percent > 0 && subtotalCents > 0;
  const discountCents = promoApplied ? Math.round((subtotalCents * percent) / 100) : 0;
  const shippingCents = shippingFor(subtotalCents);
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
    // Free shipping is for subtotals above the threshold, so exactly $50.00 still needs a cent.
    freeShippingRemainingCents:
      subtotalCents > SHIPPING.freeThresholdCents ? 0 : Math.max(SHIPPING.freeThresholdCents - subtotalCents, 1),
  };
}
