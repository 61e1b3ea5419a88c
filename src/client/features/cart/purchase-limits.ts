// The store's purchase limits (GET /api/store/purchase-limits: units of one item, and of all
// items, one order may take), so the quantity pickers on the product page and in the cart stop
// where the store does instead of the order being refused at checkout. Read once per minute at
// most; until it answers, or when it cannot be read, the cart's own maximum applies, and the
// server checks every order against the limits anyway.
import { MAX_LINE_QUANTITY } from '../../../shared/schemas/cart';
import type { PurchaseLimits } from '../../../shared/schemas/store-settings';
import { apiRequest } from '../../lib/api';
import { storeRead } from '../../lib/store-read';

/** Before the store answers: the most a cart line can ever hold. */
const UNKNOWN: PurchaseLimits = { maxUnitsPerLine: MAX_LINE_QUANTITY, maxUnitsPerOrder: Number.MAX_SAFE_INTEGER };

const limits = storeRead<PurchaseLimits>(
  UNKNOWN,
  async () => {
    const answer = await apiRequest<PurchaseLimits>('/api/store/purchase-limits');
    if (!Number.isInteger(answer.maxUnitsPerLine) || answer.maxUnitsPerLine < 1) return undefined;
    return {
      maxUnitsPerLine: Math.min(answer.maxUnitsPerLine, MAX_LINE_QUANTITY),
      maxUnitsPerOrder: answer.maxUnitsPerOrder,
    };
  },
  60_000,
);

/** Forgets what was read (tests start from nothing). */
export const forgetPurchaseLimits = (): void => limits.forget();

/** The store's purchase limits, read when a picker first shows. */
export const usePurchaseLimits = (): PurchaseLimits => limits.use();

/** Said beside a + button that stops at the store's limit. */
export const perOrderReason = (limit: number) => `at most ${limit} per order`;
