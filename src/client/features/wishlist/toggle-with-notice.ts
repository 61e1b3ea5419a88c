import { thumbnailUrl } from '../../../shared/catalog/photos';
import type { Product } from '../../../shared/catalog/product';
import { toDecimal } from '../../../shared/money';
import { notify } from '../../lib/toast';
import { toggleWishlist } from './state';

type WishProduct = Pick<Product, 'id' | 'handle' | 'name' | 'priceCents' | 'imageUrl'> &
  Partial<Pick<Product, 'images'>>;

/** Hearts a product (or un-hearts it) and tells the shopper which. */
export function toggleWishlistWithNotice(product: WishProduct): void {
  const added = toggleWishlist({
    productId: product.id,
    handle: product.handle,
    name: product.name,
    price: toDecimal(product.priceCents),
    imageUrl: thumbnailUrl(product.images, product.imageUrl),
  });
  notify(
    added
      ? { title: 'Added to wishlist', description: `${product.name} has been added to your wishlist.` }
      : { title: 'Removed from wishlist', description: `${product.name} has been removed from your wishlist.` },
  );
}
