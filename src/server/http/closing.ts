// While the process drains for exit (main.ts calls app.close()), a request that still arrives
// on an open keep-alive connection is refused at once so the client retries, against another
// process behind the load balancer or this one restarted. Fastify's own refusal had neither
// Retry-After nor the store's error shape, so it is turned off (return503OnClosing) for this.
import type { FastifyInstance } from 'fastify';
import type { ApiError } from '../../shared/schemas/errors';

/** About how long a restart takes: the database opened and checked, the port listening. */
export const CLOSING_RETRY_AFTER_SECONDS = 5;

export function refuseRequestsWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply
      .code(503)
      .header('retry-after', String(CLOSING_RETRY_AFTER_SECONDS))
      .header('connection', 'close')
      .send({ message: 'The store is restarting. Please try again in a moment.' } satisfies ApiError);
  });
}
