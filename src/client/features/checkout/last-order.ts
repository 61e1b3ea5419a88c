// The confirmation page shows ?order=, or else the last order number kept here, which it
// then removes, so a later visit does not show an old order. The order's email goes beside
// it (to offer a guest an account), in this tab's session only.
const KEY = 'tj-last-order';
const EMAIL_KEY = 'tj-last-order-email';

export function rememberLastOrder(trackingNumber: string, email?: string): void {
  try {
    window.localStorage.setItem(KEY, trackingNumber);
    if (email) window.sessionStorage.setItem(EMAIL_KEY, JSON.stringify({ trackingNumber, email }));
  } catch {
    // storage unavailable: the confirmation page still gets ?order=
  }
}

export function peekLastOrder(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The email of the order remembered here, when it is the one with this number. */
export function peekLastOrderEmail(trackingNumber: string | null): string | null {
  if (!trackingNumber) return null;
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(EMAIL_KEY) ?? 'null') as { trackingNumber?: unknown; email?: unknown } | null;
    return kept?.trackingNumber === trackingNumber && typeof kept.email === 'string' ? kept.email : null;
  } catch {
    return null;
  }
}

export function forgetLastOrder(): void {
  try {
    window.localStorage.removeItem(KEY);
    window.sessionStorage.removeItem(EMAIL_KEY);
  } catch {
    // nothing stored
  }
}
