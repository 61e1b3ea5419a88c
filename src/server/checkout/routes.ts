import { CheckoutRequestSchema, CheckoutResponseSchema } from '../../shared/schemas/checkout';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import type { DomainRoutes } from '../http/types';
import { RATE_LIMITS } from '../http/rate-limits';
import { checkoutFor } from './service';

export const checkoutRoutes: DomainRoutes = async (app, { config }) => {
  const startCheckout = checkoutFor(config, app.log);

  app.post(
    '/checkout',
    {
      config: { rateLimit: RATE_LIMITS.hostedCheckout },
      schema: {
        body: CheckoutRequestSchema,
        response: { 200: CheckoutResponseSchema, 400: ApiErrorSchema, 502: ApiErrorSchema },
      },
    },
    async (request) => startCheckout(request.body.items),
  );
};
