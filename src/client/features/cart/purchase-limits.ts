// The store's purchase limits (GET /api/store/purchase-limits: units of one item, and of all
// items, one order may take), so the quantity pickers on the product page and in the cart stop
// where the store does instead of the order being refused at checkout. Read once per minute at
// most; until it answers, or when it cannot be read, the cart's own maximum applies, and the
// server checks every order against the limits anyway.
import { useEffect, useSyncExternalStore } from 'react';
import { MAX_LINE_QUANTITY } from '../../../shared/schemas/cart';
import type { PurchaseLimits } from '../../../shared/schemas/store-settings';
import { apiRequest } from '../../lib/api';

const STALE_MS = 60_000;

/** Before the store answers: the most a cart line can ever hold. */
const UNKNOWN: PurchaseLimits = { maxUnitsPerLine: MAX_LINE_QUANTITY, maxUnitsPerOrder: Number.MAX_SAFE_INTEGER };

let limits: PurchaseLimits = UNKNOWN;
let readAt = 0;
let reading = false;
const listeners = new Set<() => void>();

async function read(): Promise<void> {
  if (reading) return;
  reading = true;
  try {
    const answer = await apiRequest<PurchaseLimits>('/api/store/purchase-limits');
    if (Number.isInteger(answer.maxUnitsPerLine) && answer.maxUnitsPerLine >= 1) {
      limits = {
        maxUnitsPerLine: Math.min(answer.maxUnitsPerLine, MAX_LINE_QUANTITY),
        maxUnitsPerOrder: answer.maxUnitsPerOrder,
      };
      readAt = Date.now();
      listeners.forEach((listener) => listener());
    }
  } catch {
    // The cart's own maximum stays; the order is checked against the limits anyway.
  } finally {
    reading = false;
  }
}

/** Forgets what was read (tests start from nothing). */
export function forgetPurchaseLimits(): void {
  limits = UNKNOWN;
  readAt = 0;
  listeners.forEach((listener) => listener());
}

/** The store's purchase limits, read when a picker first shows. */
export function usePurchaseLimits(): PurchaseLimits {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => limits,
    () => UNKNOWN,
  );
  useEffect(() => {
    if (Date.now() - readAt > STALE_MS) void read();
  }, []);
  return current;
}

/** Said beside a + button that stops at the store's limit. */
export const perOrderReason = (limit: number) => `at most ${limit} per order`;
