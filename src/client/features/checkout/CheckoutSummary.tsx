// The checkout's order summary: the lines to be ordered, and what the order will be charged.
import { Link } from 'wouter';
import type { CartItem } from '../../../shared/schemas/cart';
import { formatMoney, toCents } from '../../../shared/money';
import { SHIPPING, type ShippingMethod } from '../../../shared/store';
import { SummaryRows, summaryLines, type CartPricing, type SummaryLine } from '../cart';
import type { TaxPlace } from './buyer';

interface CheckoutPlace {
  taxPlace: TaxPlace;
  shippingMethod: ShippingMethod;
  giftCardBalanceCents?: number | undefined;
}

function taxNote(place: TaxPlace): string | null {
  if (place === 'no-state') return 'Calculated from your state';
  if (place === 'outside-us') return 'None (outside the US)';
  return null;
}

/** The checkout's lines: the shipping method chosen, tax by where the order goes, and the gift card. */
export const checkoutSummaryLines = (
  pricing: CartPricing,
  { taxPlace, shippingMethod, giftCardBalanceCents }: CheckoutPlace,
): SummaryLine[] =>
  summaryLines(pricing, {
    shippingMethod,
    shippingLabel: `Shipping (${SHIPPING.methods[shippingMethod].label})`,
    taxNote: taxNote(taxPlace),
    confirmedWhere: 'when you place your order',
    giftCardBalanceCents,
  });

/** The order summary: the cart as the server prices its order (the preview), which the order is charged. */
export function CheckoutSummary({
  items,
  lineErrors,
  pricing,
  ...place
}: {
  items: readonly CartItem[];
  /** The server's refusal of a line (too many of one item), by cart line id. */
  lineErrors?: Readonly<Record<string, string>>;
  pricing: CartPricing;
} & CheckoutPlace) {
  return (
    <section aria-labelledby="summary-heading" className="space-y-4">
      <h2 id="summary-heading" className="text-lg font-semibold">
        Order summary
      </h2>
      <ul className="divide-y">
        {items.map((item) => (
          <li key={item.id} className="flex gap-3 py-3">
            <img src={item.imageUrl} alt="" width={56} height={70} className="h-[70px] w-14 rounded object-cover" />
            <div className="flex-1 text-sm">
              <p className="font-medium">{item.name}</p>
              <p className="text-gray-600">
                {item.size} · {item.color} · Qty {item.quantity}
              </p>
              {lineErrors?.[item.id] ? (
                <p role="alert" className="mt-1 text-red-700">
                  {lineErrors[item.id]}.{' '}
                  <Link href="/cart" className="font-medium underline">
                    Change it in your cart
                  </Link>
                </p>
              ) : null}
            </div>
            <p className="text-sm font-medium">{formatMoney(toCents(item.price) * item.quantity)}</p>
          </li>
        ))}
      </ul>
      <SummaryRows lines={checkoutSummaryLines(pricing, place)} />
    </section>
  );
}
