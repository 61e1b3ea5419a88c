import { ApiErrorSchema } from '../../shared/schemas/errors';
import { PromoCheckRequestSchema, PromoCheckResponseSchema } from '../../shared/schemas/promotions';
import type { DomainRoutes } from '../http/types';
import { RATE_LIMITS } from '../http/rate-limits';
import { checkPromotion } from './service';

/** POST /api/promotions/check: the cart's promo box asks before it applies a code. */
export const promotionRoutes: DomainRoutes = async (app, { database }) => {
  // Every answer, the refusals too, is about one shopper's attempt: never kept by a cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.post(
    '/check',
    {
      config: { rateLimit: RATE_LIMITS.promoCheck },
      schema: {
        body: PromoCheckRequestSchema,
        response: { 200: PromoCheckResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => checkPromotion(database.db, request.body.code),
  );
};
