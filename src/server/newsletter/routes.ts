import { NewsletterRequestSchema, NewsletterResponseSchema } from '../../shared/schemas/newsletter';
import type { DomainRoutes } from '../http/types';
import { subscribe } from './service';

export const newsletterRoutes: DomainRoutes = async (app, { database }) => {
  app.post(
    '/',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: NewsletterRequestSchema, response: { 201: NewsletterResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await subscribe(database.db, request.body.email)),
  );
};
