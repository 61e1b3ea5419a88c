// /wishlist: the products the shopper saved with a heart (kept in local storage).
import { Heart, ShoppingBag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { formatMoney, toCents } from '../../../shared/money';
import { buttonClasses } from '../../components/ui/button';
import { notify } from '../../lib/toast';
import { addWishlistItemToCart } from './add-to-cart';
import { useWishlist, type WishlistItem } from './state';

const priceOf = (item: WishlistItem) => {
  const value = Number.parseFloat(item.price);
  return Number.isFinite(value) ? formatMoney(toCents(value)) : '';
};

function AddToCartButton({ item, href }: { item: WishlistItem; href: string }) {
  const [adding, setAdding] = useState(false);
  const [, navigate] = useLocation();
  async function add() {
    setAdding(true);
    const outcome = await addWishlistItemToCart(item);
    setAdding(false);
    if (outcome === 'choose-options') navigate(href);
  }
  return (
    <button
      type="button"
      onClick={() => void add()}
      disabled={adding}
      className={buttonClasses('primary', 'sm', 'flex-1')}
      aria-label={`Add ${item.name} to cart`}
    >
      <ShoppingBag className="h-4 w-4" aria-hidden="true" />
      {adding ? 'Adding...' : 'Add to cart'}
    </button>
  );
}

function WishlistCard({ item, onRemove }: { item: WishlistItem; onRemove: () => void }) {
  const href = `/product/${item.handle || encodeURIComponent(item.productId)}`;
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white">
      <Link href={href} className="block aspect-[4/5] bg-gray-100" tabIndex={-1} aria-hidden="true">
        <img
          src={item.imageUrl}
          alt=""
          width={400}
          height={500}
          loading="lazy"
          className="h-full w-full object-cover"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-medium text-gray-900">
          <Link href={href} className="hover:text-brand-700 hover:underline">
            {item.name}
          </Link>
        </h2>
        <p className="font-semibold">{priceOf(item)}</p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <AddToCartButton item={item} href={href} />
          <Link href={href} className={buttonClasses('outline', 'sm')} aria-label={`View product: ${item.name}`}>
            View
          </Link>
          <button
            type="button"
            onClick={onRemove}
            className={buttonClasses('outline', 'sm')}
            aria-label={`Remove ${item.name} from wishlist`}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      </div>
    </li>
  );
}

export function WishlistView() {
  const { items, count, remove } = useWishlist();

  function removeItem(item: WishlistItem) {
    remove(item.productId);
    notify({ title: 'Removed from wishlist', description: `${item.name} has been removed from your wishlist.` });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="mb-6">
        <h1 className="font-display text-3xl font-bold">My Wishlist</h1>
        <p className="mt-1 text-gray-600">
          {count} saved {count === 1 ? 'item' : 'items'}
        </p>
      </header>
      {items.length === 0 ? (
        <div className="mx-auto max-w-lg py-16 text-center">
          <Heart className="mx-auto mb-4 h-16 w-16 text-gray-300" aria-hidden="true" />
          <h2 className="mb-2 text-2xl font-semibold">Your wishlist is empty</h2>
          <p className="mb-8 text-gray-600">Tap the heart on any product to save it here for later.</p>
          <Link href="/shop" className={buttonClasses('primary', 'lg')}>
            Browse the Shop
          </Link>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item) => (
            <WishlistCard key={item.productId} item={item} onRemove={() => removeItem(item)} />
          ))}
        </ul>
      )}
    </div>
  );
}
