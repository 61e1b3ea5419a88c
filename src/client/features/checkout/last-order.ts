// The confirmation page shows ?order=, or else the last order number kept here, which it
// then removes, so a later visit does not show an old order.
const KEY = 'tj-last-order';

export function rememberLastOrder(trackingNumber: string): void {
  try {
    window.localStorage.setItem(KEY, trackingNumber);
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

export function forgetLastOrder(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
