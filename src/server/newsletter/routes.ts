import { NewsletterRequestSchema, NewsletterResponseSchema } from '../../shared/schemas/newsletter';
import type { DomainRoutes } from '../http/types';
import { RATE_LIMITS } from '../http/rate-limits';
import { subscribe } from './service';

export const newsletterRoutes: DomainRoutes = async (app, { database }) => {
  app.post(
    '/',
    {
      config: { rateLimit: RATE_LIMITS.newsletter },
      schema: { body: NewsletterRequestSchema, response: { 201: NewsletterResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await subscribe(database.db, request.body.email)),
  );
};
