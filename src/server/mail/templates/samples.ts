// Every email with made-up data, for staff to preview how each one looks before a shopper sees
// it. The order, names and numbers are examples, never a real shopper's.
import type { MailMessage } from '../../ports/mailer';
import { backInStockEmail } from './back-in-stock';
import { emailCodeMessage } from './email-code';
import type { PricedItem } from './format';
import { giftCardEmail, giftCardReceiptEmail } from './gift-cards';
import { orderConfirmationEmail, type ConfirmedOrderEmail } from './order-confirmation';
import { orderCancelledEmail, orderDeliveredEmail, orderRefundedEmail, orderShippedEmail } from './order-updates';
import {
  returnApprovedEmail,
  returnChargePaidEmail,
  returnExchangedEmail,
  returnLabelEmail,
  returnReceivedEmail,
  returnRefundedEmail,
  returnRejectedEmail,
  returnStartedEmail,
  type ReturnEmail,
} from './returns';
import { lowStockEmail } from './stock-alerts';
import { contactNotificationEmail, newOrderNotificationEmail } from './store-notifications';

const ITEMS: PricedItem[] = [
  { name: 'Culottes', size: 'M', color: 'Black', quantity: 2, priceCents: 3599, imageUrl: '/placeholder-product.svg' },
  { name: 'Linen Shirt', size: 'L', color: 'White', quantity: 1, priceCents: 4250, imageUrl: null },
];

const ORDER: ConfirmedOrderEmail = {
  trackingNumber: 'TJ-20261129-4F7Q',
  status: 'pending',
  email: 'ada@example.com',
  subtotal: '114.48',
  discount: '11.45',
  shipping: '0.00',
  tax: '7.47',
  giftCardAmount: '10.00',
  total: '100.50',
  shippingMethod: 'standard',
  country: 'US',
  shippingAddress: 'Ada Lovelace\n1 Main St\nFort Smith, AR 72901\nUnited States',
  giftCardLast4: 'EF56',
  createdAt: '2026-11-27T15:00:00.000Z',
  items: ITEMS.map(({ priceCents, ...item }) => ({ ...item, price: (priceCents / 100).toFixed(2) })),
};

const CUSTOMER = { email: ORDER.email, customerName: 'Ada Lovelace', trackingNumber: ORDER.trackingNumber };

const RETURN: ReturnEmail = {
  ...CUSTOMER,
  returnNumber: 'R-7F3K9Q',
  lines: [
    { ...ITEMS[0]!, quantity: 1, exchange: { size: 'L', color: 'Black' } },
    { ...ITEMS[1]!, exchange: null },
  ],
  refundCents: 3825,
  chargeCents: 0,
  chargePaid: false,
};

export const SAMPLE_ORDER = ORDER;
export const SAMPLE_ITEMS = ITEMS;

