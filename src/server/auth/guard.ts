// The server-side gate for staff-only routes (DECISIONS "Staff": every /api/admin/* call
// without a valid session answers 401).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminUser } from '../../shared/schemas/auth';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { ACCOUNT_DEACTIVATED } from './service';
import { SIGNED_IN_COOKIE } from '../../shared/signed-in-cookie';
import { checkSession, clearSessionCookie, SESSION_COOKIE } from './sessions';

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
    const token = request.cookies[SESSION_COOKIE];
    const check = await checkSession(database.db, token, config.session);
    if (check.kind === 'valid') {
      request.admin = check.user;
      return;
    }
    if (token || request.cookies[SIGNED_IN_COOKIE]) clearSessionCookie(reply, config.session);
    throw check.kind === 'deactivated'
      ? new HttpError(403, ACCOUNT_DEACTIVATED)
      : new HttpError(401, 'Authentication required');
  };
}
