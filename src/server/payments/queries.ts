// The payments table and its ledger. Every function takes a Tx first; only this module
// writes them.
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Tx } from '../db/database';
import type { StatementPart } from '../db/statement';
import { paymentEvents, paymentLedger, payments } from '../db/schema';
import type { PaymentFor } from './handlers';
import type { PaymentProvider } from '../ports/payment-provider';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * How long a payment page takes payment before what it holds is released, per provider: as
 * short as paying there needs, since an unpaid order holds stock nobody else can buy. The demo
 * page is one click: 10 minutes. Stripe's Checkout page takes typing a card, a 3-D Secure check
 * in the bank's app or a wallet's sheet: 15 minutes leaves several times that. Stripe keeps a
 * session open for at least 30 minutes, so the store ends its session itself when the window
 * is over (syncPayment); a payment Stripe takes in the meantime still settles, once.
 */
export const PAYMENT_WINDOW_MS: Readonly<Record<string, number>> = { demo: 10 * 60_000, stripe: 15 * 60_000 };

/** The window of a provider the table does not name: the longest. */
export const paymentWindowMs = (provider: string) =>
  PAYMENT_WINDOW_MS[provider] ?? Math.max(...Object.values(PAYMENT_WINDOW_MS));

const newPaymentToken = () => randomBytes(24).toString('base64url');

type NewPayment = { provider: string; amountCents: number; currency?: string; now: Date; buyerKeyHash?: string | null };

const newPaymentRow = (values: NewPayment & { for: PaymentFor }) => ({
  token: newPaymentToken(),
  orderId: values.for.kind === 'order' ? values.for.id : null,
  giftCardPurchaseId: values.for.kind === 'gift-card' ? values.for.id : null,
  returnId: values.for.kind === 'return' ? values.for.id : null,
  provider: values.provider,
  amountCents: values.amountCents,
  currency: values.currency ?? 'usd',
  expiresAt: new Date(values.now.getTime() + paymentWindowMs(values.provider)),
  buyerKeyHash: values.buyerKeyHash ?? null,
});

/**
 * A payment for an order, a gift card purchase or a return's difference, written in the same transaction as what it
 * pays for, so nothing awaits a payment that does not exist.
 */
export async function openPayment(tx: Tx, values: NewPayment & { for: PaymentFor }): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(newPaymentRow(values)).returning();
  return row!;
}

/**
 * The payment of an order, as the WITH entry `new_payment` of the statement that writes the
 * order (the earlier entry `orderEntry`, returning `id`): the checkout writes both in one round
 * trip. With a provider whose sessions are the store's own rows (the demo page), the session
 * is an entry of the same statement and the payment is written with its id and page address,
 * so nothing is left to write after the commit. The entry returns the payment's `id` and
 * `created_at`; `row` completes the payment from them once the statement has run, and `name`
 * tells the statement's texts apart (with a session or without).
 */
export function openPaymentPart(
  values: NewPayment & { reference: string },
  orderEntry: string,
  provider: Pick<PaymentProvider, 'sessionPart'>,
): {
  part: StatementPart;
  name: string;
  row: (written: { id: number; createdAt: Date }, orderId: number) => PaymentRow;
} {
  const payment = newPaymentRow({ ...values, for: { kind: 'order', id: 0 } });
  const session = provider.sessionPart?.({
    token: payment.token,
    reference: values.reference,
    amountCents: payment.amountCents,
    currency: payment.currency,
    expiresAt: payment.expiresAt,
  });
  return {
    part: (p) =>
      `new_payment as (
         insert into payments (token, order_id, provider, amount_cents, currency, expires_at, provider_session_id, checkout_url, buyer_key_hash)
         select ${p.add(payment.token)}, o.id, ${p.add(payment.provider)}, ${p.add(payment.amountCents, 'int')}, ${p.add(payment.currency)},
           ${p.add(payment.expiresAt.toISOString(), 'timestamptz')}, ${p.add(session?.sessionId ?? null)}, ${p.add(session?.url ?? null)}, ${p.add(payment.buyerKeyHash)}
         from ${orderEntry} o
         returning id, created_at
       )${session ? `,\n${session.part(p)}` : ''}`,
    name: session ? `payment-${session.entry}` : 'payment',
    row: (written, orderId) => ({
      ...payment,
      id: written.id,
      orderId,
      status: 'open',
      providerSessionId: session?.sessionId ?? null,
      checkoutUrl: session?.url ?? null,
      providerPaymentId: null,
      receivedCents: null,
      receivedCurrency: null,
      createdAt: written.createdAt,
      settledAt: null,
    }),
  };
}

export async function findPaymentByToken(tx: Tx, token: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.token, token));
  return row;
}

/** The order's latest payment. */
export async function findPaymentOfOrder(tx: Tx, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/** The order's payment still waiting on its page, if it has one. */
export async function findOpenPaymentOfOrder(tx: Tx, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'open')));
  return row;
}

/** The return's payments, newest first. */
export function findPaymentsOfReturn(tx: Tx, returnId: number): Promise<PaymentRow[]> {
  return tx.select().from(payments).where(eq(payments.returnId, returnId)).orderBy(desc(payments.id));
}

