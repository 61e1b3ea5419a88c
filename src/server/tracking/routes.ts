import { normalizeIP } from '@fastify/rate-limit';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import {
  TrackingEmailQuerySchema,
  TrackingPathSchema,
  TrackingRequestSchema,
  TrackingResponseSchema,
} from '../../shared/schemas/tracking';
import type { DomainRoutes } from '../http/types';
import { RATE_LIMITS } from '../http/rate-limits';
import { trackOrder } from './service';

export const trackingRoutes: DomainRoutes = async (app, { database }) => {
  // An order's tracking page shows an address: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // One limiter for both forms of the lookup, so each address has one budget of guesses; its
  // keys have a name of their own (http/rate-limit-redis.ts).
  const onRequest = app.rateLimit({
    ...RATE_LIMITS.trackingLookup,
    keyGenerator: (request) => `tracking:${normalizeIP(request.ip)}`,
  });
  // 429 listed here: documentCommonErrors only sees limits set in a route's config.
  const response = { 200: TrackingResponseSchema, 404: ApiErrorSchema, 429: ApiErrorSchema };

  app.get(
    '/track/:trackingNumber',
    { onRequest, schema: { params: TrackingPathSchema, querystring: TrackingEmailQuerySchema, response } },
    async (request) => trackOrder(database.db, request.params.trackingNumber, request.query.email),
  );
  app.get('/track', { onRequest, schema: { querystring: TrackingRequestSchema, response } }, async (request) =>
    trackOrder(database.db, request.query.trackingNumber, request.query.email),
  );
};
