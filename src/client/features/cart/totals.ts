// Cart totals through the one shared pricing function (DECISIONS.md), so the cart page,
// the checkout summary and the server order always agree.
import type { CartItem } from '../../../shared/schemas/cart';
import { priceOrder, type Totals } from '../../../shared/pricing';
import { pricedLines } from './state';

export function cartTotals(items: readonly CartItem[], promoCode?: string | null): Totals {
  return priceOrder({ lines: pricedLines(items), promoCode });
}
