// An order a gift card paid in full is confirmed when it is placed, with no payment page to
// ask about it afterwards: its confirmation is kept here, in this tab's session only, for the
// confirmation page (/checkout/success?order=<number>). Another number finds nothing, so a
// made-up link confirms no order.
import { ConfirmedOrderSchema, type ConfirmedOrder } from '../../../shared/schemas/orders';

const KEY = 'tj-confirmed-order';

export function rememberLastOrder(order: ConfirmedOrder): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(order));
  } catch {
    // storage unavailable: the confirmation page then points to order tracking
  }
}

/** The order kept here, when it is the one with this number. */
export function peekLastOrder(trackingNumber: string | null): ConfirmedOrder | null {
  if (!trackingNumber) return null;
  try {
    const kept = ConfirmedOrderSchema.safeParse(JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null'));
    return kept.success && kept.data.trackingNumber === trackingNumber ? kept.data : null;
  } catch {
    return null;
  }
}

export function forgetLastOrder(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
