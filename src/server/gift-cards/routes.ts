import { ApiErrorSchema } from '../../shared/schemas/errors';
import {
  CreateGiftCardResponseSchema,
  GiftCardBalanceParamsSchema,
  GiftCardBalanceSchema,
  GiftCardRequestSchema,
} from '../../shared/schemas/gift-cards';
import type { DomainRoutes } from '../http/types';
import { RATE_LIMITS } from '../http/rate-limits';
import { createGiftCard, getGiftCardBalance } from './service';

export const giftCardRoutes: DomainRoutes = async (app, deps) => {
  app.post(
    '/',
    {
      config: { rateLimit: RATE_LIMITS.giftCardPurchase },
      schema: { body: GiftCardRequestSchema, response: { 201: CreateGiftCardResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await createGiftCard(deps, request.body)),
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
