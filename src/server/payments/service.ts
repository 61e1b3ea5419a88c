// Payment rules: opening the provider's page for what a payment pays for, learning what happened there,
// the shopper's Cancel, and the sweep that settles pages nobody came back from. Every outcome
// goes through settlePayment (settle.ts); this module only decides which one it is.
import type { PaymentView } from '../../shared/schemas/payments';
import { toDecimal } from '../../shared/money';
import type { Db } from '../db/database';
import type { DomainDeps } from '../deps';
import { HttpError, notFound } from '../http/errors';
import type { JobQueue } from '../jobs/queue';
import type { Mailer } from '../ports/mailer';
import { handlerOf, paidFor, type PaymentHandlers, type PaymentMail } from './handlers';
import type { NewPaymentSession, PaymentProvider, ProviderSession } from '../ports/payment-provider';
import { attachSession, findExpiredOpenPayments, findPaymentByToken, type PaymentRow } from './queries';
import { sendRefund } from './refunds';
import { settleExpiredPayments, settlePayment, type PaymentOutcome } from './settle';

export interface PaymentDeps {
  db: Db;
  provider: PaymentProvider;
  mailer: Pick<Mailer, 'queuedStatus' | 'queueDelivery' | 'deliver'>;
  publicUrl: string;
  /** Where the store is told of each new paid order. */
  storeEmail: string;
  /** Stock came back: cached catalogue answers are stale. */
  stockChanged: () => void;
  log: { warn: (details: object, message: string) => void };
  /** Where refunds' retries go; none in a store without a job queue. */
  jobs?: Pick<JobQueue, 'enqueue'> | undefined;
  /** What happens to the order or gift card a payment pays for, as the payment moves. */
  handlers: PaymentHandlers;
}

/** The payment rules' dependencies, from an app's: the sweeper and both route modules use these. */
export function paymentDepsOf(
  app: { catalogEvents: { changed: () => void }; log: PaymentDeps['log']; paymentHandlers: PaymentHandlers },
  deps: Pick<DomainDeps, 'database' | 'payments' | 'mailer' | 'config'> & { jobs?: PaymentDeps['jobs'] },
): PaymentDeps {
  return {
    db: deps.database.db,
    provider: deps.payments,
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl,
    storeEmail: deps.config.mail.storeNotifyEmail,
    stockChanged: () => app.catalogEvents.changed(),
    log: app.log,
    jobs: deps.jobs,
    handlers: app.paymentHandlers,
  };
}

/**
 * What the emails a payment's handlers write need: links on the public address, the outbox status, the store's address.
 */
export const notifyContextOf = (deps: Pick<PaymentDeps, 'mailer' | 'publicUrl' | 'storeEmail'>): PaymentMail => ({
  queuedStatus: deps.mailer.queuedStatus,
  queueDelivery: (tx, id) => deps.mailer.queueDelivery(tx, id),
  publicUrl: deps.publicUrl,
  storeEmail: deps.storeEmail,
});

export const PAYMENT_PAGE_UNAVAILABLE =
  'We could not open the payment page, so nothing was charged and nothing was held. Please try again in a moment.';

export async function settle(
  deps: PaymentDeps,
  payment: PaymentRow,
  outcome: PaymentOutcome,
  now: Date,
): Promise<PaymentRow> {
  const settled = await settlePayment(deps, payment.id, outcome, notifyContextOf(deps), now);
  // Stock moved: given back (an unpaid payment, a refused one), or taken now (a store that takes stock at payment).
  if (settled.changed && (settled.payment.status !== 'paid' || settled.refundId !== undefined || settled.stockTaken))
    deps.stockChanged();
  if (settled.confirmationId !== undefined) await deps.mailer.deliver(settled.confirmationId);
  for (const id of settled.alsoQueued ?? []) await deps.mailer.deliver(id);
  // A provider that does not take it now leaves it pending for its job.
  if (settled.refundId !== undefined) await sendRefund(deps, settled.refundId);
  return settled.payment;
}

