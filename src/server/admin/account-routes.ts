// The signed-in staff member's own account, for every role: change the password (the other
// sessions end), see their sessions and end any of them.
import { AdminIdParamsSchema } from '../../shared/schemas/admin';
import { StaffSessionListSchema } from '../../shared/schemas/staff-account';
import { AuthMessageSchema, PasswordChangeSchema } from '../../shared/schemas/staff-auth';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import type { DomainRoutes } from '../http/types';
import { changeOwnPassword } from '../staff-auth/password-change';
import { endOwnSession, listOwnSessions } from '../staff-auth/session-list';
import { STAFF_SESSION_COOKIE } from '../staff-auth/sessions';
import { guardAddress } from '../auth/guard';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  429: ApiErrorSchema,
};

export const adminAccountRoutes: DomainRoutes = async (app, deps) => {
  const db = deps.database.db;
  const exempt = new Set(deps.config.rateLimitExemptIps);
  const throttledAddress = (ip: string) => (exempt.has(ip) ? null : guardAddress(ip));

  app.post(
    '/account/password',
    { schema: { body: PasswordChangeSchema, response: { 200: AuthMessageSchema, ...errors } } },
    async (request) => {
      const { sessionsEnded } = await changeOwnPassword(
        db,
        request.staff!.id,
        request.cookies[STAFF_SESSION_COOKIE]!,
        request.body,
        throttledAddress(request.ip),
      );
      return {
        message:
          sessionsEnded > 0
            ? `Password changed. ${sessionsEnded} other session${sessionsEnded === 1 ? '' : 's'} ended.`
            : 'Password changed.',
      };
    },
  );

  app.get('/account/sessions', { schema: { response: { 200: StaffSessionListSchema, ...errors } } }, async (request) =>
    listOwnSessions(db, request.staff!.id, request.cookies[STAFF_SESSION_COOKIE]),
  );

  // Only the staff member's own: another's session answers 404, as one that is gone does.
  app.post(
    '/account/sessions/:id/end',
    { schema: { params: AdminIdParamsSchema, response: { 200: AuthMessageSchema, ...errors } } },
    async (request) => {
      await endOwnSession(db, request.staff!, request.params.id);
      return { message: 'Session ended' };
    },
  );
};
