import { ChatRequestSchema, ContactRequestSchema, ContactResponseSchema } from '../../shared/schemas/contact';
import type { DomainRoutes } from '../http/types';
import { sendChatMessage, sendContactMessage } from './service';

export const contactRoutes: DomainRoutes = async (app, deps) => {
  app.post(
    '/',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: { body: ContactRequestSchema, response: { 201: ContactResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await sendContactMessage(deps, request.body)),
  );

  app.post(
    '/chat',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: ChatRequestSchema, response: { 201: ContactResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await sendChatMessage(deps, request.body)),
  );
};
