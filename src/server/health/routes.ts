import { z } from 'zod';
import type { DomainRoutes } from '../http/types';

/** /healthz tells the truth: 503 while the database does not answer. */
export const healthRoutes: DomainRoutes = async (app, { database }) => {
  app.get(
    '/healthz',
    {
      schema: {
        hide: true,
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('up') }),
          503: z.object({ status: z.literal('unavailable'), database: z.literal('down') }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await database.ping())
        ? { status: 'ok' as const, database: 'up' as const }
        : reply.code(503).send({ status: 'unavailable' as const, database: 'down' as const });
    },
  );
};
