// What the shopper hears as their order moves on: shipped, delivered, cancelled, refunded.
import { carrierTrackingUrl } from '../../../shared/carriers';
import { formatMoney } from '../../../shared/money';
import { RETURNS, STORE } from '../../../shared/store';
import type { MailMessage } from '../../ports/mailer';
import { composeEmail } from './compose';
import type { Block, Row } from './content';
import { itemLine, subjectLine, trackUrl, type ParcelItem } from './format';

/** The order an update is about, and whom to tell. */
export interface OrderUpdate {
  /** The shopper's address. */
  email: string;
  customerName: string;
  /** The store's order number (TJ-…), which the tracking page takes. */
  trackingNumber: string;
}

export interface OrderShippedEmail extends OrderUpdate {
  /** As staff chose it: USPS, UPS, FedEx and DHL get a link to their tracking page; null when none was named. */
  carrier: string | null;
  carrierTrackingNumber: string | null;
  /** The items in this parcel only. */
  items: ParcelItem[];
  /** How many items of the order are still to ship after this parcel. */
  stillToShip: number;
}

export interface OrderDeliveredEmail extends OrderUpdate {
  items: ParcelItem[];
}

export interface OrderCancelledEmail extends OrderUpdate {
  /** What the shopper paid through the payment provider, in cents; 0 when nothing was charged. */
  paidCents: number;
  /** What goes back onto the gift card that paid part or all of it, in cents; 0 when none did. */
  giftCardCents: number;
  giftCardLast4: string | null;
  /** Why, when the store did not cancel it by choice (an item sold out while the shopper paid). */
  reason?: string | null;
}

export interface OrderRefundedEmail extends OrderUpdate {
  amountCents: number;
  /** True when this refund is less than what was paid (some items, or part of the amount). */
  partial: boolean;
}

const greeting = (name: string): Block => ({ kind: 'paragraph', parts: [`Hi ${name},`] });
const trackButton = (publicUrl: string, trackingNumber: string): Block => ({
  kind: 'button',
  label: 'Track your order',
  href: trackUrl(publicUrl, trackingNumber),
});
/** How long each way of paying takes to show a refund, as the refund emails say it. */
const cardRefundDays = RETURNS.refundTimelines.map((t) => `${t.method.toLowerCase()}: ${t.days}`).join('; ');
/** When the shopper's bank shows a refund, by payment method, as the returns policy says. */
export const refundTimingBlock: Block = {
  kind: 'paragraph',
  parts: [`Your bank shows it within a few business days (${cardRefundDays}).`],
};

function carrierRows(order: OrderShippedEmail): Block[] {
  const rows: Row[] = [];
  if (order.carrier) rows.push({ label: 'Carrier', value: order.carrier });
  if (order.carrierTrackingNumber) {
    rows.push({
      label: 'Tracking number',
      value: order.carrierTrackingNumber,
      href: carrierTrackingUrl(order.carrier ?? '', order.carrierTrackingNumber),
    });
  }
  return rows.length ? [{ kind: 'rows', rows }] : [];
}

const stillToShipLine = (count: number): Block[] =>
  count > 0
    ? [
        {
          kind: 'paragraph',
          parts: [
            `${count === 1 ? 'One more item follows' : `${count} more items follow`} in another parcel; we will email you when it ships.`,
          ],
        },
      ]
    : [];

