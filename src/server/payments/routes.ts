// /api/payments: which provider takes the money, a payment as its pages show it, the
// shopper's Cancel, and the demo page's Pay and Decline. The token in the path is the only
// handle on a payment: 32 random characters, given to the shopper who placed the order. What
// the payment is for (names, addresses, items, a gift card's code) is shown only to the
// browser that made it or the signed-in shopper it belongs to (buyer.ts).
import { z } from 'zod';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import { PaymentProviderInfoSchema, PaymentTokenSchema, PaymentViewSchema } from '../../shared/schemas/payments';
import type Stripe from 'stripe';
import { HttpError, notFound } from '../http/errors';
import type { DomainRoutes } from '../http/types';
import type { DemoProvider } from './demo-provider';
import type { PaymentProvider } from '../ports/payment-provider';
import { applyStripeEvent } from './stripe-webhook';
import { cancelPayment, findPayment, paymentDepsOf, syncPayment, toPaymentView } from './service';
import type { FastifyRequest } from 'fastify';
import { signedInCustomerId } from '../accounts/guard';
import { isBuyerBrowser } from './buyer';
import { handlerOf } from './handlers';
import type { PaymentRow } from './queries';

const TokenParams = z.object({ token: PaymentTokenSchema });
const EmptyBody = z.object({}).optional();
const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 503: ApiErrorSchema } as const;

export const paymentRoutes: DomainRoutes = async (app, deps) => {
  const { payments: provider } = deps;
  const paymentDeps = paymentDepsOf(app, deps);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/provider', { schema: { response: { 200: PaymentProviderInfoSchema } } }, async () => provider.info);

  // The return page asks here: a payment still open is checked with the provider first, so
  // the shopper's return settles it even before (or without) the provider's webhook.
  /** The payment as this request's reader may see it (payments/buyer.ts). */
  const viewFor = async (request: FastifyRequest, payment: PaymentRow) => {
    let readable = isBuyerBrowser(request, payment);
    if (!readable) {
      const customerId = await signedInCustomerId(deps, request);
      const { handler, id } = handlerOf(paymentDeps.handlers, payment);
      readable = customerId !== null && (await handler.belongsTo(paymentDeps.db, id, customerId));
    }
    return toPaymentView(paymentDeps, payment, readable);
  };

  app.get(
    '/:token',
    { schema: { params: TokenParams, response: { 200: PaymentViewSchema, ...errors } } },
    async (request) => {
      const payment = await syncPayment(paymentDeps, await findPayment(paymentDeps, request.params.token));
      return viewFor(request, payment);
    },
  );

  app.post(
    '/:token/cancel',
    { schema: { params: TokenParams, body: EmptyBody, response: { 200: PaymentViewSchema, ...errors } } },
    async (request) => {
      const payment = await cancelPayment(paymentDeps, await findPayment(paymentDeps, request.params.token));
      return viewFor(request, payment);
    },
  );

  const demoChoice =
    (outcome: 'paid' | 'declined') => async (request: FastifyRequest<{ Params: { token: string } }>) => {
      const payment = await findPayment(paymentDeps, request.params.token);
      if (provider.name !== 'demo' || payment.provider !== 'demo' || !payment.providerSessionId)
        throw notFound('Payment not found');
      // A page that has closed (expired, or already answered) keeps its first outcome.
      await (provider as DemoProvider).complete(payment.providerSessionId, outcome);
      return viewFor(request, await syncPayment(paymentDeps, payment));
    };
  const demo = { schema: { params: TokenParams, body: EmptyBody, response: { 200: PaymentViewSchema, ...errors } } };
  app.post('/demo/:token/pay', demo, demoChoice('paid'));
  app.post('/demo/:token/decline', demo, demoChoice('declined'));

  // Stripe signs the exact bytes it sends, so this one route keeps its body unparsed.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    webhook.post('/stripe/webhook', { schema: { hide: true } }, async (request, reply) => {
      const stripe = deps.config.stripe;
      if (provider.name !== 'stripe' || !stripe || !isStripeProvider(provider))
        throw notFound('Stripe is not configured');
      let event: Stripe.Event;
      try {
        event = provider.client.webhooks.constructEvent(
          request.body as Buffer,
          String(request.headers['stripe-signature'] ?? ''),
          stripe.webhookSecret,
        );
      } catch {
        throw new HttpError(400, 'The webhook signature does not verify');
      }
      const result = await applyStripeEvent(paymentDeps, event);
      if (result === 'unknown-payment')
        return reply.code(404).send({ message: 'No payment for this event yet; send it again later' });
      return { received: true, result };
    });
  });
};

/** Stripe's events are a few kilobytes; a Checkout Session with its line items stays well under this. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

const isStripeProvider = (provider: PaymentProvider): provider is PaymentProvider & { client: Stripe } =>
  'client' in provider;
