// Stripe's state machine for Checkout in payment mode: a session is open until it is paid
// (complete) or expired; paying creates the PaymentIntent and its charge; refunds never
// exceed what was captured. Every change emits the event Stripe would send.
import type Stripe from 'stripe';
import type { CheckoutRequest } from './checkout-request';
import {
  APPROVED,
  customerDetails,
  newCharge,
  newPaymentIntent,
  newRefund,
  newSession,
  type EventType,
  type PaymentMethod,
} from './objects';
import { invalidParam, noSuch, StripeFault, stripeId } from './wire';

/** Who caused a change: an API request (its id and idempotency key), or the shopper or dashboard (no request). */
export type Origin = Stripe.Event.Request;
export const NO_REQUEST: Origin = { id: null, idempotency_key: null };

export type Emit = (type: EventType, object: Stripe.Checkout.Session | Stripe.Charge, origin: Origin) => void;

export interface RefundRequest {
  paymentIntent?: string;
  charge?: string;
  amount?: number;
  metadata?: Stripe.Metadata;
  reason?: Stripe.Refund.Reason | null;
}

export const formatMoney = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);

export function createLedger(pageUrl: (sessionId: string) => string, emit: Emit) {
  const sessions = new Map<string, Stripe.Checkout.Session>();
  const checkoutRequests = new Map<string, CheckoutRequest>();
  const paymentIntents = new Map<string, Stripe.PaymentIntent>();
  const charges = new Map<string, Stripe.Charge>();
  const refunds = new Map<string, Stripe.Refund>();

  const session = (id: string) => sessions.get(id) ?? fail(noSuch('checkout.session', id, 'session'));
  const intentOf = (s: Stripe.Checkout.Session) =>
    paymentIntents.get(String(s.payment_intent)) ?? fail(new Error(`Checkout Session ${s.id} has no payment yet`));
  const chargeOf = (intent: Stripe.PaymentIntent) =>
    charges.get(String(intent.latest_charge)) ?? fail(new Error(`PaymentIntent ${intent.id} has no charge`));

  function capture(intent: Stripe.PaymentIntent) {
    const charge = chargeOf(intent);
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    Object.assign(charge, {
      status: 'succeeded',
      paid: true,
      captured: true,
      amount_captured: charge.amount,
      outcome: APPROVED,
      balance_transaction: stripeId('txn_3'),
    });
  }

  function awaitingBank(sessionId: string) {
    const s = session(sessionId);
    const intent = s.status === 'complete' ? intentOf(s) : undefined;
    if (!intent || intent.status !== 'processing')
      throw new Error(`Checkout Session ${sessionId} has no bank payment waiting to settle`);
    return { s, intent };
  }

  return {
    sessions,
    paymentIntents,
    charges,
    refunds,
    lineItems: (sessionId: string) => checkoutRequests.get(sessionId)?.lineItems ?? [],
    session,

    createSession(request: CheckoutRequest) {
      const created = newSession(request, pageUrl);
      sessions.set(created.id, created);
      checkoutRequests.set(created.id, request);
      return created;
    },

    /** The shopper pays on the hosted page: a card settles at once, a bank debit later. */
    pay(sessionId: string, options: { method?: PaymentMethod; email?: string } = {}) {
      const s = session(sessionId);
      if (s.status !== 'open')
        throw new StripeFault(400, `This Checkout Session is ${s.status}; only an open session can be paid.`);
      const request = checkoutRequests.get(sessionId) as CheckoutRequest;
      const email = s.customer_email ?? options.email ?? 'shopper@example.com';
      const chargeId = stripeId('ch_3');
      const intent = newPaymentIntent(s, request, options.method ?? 'card', chargeId);
      paymentIntents.set(intent.id, intent);
      charges.set(chargeId, newCharge(chargeId, intent, email));
      if (options.method !== 'us_bank_account') capture(intent);
      Object.assign(s, {
        status: 'complete',
        payment_status: intent.status === 'succeeded' ? 'paid' : 'unpaid',
        payment_intent: intent.id,
        customer_details: customerDetails(email),
        url: null,
      });
      emit('checkout.session.completed', s, NO_REQUEST);
      return s;
    },

    asyncSucceed(sessionId: string) {
      const { s, intent } = awaitingBank(sessionId);
      capture(intent);
      s.payment_status = 'paid';
      emit('checkout.session.async_payment_succeeded', s, NO_REQUEST);
      return s;
    },

    asyncFail(sessionId: string) {
      const { s, intent } = awaitingBank(sessionId);
      intent.status = 'requires_payment_method';
      Object.assign(chargeOf(intent), {
        status: 'failed',
        failure_code: 'insufficient_funds',
        failure_message: 'The bank account has insufficient funds.',
      });
      emit('checkout.session.async_payment_failed', s, NO_REQUEST);
      return s;
    },

    expire(sessionId: string, origin: Origin = NO_REQUEST) {
      const s = session(sessionId);
      if (s.status !== 'open') {
        throw new StripeFault(
          400,
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${s.status}".`,
        );
      }
      Object.assign(s, { status: 'expired', url: null });
      emit('checkout.session.expired', s, origin);
      return s;
    },

    refund(request: RefundRequest, origin: Origin = NO_REQUEST) {
      const charge = chargeToRefund(request);
      const left = charge.amount - charge.amount_refunded;
      if (left === 0)
        throw new StripeFault(400, `Charge ${charge.id} has already been refunded.`, {
          code: 'charge_already_refunded',
        });
      const amount = request.amount ?? left;
      if (amount > left) {
        const what = charge.amount_refunded === 0 ? 'charge amount' : 'unrefunded amount on charge';
        throw new StripeFault(
          400,
          `Refund amount (${formatMoney(amount, charge.currency)}) is greater than ${what} (${formatMoney(left, charge.currency)})`,
          { code: 'amount_too_large', param: 'amount' },
        );
      }
      const refund = newRefund(charge, amount, request.metadata ?? {}, request.reason ?? null);
      refunds.set(refund.id, refund);
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      emit('charge.refunded', charge, origin);
      return refund;
    },
  };

  function chargeToRefund({ paymentIntent, charge }: RefundRequest): Stripe.Charge {
    if (charge) {
      const found = charges.get(charge) ?? fail(noSuch('charge', charge, 'charge'));
      if (found.status !== 'succeeded')
        throw invalidParam(
          'charge',
          `Charge ${charge} has not succeeded and cannot be refunded.`,
          'charge_not_refundable',
        );
      return found;
    }
    if (!paymentIntent)
      throw new StripeFault(
        400,
        'One of the following params should be provided for this request: payment_intent or charge.',
        { code: 'parameter_missing' },
      );
    const intent = paymentIntents.get(paymentIntent) ?? fail(noSuch('payment_intent', paymentIntent, 'payment_intent'));
    if (intent.status !== 'succeeded') {
      throw invalidParam(
        'payment_intent',
        `This PaymentIntent (${paymentIntent}) does not have a successful charge to refund.`,
        'charge_not_refundable',
      );
    }
    return chargeOf(intent);
  }
}

export type Ledger = ReturnType<typeof createLedger>;

function fail(error: Error): never {
  throw error;
}