/** Each email's name (in the preview's address), its title for staff, and a sample of it. */
export const EMAIL_SAMPLES: readonly { name: string; title: string; render: (publicUrl: string) => MailMessage }[] = [
  { name: 'order-confirmation', title: 'Order confirmation', render: (url) => orderConfirmationEmail(ORDER, url) },
  {
    name: 'order-shipped',
    title: 'Order shipped',
    render: (url) =>
      orderShippedEmail(
        {
          ...CUSTOMER,
          carrier: 'UPS',
          carrierTrackingNumber: '1Z999AA10123456784',
          items: ITEMS.slice(0, 1),
          stillToShip: 1,
        },
        url,
      ),
  },
  {
    name: 'order-delivered',
    title: 'Order delivered',
    render: (url) => orderDeliveredEmail({ ...CUSTOMER, items: ITEMS }, url),
  },
  {
    name: 'order-cancelled',
    title: 'Order cancelled',
    render: (url) =>
      orderCancelledEmail({ ...CUSTOMER, paidCents: 10050, giftCardCents: 1000, giftCardLast4: 'EF56' }, url),
  },
  {
    name: 'order-refunded',
    title: 'Order refunded',
    render: (url) => orderRefundedEmail({ ...CUSTOMER, amountCents: 4250, partial: true }, url),
  },
  { name: 'return-started', title: 'Return started', render: (url) => returnStartedEmail(RETURN, url) },
  {
    name: 'return-approved',
    title: 'Return approved',
    render: (url) => returnApprovedEmail({ ...RETURN, message: 'Thanks for letting us know. Keep the tags on.' }, url),
  },
  { name: 'return-label', title: 'Return label', render: (url) => returnLabelEmail(RETURN, url) },
  {
    name: 'return-rejected',
    title: 'Return rejected',
    render: (url) =>
      returnRejectedEmail({ ...RETURN, message: 'These items were bought more than 30 days before.' }, url),
  },
  {
    name: 'return-paid',
    title: 'Return difference paid',
    render: (url) => returnChargePaidEmail({ ...RETURN, chargeCents: 1250, shipsNow: false }, url),
  },
  { name: 'return-received', title: 'Return received', render: (url) => returnReceivedEmail(RETURN, url) },
  {
    name: 'return-refunded',
    title: 'Return refunded',
    render: (url) => returnRefundedEmail({ ...RETURN, amountCents: RETURN.refundCents }, url),
  },
  {
    name: 'return-exchanged',
    title: 'Exchange done',
    render: (url) => returnExchangedEmail({ ...RETURN, lines: RETURN.lines.slice(0, 1), refundCents: 0 }, url),
  },
  {
    name: 'new-order',
    title: 'New order (to the store)',
    render: (url) =>
      newOrderNotificationEmail(
        {
          id: 42,
          trackingNumber: ORDER.trackingNumber,
          customerName: 'Ada Lovelace',
          email: ORDER.email,
          items: ITEMS,
          totalCents: 10050,
          shippingMethod: 'standard',
        },
        url,
      ),
  },
  {
    name: 'gift-card',
    title: 'Gift card (to the recipient)',
    render: (url) =>
      giftCardEmail(
        {
          to: 'sam@example.com',
          code: 'TJ-AB12-CD34-EF56',
          title: 'Birthday Special',
          amountCents: 5000,
          message: 'Happy birthday!\n\nLove, Alex',
          senderName: 'Alex',
          recipientName: 'Sam',
          expiresAt: null,
          balanceUrl: `${url}/gift-cards/balance`,
        },
        url,
      ),
  },
  {
    name: 'gift-card-receipt',
    title: 'Gift card receipt (to the buyer)',
    render: (url) =>
      giftCardReceiptEmail(
        {
          to: 'alex@example.com',
          buyerName: 'Alex',
          recipientName: 'Sam',
          recipientEmail: 'sam@example.com',
          title: 'Birthday Special',
          amountCents: 5000,
          codeLast4: 'EF56',
        },
        url,
      ),
  },
  {
    name: 'contact',
    title: 'Contact message (to the store)',
    render: (url) =>
      contactNotificationEmail(
        {
          id: 7,
          name: 'Dana',
          email: 'dana@example.com',
          category: 'sizing-help',
          subject: 'Do the cargo jeans run small?',
          message: 'I am usually a 28.\nWhich size should I order?',
          source: 'form',
        },
        url,
      ),
  },
  {
    name: 'low-stock',
    title: 'Low stock (to the store)',
    render: (url) =>
      lowStockEmail(
        [
          { productName: 'Culottes', size: 'M', color: 'Black', sku: 'TJ-12-M-BLACK', stock: 2, lowStockAt: 3 },
          { productName: 'Linen Shirt', size: 'L', color: 'White', sku: 'TJ-40-L-WHITE', stock: 0, lowStockAt: 2 },
        ],
        'orders@example.com',
        url,
      ),
  },
  {
    name: 'back-in-stock',
    title: 'Back in stock',
    render: (url) =>
      backInStockEmail(
        {
          productName: 'Culottes',
          handle: 'culottes',
          size: 'M',
          color: 'Black',
          imageUrl: '/placeholder-product.svg',
        },
        'ada@example.com',
        url,
      ),
  },
  {
    name: 'sign-in-code',
    title: 'Sign-in code',
    render: (url) => emailCodeMessage('ada@example.com', '482913', 'sign_in', 10, url),
  },
];