/** Every payment of an order, oldest first. */
export function findPaymentsOfOrder(tx: Tx, orderId: number): Promise<PaymentRow[]> {
  return tx.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
}

/** The order's payment held for review, locked, if it has one. */
export async function lockPaymentInReview(tx: Tx, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'review')));
  return row ? lockPayment(tx, row.id) : undefined;
}

/** Locks the payment for its one transition. */
export async function lockPayment(tx: Tx, id: number): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** The browser that replayed the checkout that made this payment becomes its buyer (payments/buyer.ts). */
export async function setBuyerKeyHash(tx: Tx, id: number, buyerKeyHash: string): Promise<void> {
  await tx.update(payments).set({ buyerKeyHash }).where(eq(payments.id, id));
}

/** Records the provider's session once; a second creation (a retry) keeps the first. */
export async function attachSession(tx: Tx, id: number, sessionId: string, url: string): Promise<void> {
  await tx.update(payments).set({ providerSessionId: sessionId, checkoutUrl: url }).where(eq(payments.id, id));
}

/**
 * Settles, in one statement, those of the payments still open as `status`, taking their row
 * locks in id order and skipping any another transaction holds (it is settling that one);
 * answers the rows it moved.
 */
export async function markManySettled(
  tx: Tx,
  ids: readonly number[],
  status: PaymentRow['status'],
  now: Date,
): Promise<PaymentRow[]> {
  if (ids.length === 0) return [];
  const free = tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(inArray(payments.id, [...ids]), eq(payments.status, 'open')))
    .orderBy(asc(payments.id))
    .for('update', { skipLocked: true });
  return tx.update(payments).set({ status, settledAt: now }).where(inArray(payments.id, free)).returning();
}

export async function markSettled(
  tx: Tx,
  id: number,
  change: {
    status: PaymentRow['status'];
    providerPaymentId?: string | null;
    now: Date;
    received?: { cents: number; currency: string };
  },
): Promise<void> {
  await tx
    .update(payments)
    .set({
      status: change.status,
      providerPaymentId: change.providerPaymentId ?? null,
      settledAt: change.now,
      receivedCents: change.received?.cents ?? null,
      receivedCurrency: change.received?.currency ?? null,
    })
    .where(and(eq(payments.id, id), eq(payments.status, 'open')));
}

/** What a payment took: its amount, or what arrived instead when that was not its amount (review). */
export const takenMoney = (
  payment: Pick<PaymentRow, 'amountCents' | 'currency' | 'receivedCents' | 'receivedCurrency'>,
) => ({
  cents: payment.receivedCents ?? payment.amountCents,
  currency: payment.receivedCurrency ?? payment.currency,
});

/**
 * The money that came in, in the ledger: what the payment asked, or `received` when other money
 * arrived; `orderId` is the order it counts towards (orderOfPayment).
 */
export async function recordCharge(
  tx: Tx,
  payment: PaymentRow,
  orderId: number | null,
  providerReference: string | null,
  received?: { cents: number; currency: string },
): Promise<void> {
  await tx.insert(paymentLedger).values({
    paymentId: payment.id,
    orderId,
    kind: 'charge',
    amountCents: received?.cents ?? payment.amountCents,
    currency: received?.currency ?? payment.currency,
    provider: payment.provider,
    providerReference,
  });
}

/**
 * Staff took money held for review (settled review): the payment counts as paid from now,
 * for what arrived. False when it was no longer in review (a second click).
 */
export async function takeReviewedPayment(tx: Tx, id: number): Promise<boolean> {
  const moved = await tx
    .update(payments)
    .set({ status: 'paid' })
    .where(and(eq(payments.id, id), eq(payments.status, 'review')))
    .returning({ id: payments.id });
  return moved.length === 1;
}

/**
 * Open payments whose page has expired, by id after `afterId`: the sweeper settles them a
 * batch at a time, each once per sweep even when its provider does not answer.
 */
export function findExpiredOpenPayments(tx: Tx, now: Date, limit: number, afterId = 0): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'open'), lte(payments.expiresAt, now), gt(payments.id, afterId)))
    .orderBy(asc(payments.id))
    .limit(limit);
}

export async function findPaymentBySession(tx: Tx, sessionId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.providerSessionId, sessionId));
  return row;
}

/** The payment the provider's reference of the money (Stripe's payment intent) belongs to. */
export async function findPaymentByReference(tx: Tx, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.providerPaymentId, reference));
  return row;
}

/** Whether a provider event was handled already (a redelivery of it changes nothing). */
export async function eventHandled(tx: Tx, eventId: string): Promise<boolean> {
  const [row] = await tx
    .select({ handledAt: paymentEvents.handledAt })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, eventId));
  return Boolean(row?.handledAt);
}

/** Keeps a provider event: handled, or (handledAt null) refused for now, to be delivered again. */
export async function recordEvent(
  tx: Tx,
  event: { id: string; provider: string; type: string; paymentId: number | null; handledAt: Date | null },
): Promise<void> {
  await tx
    .insert(paymentEvents)
    .values(event)
    .onConflictDoUpdate({ target: paymentEvents.id, set: { paymentId: event.paymentId, handledAt: event.handledAt } });
}
