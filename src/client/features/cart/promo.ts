// The promo code the shopper applied on the cart page, once the server accepted it, kept for
// the checkout page in session storage: the code under 'tj-promo' and its percentage under
// 'tj-promo-percent'. The server checks the code again when the order is placed.
import { useSyncExternalStore } from 'react';
import { PROMO } from '../../../shared/store';
import { isWelcomePromo, normalisePromoCode } from '../../../shared/pricing';
import { PROMO_CODE_MAX } from '../../../shared/promo-codes';
import type { PromoCheckResponse } from '../../../shared/schemas/promotions';

export const PROMO_STORAGE_KEY = 'tj-promo';
export const PROMO_PERCENT_STORAGE_KEY = 'tj-promo-percent';

/** A code the server accepted, with its percentage off the order (0 for a code of another kind). */
export interface AppliedPromo {
  code: string;
  percentOff: number;
}

const listeners = new Set<() => void>();
// Kept in memory too, so the code still applies for this page when storage is unavailable.
let applied: AppliedPromo | null | undefined;

function write(promo: AppliedPromo | null): void {
  applied = promo;
  try {
    if (promo) {
      window.sessionStorage.setItem(PROMO_STORAGE_KEY, promo.code);
      window.sessionStorage.setItem(PROMO_PERCENT_STORAGE_KEY, String(promo.percentOff));
    } else {
      window.sessionStorage.removeItem(PROMO_STORAGE_KEY);
      window.sessionStorage.removeItem(PROMO_PERCENT_STORAGE_KEY);
    }
  } catch {
    // storage unavailable: the in-memory value still serves this page
  }
  listeners.forEach((l) => l());
}

function readStored(): AppliedPromo | null {
  try {
    const code = normalisePromoCode(window.sessionStorage.getItem(PROMO_STORAGE_KEY));
    if (!code || code.length > PROMO_CODE_MAX) return null;
    const percentOff = Number(window.sessionStorage.getItem(PROMO_PERCENT_STORAGE_KEY));
    if (Number.isInteger(percentOff) && percentOff >= 1 && percentOff <= 100) return { code, percentOff };
    // A code stored without its percentage: only the welcome code's is a store fact.
    return isWelcomePromo(code) ? { code: PROMO.welcomeCode, percentOff: PROMO.welcomePercent } : null;
  } catch {
    return null;
  }
}

/** The applied code and its percentage, or null. */
export function getAppliedPromoDetails(): AppliedPromo | null {
  if (applied === undefined) applied = readStored();
  return applied;
}

/** The applied code (the store's spelling), or null. */
export function getAppliedPromo(): string | null {
  return getAppliedPromoDetails()?.code ?? null;
}

/** Applies a code the server accepted (POST /api/promotions/check). */
export function applyPromo(promo: Pick<PromoCheckResponse, 'code' | 'percentOff'>): void {
  if (promo.code) write({ code: promo.code, percentOff: promo.percentOff ?? 0 });
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

export function useAppliedPromoDetails(): AppliedPromo | null {
  return useSyncExternalStore(subscribe, getAppliedPromoDetails, () => null);
}
