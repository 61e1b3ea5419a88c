// The order's money as staff read it, when their role includes it: the server leaves every
// figure out (null) for a role without sales figures.
import type { AdminOrderDetail } from '../../../../shared/schemas/admin';
import type { ChargedTotals } from '../../../components/OrderTotals';

export function chargedTotals(order: AdminOrderDetail['order']): ChargedTotals | null {
  const { subtotal, discount, shipping, tax, giftCardAmount, total, shippingMethod } = order;
  if (
    subtotal === null ||
    discount === null ||
    shipping === null ||
    tax === null ||
    giftCardAmount === null ||
    total === null
  )
    return null;
  return { subtotal, discount, shipping, tax, giftCardAmount, total, shippingMethod };
}
