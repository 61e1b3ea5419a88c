import { z } from 'zod';
import { IdempotencyKeySchema, PlaceOrderResponseSchema, PlaceOrderSchema } from '../../shared/schemas/orders';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import type { DomainRoutes } from '../http/types';
import { RATE_LIMITS } from '../http/rate-limits';
import { paymentDepsOf } from '../payments/service';
import { signedInCustomerId } from '../accounts/guard';
import { buyerKeyHashFor } from '../payments/buyer';
import { checkoutOrder } from './service';
import { limitedAddress } from './limits';

/**
 * POST /api/orders: the embedded checkout places an order (Idempotency-Key per attempt) and,
 * when something is left to pay, answers where its payment page is.
 */
export const orderRoutes: DomainRoutes = async (app, deps) => {
  const { database } = deps;
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
      const shopper = {
        customerId: await signedInCustomerId(deps, request),
        placedFrom: limitedAddress(request.ip),
        addressExempt: deps.config.rateLimitExemptIps.includes(request.ip),
        buyerKeyHash: buyerKeyHashFor(request, reply, deps.config.customerSession.cookieSecure),
      };
      const { replayed, answer } = await checkoutOrder(
        paymentDeps,
        database,
        request.body,
        request.headers['idempotency-key'],
        shopper,
      );
      return reply.code(replayed ? 200 : 201).send(answer);
    },
  );
};
