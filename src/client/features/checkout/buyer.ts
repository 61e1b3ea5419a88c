// Who orders and where the order goes, as typed so far. The summary's tax follows where it goes,
// and the cart's preview follows both: first orders and limits per customer count by the email.
import { CheckoutCustomerSchema } from '../../../shared/schemas/orders';

export interface Buyer {
  /** Null until the field holds a whole email: a half-typed one is nobody's. */
  email: string | null;
  country: string;
  /** The US state; null for an order leaving the US or before one is chosen. */
  state: string | null;
}

/**
 * Where tax is reckoned from: a chosen US state, a US address without one yet, or an order leaving the US (no US sales
 * tax).
 */
export type TaxPlace = { state: string } | 'no-state' | 'outside-us';

export const taxPlaceOf = (buyer: Buyer): TaxPlace =>
  buyer.country !== 'US' ? 'outside-us' : buyer.state ? { state: buyer.state } : 'no-state';

const EmailSchema = CheckoutCustomerSchema.shape.email;

/** The email typed, once it reads as an email (the order form's own rule), else null. */
export function typedEmail(value: string | undefined): string | null {
  const parsed = EmailSchema.safeParse(value ?? '');
  return parsed.success ? parsed.data : null;
}
