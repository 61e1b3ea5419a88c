// What the shopper entered at checkout, kept while they are on the payment page, so a declined
// or cancelled payment (or Back) brings them to the form as they left it. An address is
// personal data: it lives in this tab's session storage only, is written only when the order
// leaves for its payment page, is forgotten once the order is paid, and is not read back
// after KEPT_FOR_MS.
import { z } from 'zod';
import { CheckoutCustomerSchema, PaymentTokenSchema } from '../../../shared/schemas/orders';
import { SHIPPING_METHODS, type ShippingMethod } from '../../../shared/store';
import type { CheckoutCustomer } from './CheckoutForm';
import type { AppliedGiftCard } from './GiftCardBox';

const KEY = 'tj-checkout-draft';

/**
 * Longer than a payment page stays open (30 minutes), so a shopper back from an expired one still finds the form
 * filled.
 */
export const KEPT_FOR_MS = 60 * 60_000;

export interface CheckoutDraft {
  customer: CheckoutCustomer;
  shippingMethod: ShippingMethod;
  giftCard: AppliedGiftCard | null;
  /** The payment page the order went to: placing the order again replaces that attempt. */
  paymentToken: string | null;
}

const StoredDraftSchema = z.object({
  savedAt: z.number(),
  customer: CheckoutCustomerSchema,
  shippingMethod: z.enum(SHIPPING_METHODS),
  giftCard: z.object({ code: z.string().max(32), balanceCents: z.number().int().positive() }).nullable(),
  // Drafts kept before the payment was remembered read as having none.
  paymentToken: PaymentTokenSchema.nullable().catch(null),
});

export function keepCheckoutDraft(draft: CheckoutDraft, now = Date.now()): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ ...draft, savedAt: now }));
  } catch {
    // storage unavailable: the shopper types the form again
  }
}

function parseStored(raw: string): z.infer<typeof StoredDraftSchema> | null {
  try {
    const parsed = StoredDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The draft kept in this tab, unless it is too old or unreadable (then it is removed). */
export function readCheckoutDraft(now = Date.now()): CheckoutDraft | null {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  const stored = parseStored(raw);
  const age = stored ? now - stored.savedAt : -1;
  if (!stored || age < 0 || age > KEPT_FOR_MS) {
    forgetCheckoutDraft();
    return null;
  }
  return {
    customer: stored.customer,
    shippingMethod: stored.shippingMethod,
    giftCard: stored.giftCard,
    paymentToken: stored.paymentToken,
  };
}

export function forgetCheckoutDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
