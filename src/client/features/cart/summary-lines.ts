// The order summary's lines, alike in the slide-out cart, on /cart and at checkout: the server's
// figures once it has priced this very cart, each discount by name with what it takes off. Until
// then (or when the server cannot be asked) the cart's own subtotal and shipping, with the
// discounts and total said to be on their way: never a total the order might not be charged.
import { formatMoney } from '../../../shared/money';
import { qualifiesForFreeShipping, shippingFor } from '../../../shared/pricing';
import type { OrderDiscount } from '../../../shared/schemas/discounts';
import { SHIPPING, type ShippingMethod } from '../../../shared/store';
import type { CartPricing } from './preview';

export interface SummaryLine {
  label: string;
  value: string;
  tone?: 'saving' | 'pending' | 'total';
}

export interface SummaryOptions {
  shippingMethod: ShippingMethod;
  shippingLabel: string;
  /** What the tax line says instead of a figure ("Calculated at checkout"); null for the server's figure. */
  taxNote: string | null;
  /** Where the discounts and total will be confirmed when the server cannot be asked now. */
  confirmedWhere: string;
  giftCardBalanceCents?: number | undefined;
}

export const CHECKING = 'Checking…';

/** "WELCOME10 — Welcome offer: 10% off your first order", or an automatic discount's title. */
export const discountLabel = (discount: Pick<OrderDiscount, 'code' | 'title'>): string =>
  discount.code ? `${discount.code} — ${discount.title}` : discount.title;

/** Taken off the merchandise, or (free shipping) off the shipping line, which then says Free. */
const discountValue = (discount: OrderDiscount): string =>
  discount.amountCents > 0 ? `-${formatMoney(discount.amountCents)}` : 'Free shipping';

const money = (cents: number) => (cents === 0 ? 'Free' : formatMoney(cents));

/** The gift card's share of a priced total: as much of its balance as the order needs. */
const giftCardShare = (totalCents: number, balanceCents = 0) => Math.max(0, Math.min(balanceCents, totalCents));

export function summaryLines(pricing: CartPricing, options: SummaryOptions): SummaryLine[] {
  const { shippingLabel, taxNote } = options;
  if (pricing.status !== 'priced') {
    const pending = pricing.status === 'checking' ? CHECKING : `Confirmed ${options.confirmedWhere}`;
    return [
      { label: 'Subtotal', value: formatMoney(pricing.subtotalCents) },
      { label: 'Discounts', value: pending, tone: 'pending' },
      { label: shippingLabel, value: money(shippingFor(pricing.subtotalCents, options.shippingMethod)) },
      { label: 'Tax', value: taxNote ?? pending },
      { label: 'Total', value: pending, tone: 'total' },
    ];
  }
  const { preview } = pricing;
  const giftCardCents = giftCardShare(preview.totalCents, options.giftCardBalanceCents);
  return [
    { label: 'Subtotal', value: formatMoney(preview.subtotalCents) },
    ...preview.applied.map((discount): SummaryLine => ({
      label: discountLabel(discount),
      value: discountValue(discount),
      tone: 'saving',
    })),
    { label: shippingLabel, value: money(preview.shippingCents) },
    { label: 'Tax', value: taxNote ?? formatMoney(preview.taxCents) },
    ...(giftCardCents > 0 ? [{ label: 'Gift card', value: `-${formatMoney(giftCardCents)}` }] : []),
    { label: 'Total', value: formatMoney(preview.totalCents - giftCardCents), tone: 'total' },
  ];
}

/** What the order will be charged once the server has priced it (after the gift card), else null. */
export function chargedTotalCents(pricing: CartPricing, giftCardBalanceCents = 0): number | null {
  if (pricing.status !== 'priced') return null;
  return pricing.preview.totalCents - giftCardShare(pricing.preview.totalCents, giftCardBalanceCents);
}

/** The slide-out cart's and /cart's lines: Standard shipping, tax left to checkout. */
export const cartSummaryLines = (pricing: CartPricing): SummaryLine[] =>
  summaryLines(pricing, {
    shippingMethod: 'standard',
    shippingLabel: 'Shipping',
    taxNote: 'Calculated at checkout',
    confirmedWhere: 'at checkout',
  });

/** How much more ships the cart free; null when it already ships free (by the store's rule or a discount). */
export function freeShippingShortfallCents(pricing: CartPricing): number | null {
  if (pricing.status === 'priced' && pricing.preview.shippingCents === 0) return null;
  if (qualifiesForFreeShipping(pricing.subtotalCents)) return null;
  // Exactly the threshold does not qualify, so it still needs a cent.
  return Math.max(SHIPPING.freeThresholdCents - pricing.subtotalCents, 1);
}

/** What the promo box says of the applied code: what it takes off, why it takes nothing, or that it is checked. */
export function codeStatus(code: string, pricing: CartPricing): { text: string; refused: boolean } {
  if (pricing.status === 'checking') return { text: `Checking ${code}…`, refused: false };
  if (pricing.status !== 'priced') return { text: `${code} will be confirmed with your order.`, refused: false };
  const applied = pricing.preview.applied.find((discount) => discount.code === code);
  if (applied) return { text: `${code} applied: ${applied.description}.`, refused: false };
  const refused = pricing.preview.refused.find((refusal) => refusal.code === code);
  if (refused) return { text: `${code} not applied. ${refused.reason}`, refused: true };
  return { text: `${code} applied.`, refused: false };
}
