// The product page's wishlist heart: saved in local storage, with a toast.
import { Heart } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cx } from '../../lib/cx';
import { useWishlist, toggleWishlistWithNotice } from '../wishlist';
import type { Product } from '../../../shared/catalog/product';

export function WishlistButton({ product }: { product: Product }) {
  const wishlist = useWishlist();
  const saved = wishlist.has(product.id);

  const toggle = () => toggleWishlistWithNotice(product);

  return (
    <Button
      variant="outline"
      size="icon"
      className="h-12 w-12"
      onClick={toggle}
      aria-pressed={saved}
      aria-label="Save to wishlist"
    >
      <Heart
        className={cx('h-5 w-5', saved ? 'fill-accent-500 text-accent-500' : 'text-gray-700')}
        aria-hidden="true"
      />
    </Button>
  );
}
