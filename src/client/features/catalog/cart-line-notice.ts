// What the shopper is told after an add to cart, wherever it was made.
import type { CartLineResult } from '../../../shared/catalog/cart-line';
import type { Notice } from '../../lib/toast';

export function cartLineNotice(result: CartLineResult, name: string): Notice {
  if (result.ok) return { title: 'Added to cart!', description: `${name} has been added to your cart.` };
  switch (result.problem) {
    case 'size-required':
      return {
        title: 'Size Required',
        description: 'Please select a size before adding to cart.',
        variant: 'destructive',
      };
    case 'color-required':
      return {
        title: 'Color Required',
        description: 'Please choose a color before adding to cart.',
        variant: 'destructive',
      };
    case 'sold-out':
      return { title: 'Out of Stock', description: `${name} is sold out.`, variant: 'destructive' };
    case 'unavailable':
      return {
        title: 'Not Available',
        description: `${name} in ${result.size} / ${result.color} is sold out. Please choose another option.`,
        variant: 'destructive',
      };
  }
}
