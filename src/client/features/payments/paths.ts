// Where a payment sends the shopper next.
import type { PaymentStatus, PaymentView } from '../../../shared/schemas/payments';

type PaymentKind = PaymentView['kind'];

export const successPath = (token: string) => `/checkout/success?payment=${encodeURIComponent(token)}`;

/** The checkout, which says what became of the payment and keeps the cart for another try. */
export const checkoutReturnPath = (token: string) => `/checkout?payment=${encodeURIComponent(token)}`;

/** The gift page, which says what became of a gift card's payment. */
export const giftCardReturnPath = (token: string) => `/gift-cards?payment=${encodeURIComponent(token)}`;

/** A return's page, which says whether its difference is paid and offers to pay it again. */
const withPayment = (href: string, token: string) =>
  `${href}${href.includes('?') ? '&' : '?'}payment=${encodeURIComponent(token)}`;

/**
 * Where a payment that ended unpaid goes back to: the page it was started from. A return's,
 * when this browser may read which return it is (`returnHref`); else the tracking page.
 */
export const returnPath = (token: string, kind: PaymentKind, returnHref?: string | null) =>
  kind === 'gift-card'
    ? giftCardReturnPath(token)
    : kind === 'return'
      ? returnHref
        ? withPayment(returnHref, token)
        : '/returns'
      : checkoutReturnPath(token);

export const demoPaymentPath = (token: string) => `/checkout/pay/${encodeURIComponent(token)}`;

/**
 * Where a payment that is no longer open goes: paid to the confirmation (a return's difference
 * to the return's own page, which says it is paid), the rest back where it started.
 */
export const pathAfter = (token: string, status: PaymentStatus, kind: PaymentKind, returnHref?: string | null) =>
  kind === 'return' && returnHref
    ? withPayment(returnHref, token)
    : status === 'paid'
      ? successPath(token)
      : returnPath(token, kind, returnHref);

/** A path on this site ("/checkout/pay/…"), as against another site's address (Stripe's). */
export const isSameSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
