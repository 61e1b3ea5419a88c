import { z } from 'zod';
import { IdempotencyKeySchema, PlaceOrderResponseSchema, PlaceOrderSchema } from '../../shared/schemas/orders';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import type { DomainRoutes } from '../http/types';
import { HttpError } from '../http/errors';
import { RATE_LIMITS } from '../http/rate-limits';
import { orderPaymentPage, paymentDepsOf, startCheckout } from '../payments/service';
import { signedInCustomerId } from '../accounts/guard';
import { deliverConfirmation, placeOrder } from './service';

export const PAYMENT_ENDED = 'This order was released because its payment did not go through. Please place it again.';

/**
 * POST /api/orders: the embedded checkout places an order (Idempotency-Key per attempt) and,
 * when something is left to pay, answers where its payment page is.
 */
export const orderRoutes: DomainRoutes = async (app, deps) => {
  const { database, mailer, config, payments } = deps;
  const paymentDeps = paymentDepsOf(app, deps);

  app.post(
    '/',
    {
      config: { rateLimit: RATE_LIMITS.placeOrder },
      schema: {
        headers: z.object({ 'idempotency-key': IdempotencyKeySchema }),
        body: PlaceOrderSchema,
        response: {
          200: PlaceOrderResponseSchema,
          201: PlaceOrderResponseSchema,
          400: ApiErrorSchema,
          409: ApiErrorSchema,
          422: ApiErrorSchema,
          429: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { order, replayed, confirmationId, payment } = await placeOrder(database, request.body, request.headers['idempotency-key'], {
        mailer,
        publicUrl: config.publicUrl,
        paymentProvider: payments.name,
        customerId: await signedInCustomerId(deps, request),
      });
      // Stock moved: cached catalogue answers are stale.
      if (!replayed) app.catalogEvents.changed();
      let paymentUrl: string | null = null;
      if (payment) {
        // A replay of an attempt whose payment has ended cannot be paid again.
        if (payment.status !== 'open' && payment.status !== 'paid') throw new HttpError(409, PAYMENT_ENDED);
        paymentUrl = payment.status === 'open' ? await startCheckout(paymentDeps, payment, orderPaymentPage(order, payment.token)) : null;
      }
      // A replay delivers the confirmation too, when the first attempt stopped after its commit.
      const emailSent = await deliverConfirmation(mailer, confirmationId);
      const paymentToken = paymentUrl ? payment!.token : null;
      return reply.code(replayed ? 200 : 201).send({ order, emailSent, paymentUrl, paymentToken });
    },
  );
};
