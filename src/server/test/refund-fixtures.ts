// Refunds for the reports' tests: shares of what is left of an order's payment, each sent as if
// it went through on a later day.
import { choosePaymentProvider } from '../payments/choose';
import { lockPaidPayment, refundableCents, requestRefund, sendRefund } from '../payments/refunds';
import { paymentDepsOf } from '../payments/service';
import type { TestApp } from './harness';

const DAY_MS = 86_400_000;

export interface RefundShare {
  /** The share, in basis points, of what is left to refund (at least a cent). */
  bps: number;
  /** The day it goes through, counted from today. */
  daysLater: number;
}

/** Refunds each share of the order's paid payment in turn; nothing when it has none or nothing is left. */
export async function refundShares(t: TestApp, orderId: number, shares: readonly RefundShare[]): Promise<void> {
  const deps = paymentDepsOf(t.app, {
    database: t.database,
    payments: choosePaymentProvider(t.config, t.database),
    mailer: t.mailer,
    config: t.config,
  });
  for (const share of shares) {
    const asked = await t.db.transaction(async (tx) => {
      const payment = await lockPaidPayment(tx, orderId);
      const left = payment ? await refundableCents(tx, payment) : 0;
      if (!payment || left === 0) return undefined;
      const cents = Math.max(1, Math.floor((left * share.bps) / 10_000));
      return requestRefund(tx, payment, { amountCents: cents, reason: null, staffId: null });
    });
    if (asked) await sendRefund(deps, asked.id, new Date(Date.now() + share.daysLater * DAY_MS));
  }
}
