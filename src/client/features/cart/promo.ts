// The promo code the shopper applied on the cart page, kept for the checkout page in
// session storage under 'tj-promo' (the server validates it again when the order is placed).
import { useSyncExternalStore } from 'react';
import { PROMO } from '../../../shared/store';
import { isWelcomePromo } from '../../../shared/pricing';

export const PROMO_STORAGE_KEY = 'tj-promo';

const listeners = new Set<() => void>();
// Kept in memory too, so the code still applies for this page when storage is unavailable.
let applied: string | null | undefined;

function write(code: string | null): void {
  applied = code;
  try {
    if (code) window.sessionStorage.setItem(PROMO_STORAGE_KEY, code);
    else window.sessionStorage.removeItem(PROMO_STORAGE_KEY);
  } catch {
    // storage unavailable: the in-memory value still serves this page
  }
  listeners.forEach((l) => l());
}

/** The applied code (always the store's spelling), or null. */
export function getAppliedPromo(): string | null {
  if (applied === undefined) {
    let stored: string | null = null;
    try {
      stored = window.sessionStorage.getItem(PROMO_STORAGE_KEY);
    } catch {
      stored = null;
    }
    applied = isWelcomePromo(stored) ? PROMO.welcomeCode : null;
  }
  return applied;
}

/** Applies a code the shopper typed (any letter case); false when it is not one of the store's codes. */
export function applyPromo(code: string): boolean {
  if (!isWelcomePromo(code)) return false;
  write(PROMO.welcomeCode);
  return true;
}

export function clearPromo(): void {
  write(null);
}

export function useAppliedPromo(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getAppliedPromo,
    () => null,
  );
}
