// Emails to the store itself: a shopper wrote in, an order came in. A reply goes to the shopper.
import { formatMoney } from '../../../shared/money';
import { CONTACT_TOPICS, SHIPPING, STORE, type ShippingMethod } from '../../../shared/store';
import type { MailMessage } from '../../ports/mailer';
import { composeEmail } from './compose';
import { pricedItemLine, subjectLine, type PricedItem } from './format';

export interface ContactNotification {
  id: number;
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
  source: 'form' | 'chat';
}

/** Tells the store's contact address that a shopper wrote in. */
export function contactNotificationEmail(m: ContactNotification, publicUrl: string): MailMessage {
  const topic = CONTACT_TOPICS.find((t) => t.id === m.category)?.label ?? m.category;
  const via = m.source === 'chat' ? 'live chat' : 'the contact form';
  return composeEmail(
    {
      to: STORE.contact.email,
      replyTo: m.email,
      subject: subjectLine(`[${topic}] ${m.subject}`),
      preview: `${m.name} wrote through ${via}.`,
      heading: `New message: ${topic}`,
      blocks: [
        {
          kind: 'paragraph',
          parts: [`${m.name} <${m.email}> wrote through ${via} (topic: ${topic}, message #${m.id}).`],
        },
        { kind: 'paragraph', parts: [{ strong: 'Subject:' }, ` ${m.subject}`] },
        { kind: 'quote', text: m.message },
        { kind: 'button', label: 'Open the messages', href: `${publicUrl}/admin/messages` },
      ],
    },
    publicUrl,
  );
}

export interface NewOrderNotification {
  /** The order's id, which its admin page takes. */
  id: number;
  trackingNumber: string;
  customerName: string;
  email: string;
  items: PricedItem[];
  totalCents: number;
  shippingMethod: ShippingMethod;
}

/** Tells the store that an order came in, with a link to its admin page. */
export function newOrderNotificationEmail(order: NewOrderNotification, publicUrl: string): MailMessage {
  const total = formatMoney(order.totalCents);
  const adminUrl = `${publicUrl}/admin/orders/${order.id}`;
  return composeEmail(
    {
      to: STORE.contact.email,
      replyTo: order.email,
      subject: subjectLine(`New order ${order.trackingNumber}: ${total}`),
      preview: `${order.customerName} ordered ${order.items.length === 1 ? '1 line' : `${order.items.length} lines`} for ${total}.`,
      heading: `New order ${order.trackingNumber}`,
      blocks: [
        {
          kind: 'rows',
          rows: [
            { label: 'Order number', value: order.trackingNumber },
            { label: 'Customer', value: order.customerName },
            { label: 'Email', value: order.email, href: `mailto:${order.email}` },
            { label: 'Shipping', value: SHIPPING.methods[order.shippingMethod].label },
          ],
        },
        { kind: 'items', title: 'Items', lines: order.items.map((item) => pricedItemLine(item, publicUrl)) },
        { kind: 'rows', rows: [{ label: 'Total', value: total, emphasis: true }] },
        { kind: 'button', label: 'Open the order', href: adminUrl },
      ],
    },
    publicUrl,
  );
}
