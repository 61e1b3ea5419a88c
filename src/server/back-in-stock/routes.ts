import { BackInStockRequestSchema, BackInStockResponseSchema } from '../../shared/schemas/back-in-stock';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import { parseVariantGid } from '../../shared/catalog/gid';
import { RATE_LIMITS } from '../http/rate-limits';
import type { DomainRoutes } from '../http/types';
import { askToBeTold } from './requests';

export const backInStockRoutes: DomainRoutes = async (app, { database }) => {
  app.post(
    '/',
    {
      config: { rateLimit: RATE_LIMITS.backInStock },
      schema: {
        body: BackInStockRequestSchema,
        // 404: no such variant on sale; 409: it is in stock, to be bought rather than waited for.
        response: { 201: BackInStockResponseSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await askToBeTold(database.db, parseVariantGid(request.body.variantId)!, request.body.email)),
  );
};
