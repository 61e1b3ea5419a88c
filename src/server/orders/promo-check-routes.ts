import { ApiErrorSchema } from '../../shared/schemas/errors';
import { PromoCheckRequestSchema, PromoCheckResponseSchema } from '../../shared/schemas/promotions';
import { signedInCustomerId } from '../accounts/guard';
import type { DomainRoutes } from '../http/types';
import { RATE_LIMITS } from '../http/rate-limits';
import { checkPromotion } from './preview';

/**
 * POST /api/promotions/check: the promo box asks before it applies a code, and the cart and
 * checkout send their cart to show what the order will cost. The orders module answers, as the
 * preview prices the cart's lines exactly as placing the order does.
 */
export const promotionCheckRoutes: DomainRoutes = async (app, deps) => {
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
        response: {
          200: PromoCheckResponseSchema,
          400: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => checkPromotion(deps.database.db, request.body, await signedInCustomerId(deps, request)),
  );
};
