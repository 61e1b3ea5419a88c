// Whether this browser carries the server's signed-in mark (shared/staff-signed-in-cookie.ts), as
// a store the shell can watch without the query cache: signing in and out say when it changed.
import { useSyncExternalStore } from 'react';
import { hasStaffSignedInCookie } from '../../../shared/staff-signed-in-cookie';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function staffSignedInMarkChanged(): void {
  for (const listener of listeners) listener();
}

/** False on the server and while hydrating its HTML (pages are the same for every shopper). */
export function useStaffSignedInMark(): boolean {
  return useSyncExternalStore(subscribe, () => hasStaffSignedInCookie(document.cookie), () => false);
}
