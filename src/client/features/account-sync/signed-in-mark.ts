// Whether this browser carries the shopper's signed-in mark (shared/customer-signed-in-cookie.ts).
// Without it nothing here asks the account API. Signing in and out say when it changed, so
// what shows the shopper's account follows at once.
import { useSyncExternalStore } from 'react';
import { hasCustomerSignedInCookie } from '../../../shared/customer-signed-in-cookie';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function customerSignedInMarkChanged(): void {
  for (const listener of listeners) listener();
}

export function hasCustomerSignedInMark(): boolean {
  return typeof document !== 'undefined' && hasCustomerSignedInCookie(document.cookie);
}

/** False on the server and while hydrating its HTML (pages are the same for every shopper). */
export function useCustomerSignedIn(): boolean {
  return useSyncExternalStore(subscribe, hasCustomerSignedInMark, () => false);
}
