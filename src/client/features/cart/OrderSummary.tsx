// The cart page's order summary: the cart as the server prices its order (preview.ts).
import { Link } from 'wouter';
import { formatMoney } from '../../../shared/money';
import { buttonClasses } from '../../components/ui/button';
import type { CartPricing } from './preview';
import { cartSummaryLines, freeShippingShortfallCents } from './summary-lines';
import { SummaryRows } from './SummaryRows';

export function OrderSummary({ pricing }: { pricing: CartPricing }) {
  const shortfall = freeShippingShortfallCents(pricing);
  return (
    <section aria-labelledby="order-summary" className="rounded-lg border border-gray-200 p-5">
      <h2 id="order-summary" className="mb-4 text-lg font-semibold">
        Order Summary
      </h2>
      <SummaryRows lines={cartSummaryLines(pricing)} />
      {shortfall !== null ? (
        <p className="mt-3 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800">
          Add {formatMoney(shortfall)} more for free shipping!
        </p>
      ) : null}
      <Link href="/checkout" className={buttonClasses('primary', 'lg', 'mt-5 w-full')}>
        Proceed to Checkout
      </Link>
    </section>
  );
}