/** The outcome a session that has ended reports; money other than the payment's amount is held for review. */
export function outcomeOf(
  session: ProviderSession,
  payment: Pick<PaymentRow, 'amountCents' | 'currency' | 'expiresAt'>,
  now: Date,
): PaymentOutcome {
  if (session.status === 'open') throw new Error('An open session has no outcome yet');
  // A session ended before the page's own expiry was ended by the shopper's Cancel, which may
  // not have recorded it yet: it is cancelled, whichever request or event gets here first.
  if (session.status === 'expired' && payment.expiresAt.getTime() > now.getTime()) return { status: 'cancelled' };
  if (session.status !== 'paid') return { status: session.status };
  const exact =
    session.amountCents === payment.amountCents && session.currency.toLowerCase() === payment.currency.toLowerCase();
  return exact
    ? { status: 'paid', providerPaymentId: session.paymentReference }
    : {
        status: 'review',
        providerPaymentId: session.paymentReference,
        receivedCents: session.amountCents,
        currency: session.currency,
      };
}

/** What a payment page says, and where it sends the shopper back. */
export type PaymentPage = Pick<
  NewPaymentSession,
  'reference' | 'description' | 'email' | 'metadata' | 'returnPath' | 'cancelPath'
>;

/**
 * Opens the provider's payment page for a payment written with what it pays for. A payment
 * written with its page (the demo provider's, in the order's statement), and a retry (the
 * same Idempotency-Key), get the page they have. When the provider cannot make one,
 * what it held is released at once and the shopper is told; their cart is untouched.
 */
export async function startCheckout(
  deps: PaymentDeps,
  payment: PaymentRow,
  page: PaymentPage,
  now = new Date(),
): Promise<string> {
  if (payment.checkoutUrl) return payment.checkoutUrl;
  let session: { sessionId: string; url: string };
  try {
    session = await deps.provider.createSession({
      ...page,
      token: payment.token,
      amountCents: payment.amountCents,
      currency: payment.currency,
      expiresAt: payment.expiresAt,
      idempotencyKey: `payment-${payment.id}-${payment.token.slice(0, 8)}`,
    });
  } catch (error) {
    deps.log.warn({ err: error, paymentId: payment.id }, 'payment page could not be opened');
    await settle(deps, payment, { status: 'failed' }, now);
    throw new HttpError(503, PAYMENT_PAGE_UNAVAILABLE, undefined, { 'retry-after': '5' });
  }
  // Failing here (the store's own database) leaves the payment open: the shopper's retry with
  // the same Idempotency-Key gets the same session from the provider, and records it then.
  await attachSession(deps.db, payment.id, session.sessionId, session.url);
  return session.url;
}

/**
 * Asks the provider how an open payment stands and settles it when it has ended; a page past
 * its expiry is ended first. A provider that does not answer leaves the payment open, for the
 * next ask or the sweep.
 */
export async function syncPayment(deps: PaymentDeps, payment: PaymentRow, now = new Date()): Promise<PaymentRow> {
  if (payment.status !== 'open') return payment;
  const expired = payment.expiresAt.getTime() <= now.getTime();
  if (!payment.providerSessionId) return expired ? settle(deps, payment, { status: 'expired' }, now) : payment;
  let session: ProviderSession;
  try {
    session = await deps.provider.retrieveSession(payment.providerSessionId);
    if (session.status === 'open' && expired) session = await deps.provider.expireSession(payment.providerSessionId);
  } catch (error) {
    deps.log.warn({ err: error, paymentId: payment.id }, 'payment provider did not answer');
    return payment;
  }
  if (session.status === 'open') return payment;
  // The store's own failure to record the outcome is an error of its own, not the provider's silence.
  return settle(deps, payment, outcomeOf(session, payment, now), now);
}

/** The shopper gave up on the payment page: its session is ended and the order released, unless it was paid first. */
export async function cancelPayment(deps: PaymentDeps, payment: PaymentRow, now = new Date()): Promise<PaymentRow> {
  if (payment.status !== 'open') return payment;
  if (!payment.providerSessionId) return settle(deps, payment, { status: 'cancelled' }, now);
  const session = await deps.provider.expireSession(payment.providerSessionId);
  return settle(
    deps,
    payment,
    session.status === 'paid' ? outcomeOf(session, payment, now) : { status: 'cancelled' },
    now,
  );
}