export function orderShippedEmail(order: OrderShippedEmail, publicUrl: string): MailMessage {
  const carrierText = [
    order.carrier ? `with ${order.carrier}` : null,
    order.carrierTrackingNumber ? `tracking number ${order.carrierTrackingNumber}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return composeEmail(
    {
      to: order.email,
      subject: subjectLine(`Your ${STORE.name} order ${order.trackingNumber} has shipped`),
      preview: carrierText ? `On its way ${carrierText}.` : 'Your parcel is on its way.',
      heading: order.stillToShip > 0 ? 'Part of your order is on its way' : 'Your order is on its way',
      blocks: [
        greeting(order.customerName),
        {
          kind: 'paragraph',
          parts: ['Good news: a parcel from your order ', { strong: order.trackingNumber }, ' has left our warehouse.'],
        },
        ...carrierRows(order),
        { kind: 'items', title: 'In this parcel', lines: order.items.map((item) => itemLine(item, publicUrl)) },
        ...stillToShipLine(order.stillToShip),
        trackButton(publicUrl, order.trackingNumber),
      ],
    },
    publicUrl,
  );
}

export function orderDeliveredEmail(order: OrderDeliveredEmail, publicUrl: string): MailMessage {
  return composeEmail(
    {
      to: order.email,
      subject: subjectLine(`Your ${STORE.name} order ${order.trackingNumber} was delivered`),
      preview: 'Your parcel has arrived. We hope you love it.',
      heading: 'Your order was delivered',
      blocks: [
        greeting(order.customerName),
        {
          kind: 'paragraph',
          parts: ['Your order ', { strong: order.trackingNumber }, ' has been delivered. We hope you love it.'],
        },
        { kind: 'items', title: 'Delivered', lines: order.items.map((item) => itemLine(item, publicUrl)) },
        {
          kind: 'paragraph',
          parts: [
            `Not the right fit? You have ${RETURNS.windowDays} days to return items ${RETURNS.condition}; see `,
            { link: 'our return policy', href: `${publicUrl}/return-policy` },
            '.',
          ],
        },
        trackButton(publicUrl, order.trackingNumber),
      ],
    },
    publicUrl,
  );
}

function moneyBack(order: OrderCancelledEmail): Block[] {
  const blocks: Block[] = [];
  if (order.paidCents > 0) {
    blocks.push({
      kind: 'paragraph',
      parts: ['We are refunding ', { strong: formatMoney(order.paidCents) }, ' to your original payment method.'],
    });
  }
  if (order.giftCardCents > 0) {
    const card = order.giftCardLast4 ? `your gift card ending ${order.giftCardLast4}` : 'your gift card';
    blocks.push({
      kind: 'paragraph',
      parts: [{ strong: formatMoney(order.giftCardCents) }, ` is back on ${card}, ready to spend.`],
    });
  }
  // A cancel with its own reason (the store keeps a payment to settle with the shopper) says no more.
  if (blocks.length === 0 && !order.reason)
    blocks.push({ kind: 'paragraph', parts: ['You were not charged for this order.'] });
  return blocks;
}

export function orderCancelledEmail(order: OrderCancelledEmail, publicUrl: string): MailMessage {
  return composeEmail(
    {
      to: order.email,
      subject: subjectLine(`Your ${STORE.name} order ${order.trackingNumber} was cancelled`),
      preview:
        order.paidCents > 0
          ? `We are refunding ${formatMoney(order.paidCents)} to your original payment method.`
          : 'Your order was cancelled.',
      heading: 'Your order was cancelled',
      blocks: [
        greeting(order.customerName),
        {
          kind: 'paragraph',
          parts: ['Your order ', { strong: order.trackingNumber }, ' was cancelled and will not be shipped.'],
        },
        ...(order.reason ? [{ kind: 'paragraph', parts: [order.reason] } satisfies Block] : []),
        ...moneyBack(order),
        trackButton(publicUrl, order.trackingNumber),
      ],
    },
    publicUrl,
  );
}

export function orderRefundedEmail(order: OrderRefundedEmail, publicUrl: string): MailMessage {
  const amount = formatMoney(order.amountCents);
  const what = order.partial ? 'a partial refund' : 'a refund';
  return composeEmail(
    {
      to: order.email,
      subject: subjectLine(
        `${order.partial ? 'Partial refund' : 'Refund'} of ${amount} for your ${STORE.name} order ${order.trackingNumber}`,
      ),
      preview: `${amount} is on its way back to your original payment method.`,
      heading: order.partial ? 'Your partial refund is on its way' : 'Your refund is on its way',
      blocks: [
        greeting(order.customerName),
        {
          kind: 'paragraph',
          parts: [
            `We have issued ${what} of `,
            { strong: amount },
            ' for your order ',
            { strong: order.trackingNumber },
            ' to your original payment method.',
          ],
        },
        refundTimingBlock,
        trackButton(publicUrl, order.trackingNumber),
      ],
    },
    publicUrl,
  );
}
