// The slide-out cart. The app shell loads this module on first open, so
// Radix Dialog (focus trap, Escape, backdrop close) stays out of the first page load.
import * as Sheet from '@radix-ui/react-dialog';
import { ShoppingBag, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { formatMoney } from '../../../shared/money';
import { Button, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { notify } from '../../lib/toast';
import { CartPaymentNote } from '../payments';
import { beginCheckout } from './checkout';
import { closeCartDrawer, openCartDrawer, useCartDrawerOpen } from './drawer-state';
import { DrawerLine } from './DrawerLine';
import { useCart } from './state';
import { useLineStock } from './stock';
import { useAppliedPromoDetails } from './promo';
import { cartTotals } from './totals';

export default function CartDrawer() {
  const open = useCartDrawerOpen();
  const { items, count, clear } = useCart();
  const [processing, setProcessing] = useState(false);
  const [, navigate] = useLocation();
  // Opened by state rather than a Radix trigger, so focus goes back by hand on close.
  const opener = useRef<HTMLElement | null>(null);
  // The cart page's figures: the same promo, shipping and total, tax left to checkout.
  const promo = useAppliedPromoDetails();
  const totals = cartTotals(items, promo);
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
                <dl className="space-y-1 text-sm text-gray-700">
                  <div className="flex justify-between">
                    <dt>Subtotal</dt>
                    <dd className="tabular-nums">{formatMoney(totals.subtotalCents)}</dd>
                  </div>
                  {totals.promoApplied ? (
                    <div className="flex justify-between text-green-700">
                      <dt>Discount ({promo?.code})</dt>
                      <dd className="tabular-nums">-{formatMoney(totals.discountCents)}</dd>
                    </div>
                  ) : null}
                  <div className="flex justify-between">
                    <dt>Shipping</dt>
                    <dd className="tabular-nums">
                      {totals.shippingCents === 0 ? 'Free' : formatMoney(totals.shippingCents)}
                    </dd>
                  </div>
                  <div className="flex justify-between">
                    <dt>Tax</dt>
                    <dd>Calculated at checkout</dd>
                  </div>
                  <div className="flex justify-between text-base font-semibold text-gray-900">
                    <dt>Total</dt>
                    <dd className="tabular-nums">{formatMoney(totals.totalCents)}</dd>
                  </div>
                </dl>
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
