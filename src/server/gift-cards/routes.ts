import { ApiErrorSchema } from '../../shared/schemas/errors';
import {
  CreateGiftCardResponseSchema,
  GiftCardBalanceParamsSchema,
  GiftCardBalanceSchema,
  GiftCardRequestSchema,
  type GiftCardInput,
} from '../../shared/schemas/gift-cards';
import { HttpError } from '../http/errors';
import type { DomainRoutes } from '../http/types';
import { RATE_LIMITS } from '../http/rate-limits';
import { paymentDepsOf } from '../payments/service';
import { buyGiftCard, getGiftCardBalance } from './service';
import { buyerKeyHashFor } from '../payments/buyer';

export const giftCardRoutes: DomainRoutes = async (app, deps) => {
  const paymentDeps = paymentDepsOf(app, deps);
  const limitRecipient = app.createRateLimit({
    ...RATE_LIMITS.giftCardRecipient,
    // After validation: the address is trimmed and lowercased. Named keys: http/rate-limit-redis.ts.
    keyGenerator: (request) => `gift-card-recipient:${(request.body as GiftCardInput).recipientEmail}`,
  });

  app.post(
    '/',
    {
      config: { rateLimit: RATE_LIMITS.giftCardPurchase },
      schema: { body: GiftCardRequestSchema, response: { 201: CreateGiftCardResponseSchema, 503: ApiErrorSchema } },
      preHandler: async (request, reply) => {
        const limit = await limitRecipient(request);
        if (!limit.isAllowed && limit.isExceeded) {
          const minutes = Math.max(1, Math.ceil(limit.ttlInSeconds / 60));
          reply.header('retry-after', limit.ttlInSeconds);
          throw new HttpError(
            429,
            `Too many gift cards for this recipient. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          );
        }
      },
    },
    async (request, reply) => {
      const buyerKeyHash = buyerKeyHashFor(request, reply, deps.config.customerSession.cookieSecure);
      return reply.code(201).send(await buyGiftCard(paymentDeps, deps.payments.name, request.body, buyerKeyHash));
    },
  );

  app.get(
    '/:code/balance',
    {
      config: { rateLimit: RATE_LIMITS.giftCardBalance },
      schema: { params: GiftCardBalanceParamsSchema, response: { 200: GiftCardBalanceSchema, 404: ApiErrorSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getGiftCardBalance(deps.database.db, request.params.code);
    },
  );
};
