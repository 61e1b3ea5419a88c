// The cart page's order summary, from the shared pricing function.
import { Link } from 'wouter';
import type { Totals } from '../../../shared/pricing';
import { formatMoney } from '../../../shared/money';
import { buttonClasses } from '../../components/ui/button';

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={`flex justify-between gap-4 ${className ?? ''}`}>
      <dt>{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}

export function OrderSummary({ totals, promoCode }: { totals: Totals; promoCode: string | null }) {
  const freeShipping = totals.shippingCents === 0;
  return (
    <section aria-labelledby="order-summary" className="rounded-lg border border-gray-200 p-5">
      <h2 id="order-summary" className="mb-4 text-lg font-semibold">
        Order Summary
      </h2>
      <dl className="space-y-2 text-sm text-gray-700">
        <Row label="Subtotal" value={formatMoney(totals.subtotalCents)} />
        {totals.promoApplied ? (
          <Row
            label={`Discount (${promoCode})`}
            value={`-${formatMoney(totals.discountCents)}`}
            className="text-green-700"
          />
        ) : null}
        <Row label="Shipping" value={freeShipping ? 'Free' : formatMoney(totals.shippingCents)} />
        <Row label="Tax" value="Calculated at checkout" />
        <Row
          label="Total"
          value={formatMoney(totals.totalCents)}
          className="border-t border-gray-200 pt-3 text-base font-semibold text-gray-900"
        />
      </dl>
      {!freeShipping ? (
        <p className="mt-3 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800">
          Add {formatMoney(totals.freeShippingRemainingCents)} more for free shipping!
        </p>
      ) : null}
      <Link href="/checkout" className={buttonClasses('primary', 'lg', 'mt-5 w-full')}>
        Proceed to Checkout
      </Link>
    </section>
  );
}
