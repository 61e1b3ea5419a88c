// The promo code the shopper applied (in the slide-out cart, on /cart or at checkout), kept for
// the other pages in session storage under 'tj-promo'. Only the code is kept: what it takes off
// depends on the cart, the shopper and where the order goes, so the server's preview of the
// cart says it (preview.ts), and the server prices it again when the order is placed.
import { useSyncExternalStore } from 'react';
import { normalisePromoCode } from '../../../shared/pricing';
import { PROMO_CODE_MAX } from '../../../shared/promo-codes';

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

function readStored(): string | null {
  try {
    const code = normalisePromoCode(window.sessionStorage.getItem(PROMO_STORAGE_KEY));
    return code && code.length <= PROMO_CODE_MAX ? code : null;
  } catch {
    return null;
  }
}

/** The applied code (the store's spelling), or null. */
export function getAppliedPromo(): string | null {
  if (applied === undefined) applied = readStored();
  return applied;
}

/** Applies a code the server knows (POST /api/promotions/check answered its spelling). */
export function applyPromo(code: string | null): void {
  const normal = normalisePromoCode(code);
  if (normal) write(normal);
}

export function clearPromo(): void {
  write(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useAppliedPromo(): string | null {
  return useSyncExternalStore(subscribe, getAppliedPromo, () => null);
}
