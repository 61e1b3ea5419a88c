// The cart page: lines, promo, summary and reassurance.
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useBrowserStateKnown } from '../../lib/browser-state';
import { CartLineRow } from './CartLineRow';
import { EmptyCart } from './EmptyCart';
import { OrderSummary } from './OrderSummary';
import { useCartPricing } from './preview';
import { PromoCodeBox } from './PromoCodeBox';
import { useAppliedPromo } from './promo';
import { useCart } from './state';
import { useLineStock } from './stock';
import { WhyShopWithUs } from './WhyShopWithUs';

/**
 * The server's cart page, before this browser's cart is read: the empty state and a loading
 * state, one of them shown by styles from the head script's mark (html[data-cart-empty]).
 */
function CartBeingRead() {
  return (
    <>
      <div className="cart-when-empty">
        <EmptyCart />
      </div>
      <div className="cart-when-filled grid gap-8 lg:grid-cols-3" aria-busy="true" aria-label="Loading your cart">
        <div className="space-y-4 lg:col-span-2">
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
        <Skeleton className="h-72 w-full" />
      </div>
    </>
  );
}

export function CartView() {
  const known = useBrowserStateKnown();
  const { items, count, clear } = useCart();
  const code = useAppliedPromo();
  const pricing = useCartPricing({ items, code });
  const stockOf = useLineStock(items);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold">Shopping Cart</h1>
          <p className="mt-1 text-gray-600">
            {known ? `${count} ${count === 1 ? 'item' : 'items'} in your cart` : '\u00a0'}
          </p>
        </div>
        <Link
          href="/shop"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Continue Shopping
        </Link>
      </header>
      {!known ? (
        <CartBeingRead />
      ) : items.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="grid gap-8 lg:grid-cols-3">
          <section aria-labelledby="cart-items" className="lg:col-span-2">
            <div className="flex items-center justify-between border-b border-gray-200 pb-3">
              <h2 id="cart-items" className="text-lg font-semibold">
                Items
              </h2>
              <Button variant="ghost" size="sm" className="text-red-700" onClick={clear}>
                Clear All
              </Button>
            </div>
            <ul className="divide-y divide-gray-200">
              {items.map((item) => (
                <CartLineRow key={item.id} item={item} stock={stockOf(item)} />
              ))}
            </ul>
          </section>
          <aside className="space-y-6" aria-label="Cart summary">
            <PromoCodeBox pricing={pricing} />
            <OrderSummary pricing={pricing} />
            <WhyShopWithUs />
          </aside>
        </div>
      )}
    </div>
  );
}
