// The checkout's own header, as focused checkouts have: the store's name leading home and a
// clear way back to the cart, with no menus, search or slide-out cart to lead the shopper away
// from paying.
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { STORE } from '../../../shared/store-essentials';
import { Logo } from '../../components/brand/Logo';
import { cx } from '../../lib/cx';
import { focusRing } from './classes';

export function CheckoutHeader() {
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link href="/" aria-label={`${STORE.name} home`} className={cx('rounded-md text-gray-900', focusRing)}>
          <Logo />
        </Link>
        <Link
          href="/cart"
          className={cx(
            'inline-flex items-center gap-1.5 rounded-md py-2 text-sm font-medium text-brand-700 hover:underline',
            focusRing,
          )}
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to cart
        </Link>
      </div>
    </header>
  );
}
