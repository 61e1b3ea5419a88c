import { AdminUserSchema, AuthMessageSchema, LoginBodySchema, type LoginBody } from '../../shared/schemas/auth';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import type { DomainRoutes } from '../http/types';
import { HttpError } from '../http/errors';
import { RATE_LIMITS } from '../http/rate-limits';
import { login } from './service';
import { checkSession, clearRefusedSession, clearSessionCookie, endSession, SESSION_COOKIE, setSessionCookie } from './sessions';

/** Per address, before the body is read; and per account, keyed on the lowercased username. */
export const LOGIN_LIMITS = RATE_LIMITS.login;

export const authRoutes: DomainRoutes = async (app, { database, config }) => {
  const db = database.db;
  const policy = config.session;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const limitAccount = app.createRateLimit({
    ...LOGIN_LIMITS.perAccount,
    // Runs after validation, so the body is a LoginBody. Named keys: http/rate-limit-redis.ts.
    keyGenerator: (request) => `login-account:${(request.body as LoginBody).username.toLowerCase()}`,
  });

  app.post(
    '/login',
    {
      config: { rateLimit: LOGIN_LIMITS.perAddress },
      schema: {
        body: LoginBodySchema,
        // 503: REDIS_URL is set and Redis is unreachable, so the limits cannot be checked (http/rate-limits.ts).
        response: { 200: AdminUserSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema, 503: ApiErrorSchema },
      },
      preHandler: async (request, reply) => {
        const limit = await limitAccount(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', limit.ttlInSeconds);
          throw new HttpError(429, `Too many sign-in attempts. Please try again in ${limit.ttlInSeconds} seconds.`);
        }
      },
    },
    async (request, reply) => {
      const { user, token } = await login(db, request.body, policy, request.cookies[SESSION_COOKIE]);
      setSessionCookie(reply, token, policy);
      return user;
    },
  );

  app.post('/logout', { schema: { response: { 200: AuthMessageSchema } } }, async (request, reply) => {
    await endSession(db, request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply, policy);
    return { message: 'Signed out' };
  });

  app.get('/me', { schema: { response: { 200: AdminUserSchema, 401: ApiErrorSchema } } }, async (request, reply) => {
    const check = await checkSession(db, request.cookies[SESSION_COOKIE], policy);
    if (check.kind === 'valid') return check.user;
    clearRefusedSession(request, reply, policy);
    throw new HttpError(401, 'Not signed in');
  });
};
