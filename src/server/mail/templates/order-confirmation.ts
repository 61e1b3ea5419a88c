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

function orderTotalsRows(
  order: Pick<
    PlacedOrder,
    'subtotal' | 'discount' | 'shipping' | 'tax' | 'giftCardAmount' | 'total' | 'shippingMethod' | 'giftCardLast4'
  >,
): Row[] {
  const money = (amount: string) => formatMoney(toCents(amount));
  const giftCard = order.giftCardLast4 ? `Gift card ending ${order.giftCardLast4}` : 'Gift card';
  return [
    { label: 'Subtotal', value: money(order.subtotal) },
    ...(toCents(order.discount) > 0 ? [{ label: 'Discount', value: `-${money(order.discount)}` }] : []),
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
