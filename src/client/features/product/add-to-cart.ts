// The product page's add to cart: the cart line rules every add to cart follows, with the
// quantity the shopper picked.
import { buildCartLine, type CartLineProblem, type CartProduct } from '../../../shared/catalog/cart-line';
import { addItem } from '../cart';
import { cartLineNotice } from '../catalog';
import type { Notice } from '../../lib/toast';
import type { Selection } from './model';

export type AddOutcome =
  { added: true; notice: Notice } | { added: false; reason: CartLineProblem | 'not-found'; notice: Notice };

const NOT_FOUND: AddOutcome = {
  added: false,
  reason: 'not-found',
  notice: { title: 'Error', description: 'Product not found. Please try again.', variant: 'destructive' },
};

export function addProductToCart(
  product: CartProduct | null | undefined,
  selection: Selection,
  quantity: number,
): AddOutcome {
  if (!product) return NOT_FOUND;
  const result = buildCartLine(product, selection, quantity);
  if (!result.ok) return { added: false, reason: result.problem, notice: cartLineNotice(result, product.name) };
  if (!addItem(result.line)) return NOT_FOUND;
  return { added: true, notice: cartLineNotice(result, product.name) };
}
