import { Link } from 'wouter';
import type { CartItem } from '../../../shared/schemas/cart';
import type { Totals } from '../../../shared/pricing';
import { formatMoney, toCents } from '../../../shared/money';
import { SHIPPING, type ShippingMethod } from '../../../shared/store';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={strong ? 'flex justify-between border-t pt-3 text-base font-semibold' : 'flex justify-between text-sm'}
    >
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * Where tax is reckoned from: a chosen US state, a US address without one yet, or an order leaving the US (no US sales
 * tax).
 */
export type TaxPlace = { state: string } | 'no-state' | 'outside-us';

/** The US state tax is charged in, if any. */
export const taxState = (place: TaxPlace): string | null => (typeof place === 'object' ? place.state : null);

function taxText(place: TaxPlace, taxCents: number): string {
  if (place === 'no-state') return 'Calculated from your state';
  if (place === 'outside-us') return 'None (outside the US)';
  return formatMoney(taxCents);
}

/** The order summary, from the shared pricing function the server also uses. */
export function CheckoutSummary({
  items,
  lineErrors,
  totals,
  promoCode,
  taxPlace,
  shippingMethod,
}: {
  items: readonly CartItem[];
  /** The server's refusal of a line (too many of one item), by cart line id. */
  lineErrors?: Readonly<Record<string, string>>;
  totals: Totals;
  promoCode: string | null;
  taxPlace: TaxPlace;
  shippingMethod: ShippingMethod;
}) {
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
      <dl className="space-y-2">
        <Row label="Subtotal" value={formatMoney(totals.subtotalCents)} />
        {totals.discountCents > 0 ? (
          <Row label={`Discount (${promoCode})`} value={`-${formatMoney(totals.discountCents)}`} />
        ) : null}
        <Row
          label={`Shipping (${SHIPPING.methods[shippingMethod].label})`}
          value={totals.shippingCents === 0 ? 'Free' : formatMoney(totals.shippingCents)}
        />
        <Row label="Tax" value={taxText(taxPlace, totals.taxCents)} />
        {totals.giftCardCents > 0 ? <Row label="Gift card" value={`-${formatMoney(totals.giftCardCents)}`} /> : null}
        <Row label="Total" value={formatMoney(totals.totalCents)} strong />
      </dl>
    </section>
  );
}
