// A cart line's quantity stepper, on the cart page and in the slide-out cart: it stops at the
// stock of the line's variant, and says so, once that stock is known.
import type { CartItem } from '../../../shared/schemas/cart';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { MAX_QUANTITY, updateQuantity } from './state';

/** `stock`: the units for sale of the line's variant, null while unknown. */
export function LineStepper({ item, stock }: { item: CartItem; stock: number | null }) {
  return (
    <QuantityStepper
      value={item.quantity}
      min={0}
      max={stock === null ? MAX_QUANTITY : Math.min(stock, MAX_QUANTITY)}
      maxReason={stock === null ? null : `only ${stock} left`}
      label={item.name}
      size="sm"
      onChange={(q) => updateQuantity(item.id, q)}
    />
  );
}
