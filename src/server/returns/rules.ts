// What of an order can come back, and until when: the whole order within RETURNS.windowDays of
// its first delivery, and of each line what shipped less what is already in a return (one not
// rejected) or was put back on sale with a refund. Customised items (designer lines) and
// products tagged Final Sale never. What a unit gives back is what the shopper paid for it:
// its price less its share of the order's discount, plus its share of the tax (shipping is
// not refunded).
import { variantGid } from '../../shared/catalog/gid';
import { formatMoney, toCents, toDecimal } from '../../shared/money';
import type { ExchangeOption } from '../../shared/schemas/returns';
import { RETURNS } from '../../shared/store';
import type { OrderLineRow, ReturnOrder, ReturnRow, VariantRow } from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;

export const NOT_RETURNABLE = {
  customised: "Customised items can't be returned",
  finalSale: 'Final Sale',
  returned: 'Already returned',
  notShipped: 'Not shipped yet',
} as const;

/** The last moment a return of an order delivered at `delivered` can be started. */
export const returnBy = (delivered: Date) => new Date(delivered.getTime() + RETURNS.windowDays * DAY_MS);

const day = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Why nothing of the order can be returned now, else null. */
export function closedReason(order: ReturnOrder, delivered: Date | null, now: Date): string | null {
  if (order.status === 'cancelled') return 'This order was cancelled, so there is nothing to return.';
  if (order.paymentStatus === 'refunded') return 'This order has already been refunded in full.';
  if (!delivered) return "This order hasn't been delivered yet. You can start a return once it arrives.";
  const until = returnBy(delivered);
  if (now > until) return `The ${RETURNS.windowDays}-day return window for this order closed on ${day(until)}.`;
  return null;
}

/** What one unit at `priceCents` cost the shopper of this order, in whole cents (never more). */
export function unitPaidCents(order: Pick<ReturnOrder, 'subtotal' | 'discount' | 'tax'>, priceCents: number): number {
  const subtotal = toCents(order.subtotal);
  if (subtotal <= 0) return priceCents;
  const paid = subtotal - toCents(order.discount) + toCents(order.tax);
  return Math.floor((priceCents * paid) / subtotal);
}

export interface LineRules {
  returnable: number;
  notReturnableReason: string | null;
}

/** How many of the line can still come back, and why none when none (the order itself being open). */
export function lineRules(line: OrderLineRow): LineRules {
  if (line.designId !== null || line.category === 'custom')
    return { returnable: 0, notReturnableReason: NOT_RETURNABLE.customised };
  if (line.tags?.includes(RETURNS.finalSaleTag))
    return { returnable: 0, notReturnableReason: NOT_RETURNABLE.finalSale };
  const left = Math.min(line.quantity, line.shipped) - line.inReturns - line.refundRestocked;
  if (left > 0) return { returnable: left, notReturnableReason: null };
  return {
    returnable: 0,
    notReturnableReason: line.shipped === 0 ? NOT_RETURNABLE.notShipped : NOT_RETURNABLE.returned,
  };
}

/** The other sizes and colours of the line's product, each with its price and whether a unit is free now. */
export function exchangeOptions(line: Pick<OrderLineRow, 'productId' | 'variantId'>, variants: readonly VariantRow[]) {
  return variants.filter((variant) => variant.productId === line.productId && variant.id !== line.variantId);
}

export const toExchangeOption = (variant: VariantRow): ExchangeOption => ({
  variantId: variantGid(variant.id),
  size: variant.size,
  color: variant.color,
  price: toDecimal(toCents(variant.price)),
  inStock: variant.stock > 0,
});

/** Whether the return still owes the difference for dearer sizes (they ship only once it is paid). */
export const owesCharge = (ret: Pick<ReturnRow, 'chargeCents' | 'chargePaidAt'>) =>
  ret.chargeCents > 0 && ret.chargePaidAt === null;

/** What staff are told while it is owed: why the exchanged sizes cannot ship yet. */
export const awaitingPayment = (ret: Pick<ReturnRow, 'chargeCents'>) =>
  `Awaiting payment of ${formatMoney(ret.chargeCents)}: the exchanged sizes ship once the shopper has paid the difference.`;
