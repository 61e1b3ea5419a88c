import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { TIMINGS_MS } from '../../shared/store';
import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { buttonClasses } from '../components/ui/button';
import { useCart } from '../features/cart';
import { CheckoutView } from '../features/checkout';

export default function CheckoutPage() {
  const { items } = useCart();
  const [, navigate] = useLocation();
  const empty = items.length === 0;

  useEffect(() => {
    if (!empty) return;
    const timer = window.setTimeout(() => navigate('/shop'), TIMINGS_MS.checkoutEmptyRedirect);
    return () => window.clearTimeout(timer);
  }, [empty, navigate]);

  return (
    <>
      <PageTitle {...PAGE_META.Checkout} />
      {empty ? (
        <div className="mx-auto max-w-xl px-4 py-20 text-center">
          <h1 className="mb-3 font-display text-3xl font-bold">Your cart is empty</h1>
          <p className="mb-6 text-gray-600">Add something you love, then come back to check out.</p>
          <Link href="/shop" className={buttonClasses('primary', 'lg')}>
            Continue Shopping
          </Link>
        </div>
      ) : (
        <CheckoutView />
      )}
    </>
  );
}