/** How many expired payments the sweep asks about at once (a provider call each, for Stripe). */
const SWEEP_PARALLEL = 8;
/** The sweep stops in time for the next run to take over what is left. */
const SWEEP_BUDGET_MS = 45_000;

/**
 * Settles the open payments whose page has expired, a batch at a time until none is left (or
 * the time budget is spent). Pages that were never opened, and the demo page's sessions, end
 * together, a batch in one transaction; a provider's own sessions are asked about several at
 * once, each once per sweep, so a provider that does not answer cannot keep it busy. Safe in
 * every process at once: each payment settles under its row lock.
 */
export async function sweepExpiredPayments(deps: PaymentDeps, now = new Date(), batch = 500): Promise<number> {
  const started = Date.now();
  let settled = 0;
  let afterId = 0;
  for (;;) {
    const due = await findExpiredOpenPayments(deps.db, now, batch, afterId);
    const together = await settleExpiredTogether(deps, due, now);
    settled += together.moved;
    const rest = due.filter((payment) => !together.handled.has(payment.id));
    for (let i = 0; i < rest.length; i += SWEEP_PARALLEL) {
      const outcomes = await Promise.all(
        rest.slice(i, i + SWEEP_PARALLEL).map((payment) => syncPayment(deps, payment, now)),
      );
      settled += outcomes.filter((payment) => payment.status !== 'open').length;
    }
    if (due.length < batch || Date.now() - started > SWEEP_BUDGET_MS) return settled;
    afterId = due[due.length - 1]!.id;
  }
}

/**
 * Ends together the expired payments that need no question to a provider: those whose page was
 * never opened, and those whose demo session the provider ended just now. Answers how many it
 * settled, and which it handled (one another transaction held is that one's to settle).
 */
async function settleExpiredTogether(
  deps: PaymentDeps,
  due: readonly PaymentRow[],
  now: Date,
): Promise<{ moved: number; handled: Set<number> }> {
  const local = deps.provider.expireSessions ? due.filter((payment) => payment.providerSessionId) : [];
  const ended = new Set(
    local.length > 0 ? await deps.provider.expireSessions!(local.map((payment) => payment.providerSessionId!)) : [],
  );
  const together = due.filter((payment) => !payment.providerSessionId || ended.has(payment.providerSessionId));
  const handled = new Set(together.map((payment) => payment.id));
  if (handled.size === 0) return { moved: 0, handled };
  const moved = await settleExpiredPayments(deps, [...handled], now);
  if (moved > 0) deps.stockChanged();
  return { moved, handled };
}

/** The minute's sweep (a scheduled job, run by one process each minute): expired pages settled. */
export async function sweepPayments(deps: PaymentDeps, now = new Date()): Promise<void> {
  await sweepExpiredPayments(deps, now);
}

export async function findPayment(deps: Pick<PaymentDeps, 'db'>, token: string): Promise<PaymentRow> {
  const payment = await findPaymentByToken(deps.db, token);
  if (!payment) throw notFound('Payment not found');
  return payment;
}

/**
 * A payment as its pages show it. `readable`: whether this reader may see what it pays for
 * (payments/buyer.ts); otherwise only how it stands, with `withheld` set.
 */
export async function toPaymentView(
  deps: Pick<PaymentDeps, 'db' | 'handlers'>,
  payment: PaymentRow,
  readable: boolean,
): Promise<PaymentView> {
  const { handler, id } = handlerOf(deps.handlers, payment);
  return {
    token: payment.token,
    provider: payment.provider as PaymentView['provider'],
    status: payment.status as PaymentView['status'],
    amount: toDecimal(payment.amountCents),
    currency: payment.currency,
    expiresAt: payment.expiresAt.toISOString(),
    ...(readable
      ? await handler.describe(deps.db, id)
      : { kind: paidFor(payment).kind, order: null, giftCard: null, exchange: null }),
    withheld: !readable,
  };
}
