// Who is acting and from where, for the activity log, without threading it through every
// function between a route and the transaction that records the change. Each request runs its
// handler inside a context holding the request; recordAudit reads the signed-in staff member
// and the address from it at the moment it writes. Outside a request (the command line, a
// job, a test calling a service) there is no one: the row says so.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

export interface AuditActor {
  id: number;
  username: string;
  email: string;
  role: string;
}

const requests = new AsyncLocalStorage<FastifyRequest>();

/**
 * Runs every route's handler inside its request's context. A preHandler hook: by then the
 * session has been read (request.staff) and the body parsed, whose stream events would
 * otherwise run outside the context.
 */
export function provideAuditContext(app: FastifyInstance): void {
  app.addHook('preHandler', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    requests.run(request, done);
  });
}

export const actorOf = (staff: AuditActor): AuditActor => ({
  id: staff.id,
  username: staff.username,
  email: staff.email,
  role: staff.role,
});

/** The staff member of the request being answered, and its address; nulls outside a request. */
export function currentActor(): { actor: AuditActor | null; address: string | null } {
  const request = requests.getStore();
  return { actor: request?.staff ? actorOf(request.staff) : null, address: request?.ip ?? null };
}
