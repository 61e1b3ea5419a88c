// The shopper's confirmation of a placed (and paid) order: what they ordered, what it cost,
// where it goes and when it should arrive, as the confirmation page says it.
import { deliveryWindow, destinationOf, formatBusinessDays, formatDeliveryWindow } from '../../../shared/delivery';
import { formatMoney, toCents } from '../../../shared/money';
import type { PlacedOrder } from '../../../shared/schemas/orders';
import { SHIPPING, STORE } from '../../../shared/store';
import type { MailMessage } from '../../ports/mailer';
import { composeEmail } from './compose';
import type { Row } from './content';
import { pricedItemLine, subjectLine, trackUrl } from './format';

/** A placed order; without `createdAt` (not yet written) its delivery window counts from now. */
export type ConfirmedOrderEmail = Omit<PlacedOrder, 'id' | 'createdAt'> & { createdAt?: string };

type TotalsOf = Pick<
  PlacedOrder,
  | 'subtotal'
  | 'discount'
  | 'shipping'
  | 'tax'
  | 'giftCardAmount'
  | 'total'
  | 'shippingMethod'
  | 'giftCardLast4'
  | 'discounts'
>;

const money = (amount: string) => formatMoney(toCents(amount));

/** One row per discount the order got, by its name; an order kept before they were named shows its one discount. */
function discountRows(order: TotalsOf): Row[] {
  const named = (order.discounts ?? []).filter((d) => toCents(d.amount) > 0 || toCents(d.shipping) > 0);
  if (named.length === 0)
    return toCents(order.discount) > 0 ? [{ label: 'Discount', value: `-${money(order.discount)}` }] : [];
  return named.map((d) => ({
    label: `Discount: ${d.title}${d.code ? ` (${d.code})` : ''}`,
    value: toCents(d.amount) > 0 ? `-${money(d.amount)}` : `Shipping -${money(d.shipping)}`,
  }));
}

function orderTotalsRows(order: TotalsOf): Row[] {
  const giftCard = order.giftCardLast4 ? `Gift card ending ${order.giftCardLast4}` : 'Gift card';
  return [
    { label: 'Subtotal', value: money(order.subtotal) },
    ...discountRows(order),
    {
      label: `Shipping (${SHIPPING.methods[order.shippingMethod].label})`,
      value: toCents(order.shipping) === 0 ? 'Free' : money(order.shipping),
    },
    { label: 'Tax', value: money(order.tax) },
    ...(toCents(order.giftCardAmount) > 0 ? [{ label: giftCard, value: `-${money(order.giftCardAmount)}` }] : []),
    { label: 'Total', value: money(order.total), emphasis: true },
  ];
}

/** "Standard shipping (5-7 business days): arrives Tue, Dec 8 - Thu, Dec 10", as on the confirmation page. */
function deliveryPromise(order: Pick<ConfirmedOrderEmail, 'shippingMethod' | 'createdAt' | 'country'>): string {
  const destination = destinationOf(order.country);
  const arrives = formatDeliveryWindow(
    deliveryWindow(order.shippingMethod, order.createdAt ? new Date(order.createdAt) : new Date(), destination),
  );
  return `${SHIPPING.methods[order.shippingMethod].label} shipping (${formatBusinessDays(order.shippingMethod, destination)}): arrives ${arrives}`;
}

export function orderConfirmationEmail(order: ConfirmedOrderEmail, publicUrl: string): MailMessage {
  const track = trackUrl(publicUrl, order.trackingNumber);
  return composeEmail(
    {
      to: order.email,
      subject: subjectLine(`Your ${STORE.name} order ${order.trackingNumber}`),
      preview: `Thank you for your order ${order.trackingNumber}. ${deliveryPromise(order)}.`,
      heading: 'Thank you for your order!',
      blocks: [
        {
          kind: 'paragraph',
          parts: [`We have received your order from ${STORE.name}. Order number: `, { strong: order.trackingNumber }],
        },
        {
          kind: 'items',
          title: 'What you ordered',
          lines: order.items.map((item) => pricedItemLine({ ...item, priceCents: toCents(item.price) }, publicUrl)),
        },
        { kind: 'rows', rows: orderTotalsRows(order) },
        { kind: 'address', title: 'Shipping to', lines: order.shippingAddress.split('\n') },
        { kind: 'paragraph', parts: [deliveryPromise(order)] },
        { kind: 'button', label: 'Track your order', href: track },
      ],
    },
    publicUrl,
  );
}
