// An order's lines priced with the store's discounts (promotions) and then the shared totals:
// the one path for the order placement and the cart's and checkout's preview.
import { priceOrder, shippingFor, subtotalOf, type Totals } from '../../shared/pricing';
import type { OrderDiscount } from '../../shared/schemas/discounts';
import type { ShippingMethod } from '../../shared/store';
import type { Tx } from '../db/database';
import { priceCartDiscounts, type PricedDiscounts } from '../promotions/service';
import type { ResolvedLine } from './lines';

export interface LinePricing {
  lines: readonly ResolvedLine[];
  codes: readonly string[];
  email: string | null;
  accountId: number | null;
  country: string | null;
  /** For tax: the US state, or null. */
  state: string | null;
  shippingMethod: ShippingMethod;
  giftCardBalanceCents: number;
  /** The earlier attempt's unpaid order that placing this one cancels first. */
  replacingOrderId?: number | null;
  now: Date;
}

export interface PricedLines {
  totals: Totals;
  priced: PricedDiscounts;
  /** What the order keeps of each discount it got. */
  discounts: OrderDiscount[];
}

export async function priceLines(tx: Tx, input: LinePricing): Promise<PricedLines> {
  const fullShipping = shippingFor(subtotalOf(input.lines), input.shippingMethod);
  const priced = await priceCartDiscounts(tx, {
    lines: input.lines.map((line) => ({
      id: String(line.index),
      productId: line.variant.productId,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      category: line.variant.category,
      size: line.variant.size,
      color: line.variant.color,
    })),
    shippingCents: fullShipping,
    country: input.country,
    codes: input.codes,
    email: input.email,
    accountId: input.accountId,
    replacingOrderId: input.replacingOrderId ?? null,
    now: input.now,
  });
  const { outcome } = priced;
  const totals = priceOrder({
    lines: input.lines,
    state: input.state,
    giftCardBalanceCents: input.giftCardBalanceCents,
    shippingMethod: input.shippingMethod,
    discounts: {
      merchandiseCents: outcome.merchandiseCents,
      shippingCents: outcome.shippingCents,
    },
  });
  const discounts = outcome.applied.map(({ id, title, code, description, amountCents, shippingCents }) => ({
    id,
    title,
    code,
    description,
    amountCents,
    shippingCents,
  }));
  return { totals, priced, discounts };
}
