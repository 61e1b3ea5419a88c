// The wishlist heart (the saved count; it opens the list) and the
// cart button with its item-count badge, which opens the slide-out cart.
import { BagIcon, HeartIcon } from './header-icons';
import { Link } from 'wouter';
import { openCartDrawer, useCart } from '../cart';
import { useWishlist } from '../wishlist';
import { countBadge, iconButton } from './classes';

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

export function WishlistLink() {
  const { count } = useWishlist();
  return (
    <Link href="/wishlist" aria-label={`Wishlist, ${items(count)}`} className={iconButton}>
      <HeartIcon aria-hidden="true" className="h-5 w-5" />
      {count > 0 ? (
        <span aria-hidden="true" data-testid="wishlist-count" className={countBadge}>
          {count}
        </span>
      ) : null}
    </Link>
  );
}

export function CartButton() {
  const { count } = useCart();
  return (
    <button
      type="button"
      onClick={openCartDrawer}
      aria-label={`Cart, ${items(count)}`}
      aria-haspopup="dialog"
      className={iconButton}
    >
      <BagIcon aria-hidden="true" className="h-5 w-5" />
      {count > 0 ? (
        <span aria-hidden="true" data-testid="cart-count" className={countBadge}>
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </button>
  );
}
