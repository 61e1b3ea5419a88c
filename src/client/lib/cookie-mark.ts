// A readable cookie the server sets beside an httpOnly session (the staff's, the shopper's),
// as a store the shell can watch without asking the server: whoever signs in or out says
// when it changed, and what shows the session follows at once.
import { useSyncExternalStore } from 'react';

export interface CookieMark {
  /** Whether this browser carries the mark now. */
  present(): boolean;
  /** Signing in and out call this once the server has set or cleared the mark. */
  changed(): void;
  /** False on the server and while hydrating its HTML (pages are the same for everyone). */
  use(): boolean;
}

export function cookieMark(name: string): CookieMark {
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const present = () =>
    typeof document !== 'undefined' &&
    document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${name}=`));
  return {
    present,
    changed: () => listeners.forEach((listener) => listener()),
    use: () => useSyncExternalStore(subscribe, present, () => false),
  };
}
