// Whether this browser carries the server's signed-in mark (shared/signed-in-cookie.ts), as
// a store the shell can watch without the query cache: signing in and out say when it changed.
import { useSyncExternalStore } from 'react';
import { hasSignedInCookie } from '../../../shared/signed-in-cookie';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function signedInMarkChanged(): void {
  for (const listener of listeners) listener();
}

/** False on the server and while hydrating its HTML (pages are the same for every shopper). */
export function useSignedInMark(): boolean {
  return useSyncExternalStore(subscribe, () => hasSignedInCookie(document.cookie), () => false);
}
