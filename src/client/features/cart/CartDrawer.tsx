// The slide-out cart. The app shell loads this module on first open, so
// Radix Dialog (focus trap, Escape, backdrop close) stays out of the first page load.
import * as Sheet from '@radix-ui/react-dialog';
import { ShoppingBag, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { QueryScope } from '../../lib/query-scope';
import { notify } from '../../lib/toast';
import { CartPaymentNote } from '../payments';
import { beginCheckout } from './checkout';
import { closeCartDrawer, openCartDrawer, useCartDrawerOpen } from './drawer-state';
import { DrawerLine } from './DrawerLine';
import { useCartPricing } from './preview';
import { getAppliedPromo, useAppliedPromo } from './promo';
import { PromoCodeBox } from './PromoCodeBox';
import { useCart } from './state';
import { useLineStock } from './stock';
import { cartSummaryLines } from './summary-lines';
import { SummaryRows } from './SummaryRows';

export default function CartDrawer() {
  const open = useCartDrawerOpen();
  const { items, count, clear } = useCart();
  const [processing, setProcessing] = useState(false);
  const [, navigate] = useLocation();
  // Opened by state rather than a Radix trigger, so focus goes back by hand on close.
  const opener = useRef<HTMLElement | null>(null);
  // The cart page's figures, priced by the server while the cart shows: the same discounts,
  // shipping and total, tax left to checkout.
  const code = useAppliedPromo();
  const pricing = useCartPricing({ items: open ? items : [], code });
  const [promoShown, setPromoShown] = useState(() => getAppliedPromo() !== null);
  const stockOf = useLineStock(open ? items : []);

  async function checkout() {
    setProcessing(true);
    const outcome = await beginCheckout(items);
    setProcessing(false);
    if (outcome.kind === 'error') {
      notify(outcome.notice);
    } else if (outcome.kind === 'embedded') {
      closeCartDrawer();
      navigate('/checkout');
    } else {
      clear();
      closeCartDrawer();
      window.location.assign(outcome.url);
    }
  }

  function clearAndClose() {
    clear();
    closeCartDrawer();
  }

  return (
    <Sheet.Root open={open} onOpenChange={(next) => (next ? openCartDrawer() : closeCartDrawer())}>
      <Sheet.Portal>
        <Sheet.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Sheet.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-2xl focus:outline-none"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
        >
          <header className="flex items-center justify-between border-b border-gray-200 px-5 py-4">
            <Sheet.Title className="flex items-center gap-2 text-lg font-semibold">
              <ShoppingBag className="h-5 w-5" aria-hidden="true" />
              Shopping Cart ({count})
            </Sheet.Title>
            <Sheet.Close
              className="rounded-md p-1 text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-700"
              aria-label="Close cart"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Sheet.Close>
          </header>
          <Sheet.Description className="sr-only">Review the items in your cart and check out.</Sheet.Description>
          {items.length === 0 ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
              <ShoppingBag className="h-12 w-12 text-gray-300" aria-hidden="true" />
              <p className="text-gray-600">Your cart is empty</p>
              <Link href="/shop" onClick={closeCartDrawer} className={buttonClasses('primary')}>
                Continue Shopping
              </Link>
            </div>
          ) : (
            <>
              <ul className="flex-1 divide-y divide-gray-200 overflow-y-auto px-5" aria-label="Cart items">
                {items.map((item) => (
                  <DrawerLine key={item.id} item={item} stock={stockOf(item)} />
                ))}
              </ul>
              <footer className="space-y-3 border-t border-gray-200 px-5 py-4">
                <details open={promoShown} onToggle={(event) => setPromoShown(event.currentTarget.open)}>
                  <summary className="cursor-pointer text-sm font-medium text-brand-700">
                    {code ? `Promo code: ${code}` : 'Add a promo code'}
                  </summary>
                  <div className="pt-2">
                    {/* The cart is part of the app shell, outside any page's query cache. */}
                    <QueryScope>
                      <PromoCodeBox pricing={pricing} framed={false} />
                    </QueryScope>
                  </div>
                </details>
                <SummaryRows lines={cartSummaryLines(pricing)} />
                <Button size="lg" className="w-full" onClick={checkout} disabled={processing}>
                  {processing ? (
                    <>
                      <Spinner /> Processing...
                    </>
                  ) : (
                    'Checkout'
                  )}
                </Button>
                <Button variant="outline" className="w-full" onClick={clearAndClose} disabled={processing}>
                  Clear Cart
                </Button>
                <Link
                  href="/cart"
                  onClick={closeCartDrawer}
                  className="block text-center text-sm font-medium text-brand-700 hover:underline"
                >
                  View full cart
                </Link>
                <CartPaymentNote />
              </footer>
            </>
          )}
        </Sheet.Content>
      </Sheet.Portal>
    </Sheet.Root>
  );
}
