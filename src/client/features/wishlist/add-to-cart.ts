// "Add to cart" from the wishlist. A saved heart holds no size or color, so the product is
// read as it is today: one with a single size and color goes straight in; one that needs a
// choice opens its page, where the shopper chooses.
import { buildCartLine } from '../../../shared/catalog/cart-line';
import type { Product } from '../../../shared/catalog/product';
import { apiRequest } from '../../lib/api';
import { notify } from '../../lib/toast';
import { addItem } from '../cart';
import type { WishlistItem } from './state';

export type WishlistAddOutcome = 'added' | 'choose-options' | 'unavailable';

export async function addWishlistItemToCart(item: WishlistItem): Promise<WishlistAddOutcome> {
  let product: Product;
  try {
    ({ product } = await apiRequest<{ product: Product }>(
      `/api/catalog/products/${encodeURIComponent(item.handle || item.productId)}`,
    ));
  } catch {
    notify({ title: 'Not available', description: `${item.name} is no longer sold.`, variant: 'destructive' });
    return 'unavailable';
  }
  const result = buildCartLine(product);
  if (result.ok && addItem(result.line)) {
    notify({ title: 'Added to cart!', description: `${product.name} has been added to your cart.` });
    return 'added';
  }
  if (!result.ok && result.problem === 'size-required') {
    notify({ title: 'Choose a size', description: `${product.name} comes in several sizes: pick yours on its page.` });
    return 'choose-options';
  }
  if (!result.ok && result.problem === 'color-required') {
    notify({
      title: 'Choose a color',
      description: `${product.name} comes in several colors: pick yours on its page.`,
    });
    return 'choose-options';
  }
  notify({ title: 'Out of Stock', description: `${product.name} is sold out.`, variant: 'destructive' });
  return 'unavailable';
}
