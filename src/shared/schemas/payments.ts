// The payment contract between the storefront and the server. An embedded order is paid on a
// payment page (Stripe Checkout, or the store's own demo page when no Stripe key is set)
// before it counts; the token names one payment and is the shopper's only handle on it.
import { z } from 'zod';
import { GiftCardSchema } from './gift-cards';
import { ConfirmedOrderSchema, PaymentTokenSchema } from './orders';

export { PaymentTokenSchema };

export const PAYMENT_PROVIDERS = ['demo', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Which provider takes the money: Stripe with a live or a test key, or the demo page. */
export const PaymentProviderInfoSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  mode: z.enum(['live', 'test', 'demo']),
});
export type PaymentProviderInfo = z.infer<typeof PaymentProviderInfoSchema>;

/**
 * open: waiting for the shopper on the payment page. paid: the order is confirmed. declined,
 * cancelled, expired, failed: the order was released (stock, promotion, gift card) and the
 * cart can be checked out again. review: money came in, but not the order's amount or
 * currency; the order stays held for staff to check.
 */
export const PAYMENT_STATUSES = ['open', 'paid', 'declined', 'cancelled', 'expired', 'failed', 'review'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PaymentViewSchema = z.object({
  token: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PAYMENT_STATUSES),
  /** What the payment page charges, in dollars ("84.50"): the order's total. */
  amount: z.string(),
  currency: z.string(),
  /** When an open payment page stops taking payment (ISO 8601). */
  expiresAt: z.string(),
  /** What is paid for: an order, a gift card, or the difference a return owes for a dearer exchange. */
  kind: z.enum(['order', 'gift-card', 'return']),
  order: ConfirmedOrderSchema.nullable(),
  /** The gift card bought: what was asked for, and once paid the card itself (with its code). */
  giftCard: z
    .object({
      amount: z.string(),
      title: z.string(),
      recipientName: z.string(),
      recipientEmail: z.string(),
      senderName: z.string(),
      issued: GiftCardSchema.nullable(),
      /** True only once the mail server has accepted the recipient's email. */
      emailSent: z.boolean(),
    })
    .nullable(),
  /** The return whose difference is paid: its number, its order and its page (with the order's email for a guest). */
  exchange: z
    .object({
      returnNumber: z.string(),
      trackingNumber: z.string(),
      /** The difference paid, decimal string. */
      amount: z.string(),
      /** The return's page on this site. */
      href: z.string(),
    })
    .nullable(),
  /**
   * True when this browser may not read what the payment is for (it did not make the payment,
   * or a day has passed since it settled, and it is not the signed-in owner): `order` and
   * `giftCard` (and `exchange`) are then null, and the page tells the shopper to look in their email or account.
   */
  withheld: z.boolean(),
});
export type PaymentView = z.infer<typeof PaymentViewSchema>;
