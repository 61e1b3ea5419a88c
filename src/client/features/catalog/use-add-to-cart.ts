// The add-to-cart action shared by cards and the quick view: validate, show "Adding..."
// for TIMINGS_MS.addToCartDelay, then add the line and say so.
import { useRef, useState } from 'react';
import { buildCartLine, type CartChoice, type CartProduct } from '../../../shared/catalog/cart-line';
import { TIMINGS_MS } from '../../../shared/store';
import { notify } from '../../lib/toast';
import { addItem } from '../cart';
import { cartLineNotice } from './cart-line-notice';

export function useAddToCart(product: CartProduct) {
  const [adding, setAdding] = useState(false);
  const busy = useRef(false);

  /** Returns whether the line is on its way into the cart. */
  function add(choice: CartChoice): boolean {
    if (busy.current) return false;
    const result = buildCartLine(product, choice);
    if (!result.ok) {
      notify(cartLineNotice(result, product.name));
      return false;
    }
    busy.current = true;
    setAdding(true);
    window.setTimeout(() => {
      addItem(result.line);
      busy.current = false;
      setAdding(false);
      notify(cartLineNotice(result, product.name));
    }, TIMINGS_MS.addToCartDelay);
    return true;
  }

  return { adding, add };
}
