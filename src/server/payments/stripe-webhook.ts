// Stripe's webhook events, verified on the raw body with the endpoint's signing secret, each
// applied once by its id. The outcome of a Checkout Session goes through the same transition
// as the shopper's return and the sweeper (settle.ts), so an event that comes twice, late, or
// after the return changes nothing more. An event for a payment the store does not know (yet)
// is kept and refused, so Stripe delivers it again.
import type Stripe from 'stripe';
import type { ProviderSession } from '../ports/payment-provider';
import { eventHandled, findPaymentByReference, findPaymentBySession, findPaymentByToken, recordEvent } from './queries';
import { reconcileRefunded } from './refunds';
import { outcomeOf, settle, type PaymentDeps } from './service';

export type WebhookResult = 'applied' | 'duplicate' | 'ignored' | 'unknown-payment';

/** What each Checkout Session event says of the payment; undefined: nothing yet (a bank debit still settling). */
function sessionFromEvent(event: Stripe.Event): ProviderSession | undefined {
  const session = event.data.object as Stripe.Checkout.Session;
  const base = {
    amountCents: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    paymentReference:
      typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null),
  };
  switch (event.type) {
    case 'checkout.session.completed':
      return session.payment_status === 'unpaid' ? undefined : { ...base, status: 'paid' };
    case 'checkout.session.async_payment_succeeded':
      return { ...base, status: 'paid' };
    case 'checkout.session.async_payment_failed':
      return { ...base, status: 'failed' };
    case 'checkout.session.expired':
      return { ...base, status: 'expired' };
    default:
      return undefined;
  }
}

const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'charge.refunded',
] as const;

/** Money refunded in Stripe's dashboard, outside the store, is recorded as a refund of its own. */
async function applyRefunded(deps: PaymentDeps, event: Stripe.Event, now: Date): Promise<WebhookResult> {
  const charge = event.data.object as Stripe.Charge;
  const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  const payment = intent ? await findPaymentByReference(deps.db, intent) : undefined;
  if (!payment) {
    await recordEvent(deps.db, {
      id: event.id,
      provider: 'stripe',
      type: event.type,
      paymentId: null,
      handledAt: null,
    });
    return 'unknown-payment';
  }
  await deps.db.transaction(async (tx) => {
    await reconcileRefunded(tx, deps.handlers, payment, charge.amount_refunded, null, now);
    await recordEvent(tx, {
      id: event.id,
      provider: 'stripe',
      type: event.type,
      paymentId: payment.id,
      handledAt: now,
    });
  });
  return 'applied';
}

export async function applyStripeEvent(
  deps: PaymentDeps,
  event: Stripe.Event,
  now = new Date(),
): Promise<WebhookResult> {
  const { db } = deps;
  if (await eventHandled(db, event.id)) return 'duplicate';
  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) {
    await recordEvent(db, { id: event.id, provider: 'stripe', type: event.type, paymentId: null, handledAt: now });
    return 'ignored';
  }
  if (event.type === 'charge.refunded') return applyRefunded(deps, event, now);
  const session = event.data.object as Stripe.Checkout.Session;
  const token = session.metadata?.payment_token;
  const payment =
    (await findPaymentBySession(db, session.id)) ?? (token ? await findPaymentByToken(db, token) : undefined);
  if (!payment) {
    await recordEvent(db, { id: event.id, provider: 'stripe', type: event.type, paymentId: null, handledAt: null });
    return 'unknown-payment';
  }
  const reported = sessionFromEvent(event);
  if (reported && payment.status === 'open') await settle(deps, payment, outcomeOf(reported, payment, now), now);
  await recordEvent(db, { id: event.id, provider: 'stripe', type: event.type, paymentId: payment.id, handledAt: now });
  return 'applied';
}
