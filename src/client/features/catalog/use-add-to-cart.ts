// The add-to-cart action shared by cards and the quick view: validate, show "Adding..."
// for TIMINGS_MS.addToCartDelay, then add the line and say so.
import { useRef, useState } from 'react';
import { addItem } from '../cart/state';
import { notify, type Notice } from '../../lib/toast';
import { TIMINGS_MS } from '../../../shared/store';
import { buildCartLine, type CartChoice, type CartLineProblem, type CartProduct } from './cart-line';

function problemNotice(problem: CartLineProblem, name: string, size?: string, color?: string): Notice {
  switch (problem) {
    case 'size-required':
      return { title: 'Size Required', description: 'Please select a size before adding to cart.', variant: 'destructive' };
    case 'sold-out':
      return { title: 'Out of Stock', description: `${name} is sold out.`, variant: 'destructive' };
    case 'unavailable':
      return { title: 'Not Available', description: `${name} in ${size} / ${color} is sold out. Please choose another option.`, variant: 'destructive' };
  }
}

export function useAddToCart(product: CartProduct) {
  const [adding, setAdding] = useState(false);
  const busy = useRef(false);

  /** Returns whether the line is on its way into the cart. */
  function add(choice: CartChoice): boolean {
    if (busy.current) return false;
    const result = buildCartLine(product, choice);
    if (!result.ok) {
      notify(problemNotice(result.problem, product.name, result.size, result.color));
      return false;
    }
    busy.current = true;
    setAdding(true);
    window.setTimeout(() => {
      addItem(result.line);
      busy.current = false;
      setAdding(false);
      notify({ title: 'Added to cart!', description: `${product.name} has been added to your cart.` });
    }, TIMINGS_MS.addToCartDelay);
    return true;
  }

  return { adding, add };
}
