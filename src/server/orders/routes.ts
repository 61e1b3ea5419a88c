import { z } from 'zod';
import { IdempotencyKeySchema, PlaceOrderResponseSchema, PlaceOrderSchema } from '../../shared/schemas/orders';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import type { DomainRoutes } from '../http/types';
import { RATE_LIMITS } from '../http/rate-limits';
import { deliverConfirmation, placeOrder } from './service';

/** POST /api/orders: the embedded checkout places an order (Idempotency-Key per attempt). */
export const orderRoutes: DomainRoutes = async (app, { database, mailer, config }) => {
  app.post(
    '/',
    {
      config: { rateLimit: RATE_LIMITS.placeOrder },
      schema: {
        headers: z.object({ 'idempotency-key': IdempotencyKeySchema }),
        body: PlaceOrderSchema,
        response: { 200: PlaceOrderResponseSchema, 201: PlaceOrderResponseSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, 422: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { order, replayed, confirmationId } = await placeOrder(database, request.body, request.headers['idempotency-key'], {
        mailer,
        publicUrl: config.publicUrl,
      });
      // Stock moved: cached catalogue answers are stale.
      if (!replayed) app.catalogEvents.changed();
      // A replay delivers the confirmation too, when the first attempt stopped after its commit.
      const emailSent = await deliverConfirmation(mailer, confirmationId);
      return reply.code(replayed ? 200 : 201).send({ order, emailSent });
    },
  );
};
