import {
  AuthMessageSchema,
  InvitationAcceptSchema,
  InvitationInfoSchema,
  InvitationLookupSchema,
  LoginBodySchema,
  StaffMemberSchema,
} from '../../shared/schemas/staff-auth';
import { acceptInvitation, lookUpInvitation } from './invitations';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import type { DomainRoutes } from '../http/types';
import { HttpError } from '../http/errors';
import { RATE_LIMITS } from '../http/rate-limits';
import { login } from './service';
import { resetRoutes } from './reset-routes';
import { guardAddress } from '../auth/guard';
import {
  checkStaffSession,
  clearRefusedStaffSession,
  clearStaffSessionCookie,
  clientOf,
  endStaffSession,
  STAFF_SESSION_COOKIE,
  setStaffSessionCookie,
} from './sessions';

/** Requests per address, before the body is read; wrong passwords are slowed by throttle.ts. */
export const LOGIN_LIMITS = RATE_LIMITS.login;

export const staffAuthRoutes: DomainRoutes = async (app, deps) => {
  const { database, config } = deps;
  const db = database.db;
  const policy = config.session;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const exempt = new Set(config.rateLimitExemptIps);
  const throttledAddress = (ip: string) => (exempt.has(ip) ? null : guardAddress(ip));

  app.post(
    '/login',
    {
      config: { rateLimit: LOGIN_LIMITS.perAddress },
      schema: {
        body: LoginBodySchema,
        // 503: REDIS_URL is set and Redis is unreachable, so the per-address limit cannot be checked
        // (http/rate-limits.ts).
        response: {
          200: StaffMemberSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          429: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { staff, token } = await login(
        db,
        request.body,
        policy,
        request.cookies[STAFF_SESSION_COOKIE],
        throttledAddress(request.ip),
        new Date(),
        clientOf(request),
      );
      setStaffSessionCookie(reply, token, policy);
      return staff;
    },
  );

  app.post('/logout', { schema: { response: { 200: AuthMessageSchema } } }, async (request, reply) => {
    await endStaffSession(db, request.cookies[STAFF_SESSION_COOKIE]);
    clearStaffSessionCookie(reply, policy);
    return { message: 'Signed out' };
  });

  app.get('/me', { schema: { response: { 200: StaffMemberSchema, 401: ApiErrorSchema } } }, async (request, reply) => {
    const check = await checkStaffSession(
      db,
      request.cookies[STAFF_SESSION_COOKIE],
      policy,
      new Date(),
      clientOf(request),
    );
    if (check.kind === 'valid') return check.staff;
    clearRefusedStaffSession(request, reply, policy);
    throw new HttpError(401, 'Not signed in');
  });

  // An emailed invitation: the page asks whom it invites, then sets up the account and signs it in.
  const invitationErrors = {
    400: ApiErrorSchema,
    404: ApiErrorSchema,
    409: ApiErrorSchema,
    429: ApiErrorSchema,
    503: ApiErrorSchema,
  };
  app.post(
    '/invitation',
    {
      config: { rateLimit: LOGIN_LIMITS.perAddress },
      schema: { body: InvitationLookupSchema, response: { 200: InvitationInfoSchema, ...invitationErrors } },
    },
    async (request) => lookUpInvitation(db, request.body.token),
  );

  app.post(
    '/invitation/accept',
    {
      config: { rateLimit: LOGIN_LIMITS.perAddress },
      schema: { body: InvitationAcceptSchema, response: { 200: StaffMemberSchema, ...invitationErrors } },
    },
    async (request, reply) => {
      await endStaffSession(db, request.cookies[STAFF_SESSION_COOKIE]);
      const { staff, token } = await acceptInvitation(db, request.body, policy, clientOf(request));
      setStaffSessionCookie(reply, token, policy);
      return staff;
    },
  );

  await resetRoutes(app, deps);
};
