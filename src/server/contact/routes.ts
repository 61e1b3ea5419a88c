import { ChatRequestSchema, ContactRequestSchema, ContactResponseSchema } from '../../shared/schemas/contact';
import type { DomainRoutes } from '../http/types';
import { RATE_LIMITS } from '../http/rate-limits';
import { sendChatMessage, sendContactMessage } from './service';

export const contactRoutes: DomainRoutes = async (app, deps) => {
  app.post(
    '/',
    {
      config: { rateLimit: RATE_LIMITS.contact },
      schema: { body: ContactRequestSchema, response: { 201: ContactResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await sendContactMessage(deps, request.body)),
  );

  app.post(
    '/chat',
    {
      config: { rateLimit: RATE_LIMITS.chat },
      schema: { body: ChatRequestSchema, response: { 201: ContactResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await sendChatMessage(deps, request.body)),
  );
};
