// The server-side gate for staff-only routes: every /api/admin/* call without a valid session
// answers 401, whatever the client shows.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminUser } from '../../shared/schemas/auth';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { ACCOUNT_DEACTIVATED } from './service';
import { checkSession, clearRefusedSession, SESSION_COOKIE } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member; set by requireAdmin. */
    admin?: AdminUser;
  }
}

/**
 * A hook that admits only a valid staff session and sets request.admin. Register it as
 * onRequest (so 401 comes before any validation message) or preHandler:
 * `app.addHook('onRequest', requireAdmin(deps))`.
 */
export function requireAdmin({ database, config }: Pick<AppDeps, 'database' | 'config'>) {
  return async function requireAdminSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const check = await checkSession(database.db, request.cookies[SESSION_COOKIE], config.session);
    if (check.kind === 'valid') {
      request.admin = check.user;
      return;
    }
    clearRefusedSession(request, reply, config.session);
    throw check.kind === 'deactivated'
      ? new HttpError(403, ACCOUNT_DEACTIVATED)
      : new HttpError(401, 'Authentication required');
  };
}
