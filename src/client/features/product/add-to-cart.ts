// The product page's add to cart: a size is required when there are several, and a notice
// says what was added, or why nothing was.
import { addItem } from '../cart/state';
import type { Notice } from '../../lib/toast';
import { findVariant, resolveSelection, toCartLine, type ProductView, type Selection } from './model';

export type AddOutcome = { added: true; notice: Notice } | { added: false; reason: 'size-required' | 'not-found' | 'sold-out'; notice: Notice };

const NOT_FOUND: AddOutcome = {
  added: false,
  reason: 'not-found',
  notice: { title: 'Error', description: 'Product not found. Please try again.', variant: 'destructive' },
};

export function addProductToCart(product: ProductView | null | undefined, selection: Selection, quantity: number): AddOutcome {
  if (!product) return NOT_FOUND;
  const choice = resolveSelection(product, selection);
  if (choice === 'size-required') {
    return {
      added: false,
      reason: 'size-required',
      notice: { title: 'Size Required', description: 'Please select a size before adding to cart.', variant: 'destructive' },
    };
  }
  const variant = findVariant(product, choice.size, choice.color);
  if (product.variants.length > 0 && !variant) return NOT_FOUND;
  if (!product.availableForSale || (variant && !variant.available)) {
    return {
      added: false,
      reason: 'sold-out',
      notice: { title: 'Out of Stock', description: `${product.name} is sold out in ${choice.size} / ${choice.color}.`, variant: 'destructive' },
    };
  }
  if (!addItem(toCartLine(product, choice.size, choice.color, quantity))) return NOT_FOUND;
  return { added: true, notice: { title: 'Added to cart!', description: `${product.name} has been added to your cart.` } };
}
