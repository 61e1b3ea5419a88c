// Giving money back. A refund is first written as pending, in the transaction that decides
// it (a staff cancel, or a part refund), under the payment's row lock, and only if the
// payment still has that much left to give: refunds that together exceed what was paid are
// refused, however many arrive at once. It is then sent to the provider with a key of its own,
// so sending it again never refunds twice. Its "send-refund" job, written in the same
// transaction, tries again by the job queue's retry policy while the provider does not take it
// (and sends it when the process died before the first try). Once the provider has it, it is
// marked succeeded and the ledger gets its row.
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import type { JobQueue, JobRun } from '../jobs/queue';
import { FIRST_RETRY_AFTER_MS, leastRetryWaitMs } from '../jobs/policy';
import { paymentLedger, payments, refunds } from '../db/schema';
import { refreshFiguresOfOrders } from '../customers/figures';
import { recordRefundMade } from '../reports/rollup';
import { conflict } from '../http/errors';
import { handlerOf, orderOfPayment, type PaymentHandlers, type PaymentMail } from './handlers';
import { lockPayment, takenMoney, type PaymentRow } from './queries';
import type { PaymentDeps } from './service';

export type RefundRow = typeof refunds.$inferSelect;

const refundedCents = async (tx: Tx, paymentId: number) => {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)`.mapWith(Number) })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId));
  return row?.cents ?? 0;
};

/** What is left to give back of a paid payment (refunds pending or made count as given): of what it took. */
export async function refundableCents(
  tx: Tx,
  payment: Pick<PaymentRow, 'id' | 'status' | 'amountCents' | 'currency' | 'receivedCents' | 'receivedCurrency'>,
): Promise<number> {
  return payment.status === 'paid' ? takenMoney(payment).cents - (await refundedCents(tx, payment.id)) : 0;
}

/** The order's paid payment, locked, if it has one. */
export async function lockPaidPayment(tx: Tx, orderId: number): Promise<PaymentRow | undefined> {
  const [paid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
  return paid ? lockPayment(tx, paid.id) : undefined;
}

export const nothingLeftToRefund = (leftCents: number) =>
  conflict(leftCents > 0 ? `Only ${(leftCents / 100).toFixed(2)} is left to refund` : 'Nothing is left to refund', [
    {
      path: 'amount',
      message: leftCents > 0 ? `At most ${(leftCents / 100).toFixed(2)}` : 'Nothing is left to refund',
    },
  ]);

/**
 * Writes a pending refund of `amountCents` (all that is left, when undefined) from a payment
 * the caller has locked; refuses more than is left.
 */
export async function requestRefund(
  tx: Tx,
  payment: PaymentRow,
  refund: { amountCents?: number; reason: string | null; staffId: number | null },
): Promise<RefundRow | undefined> {
  const left = await refundableCents(tx, payment);
  const amount = refund.amountCents ?? left;
  if (amount <= 0 && refund.amountCents === undefined) return undefined;
  if (amount <= 0 || amount > left) throw nothingLeftToRefund(left);
  const [row] = await tx
    .insert(refunds)
    .values({ paymentId: payment.id, amountCents: amount, reason: refund.reason, staffId: refund.staffId })
    .returning();
  return row;
}

/**
 * The job that sends a refund if the request after the commit does not get it taken, written in the refund's
 * transaction.
 */
export async function queueRefund(
  jobs: Pick<JobQueue, 'enqueue'> | undefined,
  tx: Tx,
  refundId: number,
): Promise<void> {
  await jobs?.enqueue('send-refund', { refundId }, { tx, startAfterMs: FIRST_RETRY_AFTER_MS });
}

/**
 * Sends one pending refund to the provider, claimed so two processes do not send it at the
 * same moment (no other try for `retryAfterMs`); answers it as it stands afterwards.
 */
/** What sending a refund needs; with the mail settings, the shopper is also emailed once it is made. */
export type RefundDeps = Pick<PaymentDeps, 'db' | 'provider' | 'log' | 'handlers'> &
  Partial<Pick<PaymentDeps, 'mailer' | 'publicUrl' | 'storeEmail'>>;

export async function sendRefund(
  deps: RefundDeps,
  refundId: number,
  now = new Date(),
  retryAfterMs = FIRST_RETRY_AFTER_MS,
): Promise<RefundRow> {
  const { db } = deps;
  const [claimed] = await db
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + retryAfterMs) })
    .where(
      and(
        eq(refunds.id, refundId),
        eq(refunds.status, 'pending'),
        or(isNull(refunds.nextAttemptAt), lte(refunds.nextAttemptAt, now)),
      ),
    )
    .returning();
  if (!claimed) return (await db.select().from(refunds).where(eq(refunds.id, refundId)))[0]!;
  const [payment] = await db.select().from(payments).where(eq(payments.id, claimed.paymentId));
  try {
    if (!payment?.providerPaymentId) throw new Error('The payment has no provider reference to refund');
    const { refundId: providerRefundId } = await deps.provider.refund({
      paymentReference: payment.providerPaymentId,
      amountCents: claimed.amountCents,
      idempotencyKey: `refund-${claimed.id}-${payment.token.slice(0, 8)}`,
    });
    const { mailer, publicUrl, storeEmail } = deps;
    const mail: PaymentMail | undefined =
      mailer && publicUrl && storeEmail
        ? {
            queuedStatus: mailer.queuedStatus,
            queueDelivery: (tx, id) => mailer.queueDelivery(tx, id),
            publicUrl,
            storeEmail,
          }
        : undefined;
    let emailId: number | undefined;
    const made = await db.transaction(async (tx) => {
      const [done] = await tx
        .update(refunds)
        .set({ status: 'succeeded', providerRefundId, settledAt: now, nextAttemptAt: null, lastError: null })
        .where(and(eq(refunds.id, claimed.id), eq(refunds.status, 'pending')))
        .returning();
      if (done) emailId = await recordRefund(tx, deps.handlers, payment, done, mail);
      return done ?? (await tx.select().from(refunds).where(eq(refunds.id, claimed.id)))[0]!;
    });
    if (emailId !== undefined) await deps.mailer?.deliver(emailId);
    return made;
  } catch (error) {
    deps.log.warn({ err: error, refundId: claimed.id }, 'refund not taken by the provider; it stays pending');
    const [kept] = await db
      .update(refunds)
      .set({ lastError: (error as Error).message.slice(0, 500) })
      .where(eq(refunds.id, claimed.id))
      .returning();
    return kept!;
  }
}

/**
 * The "send-refund" job: throws while the refund stays pending, so the retry policy tries it
 * again. Its last try leaves the refund due at once, for staff's retry of the failed job.
 */
export async function sendRefundJob(
  deps: RefundDeps,
  refundId: number,
  run: Pick<JobRun, 'retries' | 'lastTry'>,
  now = new Date(),
): Promise<void> {
  const refund = await sendRefund(deps, refundId, now, run.lastTry ? 0 : leastRetryWaitMs(run.retries));
  if (refund.status === 'pending') throw new Error(refund.lastError ?? 'The refund is being sent by another try');
}

async function recordRefund(
  tx: Tx,
  handlers: PaymentHandlers,
  payment: PaymentRow,
  refund: RefundRow,
  mail?: PaymentMail,
): Promise<number | undefined> {
  // A return's difference is the order's money: its refund is the order's too.
  const orderId = await orderOfPayment(tx, handlers, payment);
  await tx.insert(paymentLedger).values({
    paymentId: payment.id,
    orderId,
    kind: 'refund',
    amountCents: refund.amountCents,
    currency: takenMoney(payment).currency,
    provider: payment.provider,
    providerReference: refund.providerRefundId,
  });
  const [made] = await tx
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), eq(refunds.status, 'succeeded')));
  const { handler, id } = handlerOf(handlers, payment);
  // What the customer spent drops by the refund (whatever the order's payment status says).
  if (orderId !== null) {
    await refreshFiguresOfOrders(tx, [orderId]);
    // The store's sales: the refund counts on the day it went through.
    await recordRefundMade(tx, {
      orderId,
      amountCents: refund.amountCents,
      at: refund.settledAt ?? new Date(),
    });
  }
  return handler.refunded(
    tx,
    id,
    {
      refundId: refund.id,
      amountCents: refund.amountCents,
      reason: refund.reason,
      staffId: refund.staffId,
      wholePaymentRefunded: (made?.cents ?? 0) >= takenMoney(payment).cents,
    },
    mail,
  );
}

/**
 * A refund made outside the store (the provider's dashboard): when the provider says more was
 * refunded than the store has asked for, the difference is recorded as a refund of its own.
 */
export async function reconcileRefunded(
  tx: Tx,
  handlers: PaymentHandlers,
  payment: PaymentRow,
  refundedByProviderCents: number,
  reference: string | null,
  now: Date,
): Promise<boolean> {
  await lockPayment(tx, payment.id);
  const known = await refundedCents(tx, payment.id);
  const outside = Math.min(refundedByProviderCents, takenMoney(payment).cents) - known;
  if (outside <= 0) return false;
  const [row] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      amountCents: outside,
      status: 'succeeded',
      reason: 'Refunded outside the store',
      settledAt: now,
      providerRefundId: reference,
    })
    .onConflictDoNothing()
    .returning();
  if (row) await recordRefund(tx, handlers, payment, row);
  return Boolean(row);
}

/**
 * Gives back all a paid payment has left to give (a return's difference paid for an exchange
 * that was then turned down): the pending refund and its job, under the payment's lock, in the
 * caller's transaction; the caller sends it after the commit. Nothing when nothing is left.
 */
export async function refundWholePayment(
  tx: Tx,
  jobs: Pick<JobQueue, 'enqueue'> | undefined,
  paymentId: number,
  refund: { reason: string; staffId: number | null },
): Promise<RefundRow | undefined> {
  const payment = await lockPayment(tx, paymentId);
  if (!payment || payment.status !== 'paid') return undefined;
  const row = await requestRefund(tx, payment, refund);
  if (row) await queueRefund(jobs, tx, row.id);
  return row;
}

/** Every refund of the given payments, oldest first. */
export function findRefunds(tx: Tx, paymentIds: number[]): Promise<RefundRow[]> {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return tx.select().from(refunds).where(inArray(refunds.paymentId, paymentIds)).orderBy(asc(refunds.id));
}
