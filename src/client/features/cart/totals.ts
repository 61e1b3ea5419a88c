// Cart totals through the one shared pricing function, so the cart page,
// the checkout summary and the server order always agree.
import type { CartItem } from '../../../shared/schemas/cart';
import { priceOrder, type Totals } from '../../../shared/pricing';
import type { AppliedPromo } from './promo';
import { pricedLines } from './state';

/** With the percentage the server confirmed for the applied code (any promotion, not only WELCOME10). */
export function cartTotals(items: readonly CartItem[], promo?: AppliedPromo | null): Totals {
  return priceOrder({ lines: pricedLines(items), promoCode: promo?.code, promoPercent: promo?.percentOff });
}
