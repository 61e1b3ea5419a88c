// A cart line's quantity stepper, on the cart page and in the slide-out cart: it stops at the
// stock of the line's variant, and says so, once that stock is known, and at the store's limit
// of units of one item per order.
import type { CartItem } from '../../../shared/schemas/cart';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { perOrderReason, usePurchaseLimits } from './purchase-limits';
import { MAX_QUANTITY, updateQuantity } from './state';

/** `stock`: the units for sale of the line's variant, null while unknown. */
export function LineStepper({ item, stock }: { item: CartItem; stock: number | null }) {
  const { maxUnitsPerLine } = usePurchaseLimits();
  const limit = Math.min(maxUnitsPerLine, MAX_QUANTITY);
  const byStock = stock !== null && stock < limit;
  return (
    <QuantityStepper
      value={item.quantity}
      min={0}
      max={byStock ? stock : limit}
      maxReason={byStock ? `only ${stock} left` : perOrderReason(limit)}
      label={item.name}
      size="sm"
      onChange={(q) => updateQuantity(item.id, q)}
    />
  );
}
