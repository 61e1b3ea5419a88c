// Stripe Checkout, through the official SDK: a hosted payment page for the order's total (or
// the gift card's amount) in integer cents, found again by the order number
// (client_reference_id) and the store's ids and payment token (metadata). No Stripe script
// runs on the store's pages: the shopper goes to Stripe and comes back to the store.
import Stripe from 'stripe';
import { PaymentProviderError, type PaymentProvider, type ProviderSession } from '../ports/payment-provider';

export interface StripeOptions {
  secretKey: string;
  /** A Stripe-compatible server instead of api.stripe.com (a test double). */
  apiUrl?: URL | undefined;
  /** PUBLIC_URL: where Stripe sends the shopper back. */
  publicUrl: string;
  /** How long one API call may take before it is given up (and retried by the SDK). */
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

/**
 * Stripe takes expires_at only 30 minutes or more after the session is created: a few seconds are added for the trip.
 */
const MIN_SESSION_LIFETIME_S = 30 * 60 + 15;

export function createStripeClient(
  options: Pick<StripeOptions, 'secretKey' | 'apiUrl' | 'timeoutMs' | 'maxNetworkRetries'>,
): Stripe {
  const api = options.apiUrl;
  return new Stripe(options.secretKey, {
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
    timeout: options.timeoutMs ?? 10_000,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    appInfo: { name: 'TJ Fashion store' },
  });
}

const paymentIntentId = (intent: string | Stripe.PaymentIntent | null): string | null =>
  typeof intent === 'string' ? intent : (intent?.id ?? null);

export function createStripeProvider(options: StripeOptions): PaymentProvider & { client: Stripe } {
  const stripe = createStripeClient(options);
  const live = /^(sk|rk)_live_/.test(options.secretKey);

  async function asSession(session: Stripe.Checkout.Session): Promise<ProviderSession> {
    const base = {
      amountCents: session.amount_total ?? 0,
      currency: session.currency ?? 'usd',
      paymentReference: paymentIntentId(session.payment_intent),
    };
    if (session.status === 'expired') return { ...base, status: 'expired' };
    if (session.status !== 'complete') return { ...base, status: 'open' };
    if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
      return { ...base, status: 'paid' };
    // Complete but unpaid: a bank debit still settling, or one that failed.
    const intentId = base.paymentReference;
    if (!intentId) return { ...base, status: 'open' };
    const intent = await stripe.paymentIntents.retrieve(intentId);
    if (intent.status === 'succeeded') return { ...base, status: 'paid' };
    return { ...base, status: intent.status === 'processing' ? 'open' : 'failed' };
  }

  const call = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw new PaymentProviderError(`Stripe could not ${what}: ${(error as Error).message}`, { cause: error });
    }
  };

  return {
    name: 'stripe',
    info: { provider: 'stripe', mode: live ? 'live' : 'test' },
    client: stripe,

    async createSession(s) {
      const expiresAt = Math.max(
        Math.ceil(s.expiresAt.getTime() / 1000),
        Math.ceil(Date.now() / 1000) + MIN_SESSION_LIFETIME_S,
      );
      const back = (path: string) => `${options.publicUrl}${path}`;
      const session = await call('open a payment page', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: { currency: s.currency, unit_amount: s.amountCents, product_data: { name: s.description } },
              },
            ],
            client_reference_id: s.reference,
            customer_email: s.email,
            metadata: { ...s.metadata, payment_token: s.token },
            payment_intent_data: { metadata: { ...s.metadata, reference: s.reference } },
            expires_at: expiresAt,
            success_url: back(s.returnPath),
            cancel_url: back(s.cancelPath),
          },
          { idempotencyKey: s.idempotencyKey },
        ),
      );
      if (!session.url) throw new PaymentProviderError(`Stripe opened session ${session.id} without a payment page`);
      return { sessionId: session.id, url: session.url };
    },

    async retrieveSession(sessionId) {
      return call('read a payment', async () => asSession(await stripe.checkout.sessions.retrieve(sessionId)));
    },

    async refund({ paymentReference, amountCents, idempotencyKey }) {
      const refund = await call('refund a payment', () =>
        stripe.refunds.create({ payment_intent: paymentReference, amount: amountCents }, { idempotencyKey }),
      );
      return { refundId: refund.id };
    },

    async expireSession(sessionId) {
      return call('end a payment page', async () => {
        try {
          return await asSession(await stripe.checkout.sessions.expire(sessionId));
        } catch (error) {
          // Already complete or expired: it says how it ended.
          if (error instanceof Stripe.errors.StripeInvalidRequestError)
            return asSession(await stripe.checkout.sessions.retrieve(sessionId));
          throw error;
        }
      });
    },
  };
}
