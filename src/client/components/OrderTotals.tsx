// An order's money as the store charged it (decimal strings from the server), the same on the
// confirmation page, in the shopper's account and in the admin dashboard.
import { formatMoney, toCents } from '../../shared/money';
import { SHIPPING, type ShippingMethod } from '../../shared/store';

export interface ChargedTotals {
  subtotal: string;
  discount: string;
  shipping: string;
  tax: string;
  giftCardAmount: string;
  total: string;
  /** Named beside the shipping line, when known. */
  shippingMethod?: ShippingMethod | undefined;
  /** Named beside the gift card line, when known. */
  giftCardLast4?: string | null | undefined;
}

const money = (decimal: string) => formatMoney(toCents(decimal));

export function OrderTotals({ order, className = 'space-y-1 text-sm' }: { order: ChargedTotals; className?: string }) {
  const shippingLabel = order.shippingMethod
    ? `Shipping (${SHIPPING.methods[order.shippingMethod].label})`
    : 'Shipping';
  const rows: Array<[string, string]> = [['Subtotal', money(order.subtotal)]];
  if (toCents(order.discount) > 0) rows.push(['Discount', `-${money(order.discount)}`]);
  rows.push([shippingLabel, toCents(order.shipping) > 0 ? money(order.shipping) : 'Free']);
  rows.push(['Tax', money(order.tax)]);
  if (toCents(order.giftCardAmount) > 0)
    rows.push([
      order.giftCardLast4 ? `Gift card ending ${order.giftCardLast4}` : 'Gift card',
      `-${money(order.giftCardAmount)}`,
    ]);
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between">
          <dt className="text-gray-600">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="flex justify-between border-t border-gray-200 pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd>{money(order.total)}</dd>
      </div>
    </dl>
  );
}
