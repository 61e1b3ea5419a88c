// The server-side gate for staff-only routes: every /api/admin/* call without a valid session
// answers 401, whatever the client shows.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffMember } from '../../shared/schemas/staff-auth';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { ACCOUNT_DEACTIVATED } from './service';
import { checkStaffSession, clearRefusedStaffSession, clientOf, STAFF_SESSION_COOKIE } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member; set by requireStaff. */
    staff?: StaffMember;
  }
}

/**
 * A hook that admits only a valid staff session and sets request.staff. Register it as
 * onRequest (so 401 comes before any validation message) or preHandler:
 * `app.addHook('onRequest', requireStaff(deps))`.
 */
export function requireStaff({ database, config }: Pick<AppDeps, 'database' | 'config'>) {
  return async function requireStaffSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const check = await checkStaffSession(
      database.db,
      request.cookies[STAFF_SESSION_COOKIE],
      config.session,
      new Date(),
      clientOf(request),
    );
    if (check.kind === 'valid') {
      request.staff = check.staff;
      return;
    }
    clearRefusedStaffSession(request, reply, config.session);
    throw check.kind === 'deactivated'
      ? new HttpError(403, ACCOUNT_DEACTIVATED)
      : new HttpError(401, 'Authentication required');
  };
}
