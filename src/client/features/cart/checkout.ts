// The slide-out cart's checkout checks and call: a cart needs a line with a variant id (or a
// custom design) before it goes to checkout.
import { isVariantGid } from '../../../shared/catalog/gid';
import type { CartItem } from '../../../shared/schemas/cart';
import type { CheckoutRequest } from '../../../shared/schemas/checkout';
import { apiRequest } from '../../lib/api';
import type { Notice } from '../../lib/toast';

/** What the server may answer: embedded checkout here, or a hosted checkout page. */
export interface CheckoutAnswer {
  embedded?: boolean;
  checkoutUrl?: string;
}

export type CheckoutOutcome =
  { kind: 'embedded' } | { kind: 'redirect'; url: string } | { kind: 'error'; notice: Notice };

const error = (title: string, description: string): CheckoutOutcome => ({
  kind: 'error',
  notice: { title, description, variant: 'destructive' },
});

const isVariantLine = (item: CartItem) => isVariantGid(item.shopifyId);
/** Custom design lines have no variant; the embedded checkout orders them. */
const isCustomLine = (item: CartItem) => item.shopifyId === null && item.custom !== undefined;

export const postCheckout = (body: CheckoutRequest) => apiRequest<CheckoutAnswer>('/api/shopify/checkout', { body });

export async function beginCheckout(
  items: readonly CartItem[],
  post: (body: CheckoutRequest) => Promise<CheckoutAnswer> = postCheckout,
): Promise<CheckoutOutcome> {
  if (items.length === 0) return error('Cart Empty', 'Add some items to your cart before checkout.');
  const variantLines = items.filter(isVariantLine);
  const customLines = items.filter(isCustomLine);
  if (variantLines.length === 0 && customLines.length === 0) {
    return error('No Valid Items', 'Please select specific product variants to checkout.');
  }
  // Only the embedded checkout can order a cart of custom designs alone, and the
  // checkout call needs at least one variant line: go straight there.
  if (variantLines.length === 0) return { kind: 'embedded' };
  let answer: CheckoutAnswer;
  try {
    answer = await post({
      items: variantLines.map((i) => ({ variantId: i.shopifyId as string, quantity: i.quantity })),
      cartItems: [...variantLines, ...customLines],
    });
  } catch {
    return error('Checkout Error', 'Failed to proceed to checkout. Please try again.');
  }
  if (answer?.embedded === true) return { kind: 'embedded' };
  if (typeof answer?.checkoutUrl === 'string' && answer.checkoutUrl)
    return { kind: 'redirect', url: answer.checkoutUrl };
  return error('Checkout Error', 'Unable to create checkout. Please try again.');
}
