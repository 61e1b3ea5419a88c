// The password reset pages' calls under /api/auth: "Forgot password?", and the page an
// emailed reset link opens (password-reset.ts). Each is limited per address like the sign-in.
import {
  ForgotPasswordSchema,
  PasswordResetInfoSchema,
  PasswordResetLookupSchema,
  PasswordResetSchema,
} from '../../shared/schemas/staff-account';
import { AuthMessageSchema, StaffMemberSchema } from '../../shared/schemas/staff-auth';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import type { DomainDeps } from '../deps';
import { RATE_LIMITS } from '../http/rate-limits';
import type { ZodApp } from '../http/types';
import { completeReset, FORGOT_ANSWER, lookUpReset, requestReset } from './password-reset';
import { clientOf, endStaffSession, STAFF_SESSION_COOKIE, setStaffSessionCookie } from './sessions';
import { guardAddress } from '../auth/guard';

const errors = {
  400: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  429: ApiErrorSchema,
  503: ApiErrorSchema,
};
const limited = { rateLimit: RATE_LIMITS.login.perAddress };

export async function resetRoutes(app: ZodApp, { database, config, mailer }: DomainDeps): Promise<void> {
  const db = database.db;
  const deps = { db, mailer, publicUrl: config.publicUrl };
  const exempt = new Set(config.rateLimitExemptIps);

  app.post(
    '/forgot-password',
    { config: limited, schema: { body: ForgotPasswordSchema, response: { 200: AuthMessageSchema, ...errors } } },
    async (request) => {
      const send = await requestReset(
        deps,
        request.body.email,
        exempt.has(request.ip) ? null : guardAddress(request.ip),
      );
      // Sent after the answer, so an account's email takes no longer to answer than no account's.
      if (send)
        setImmediate(() =>
          send().catch((error: unknown) => request.log.error({ err: error }, 'staff password reset email failed')),
        );
      return { message: FORGOT_ANSWER };
    },
  );

  app.post(
    '/password-reset',
    {
      config: limited,
      schema: { body: PasswordResetLookupSchema, response: { 200: PasswordResetInfoSchema, ...errors } },
    },
    async (request) => lookUpReset(db, request.body.token),
  );

  app.post(
    '/password-reset/complete',
    { config: limited, schema: { body: PasswordResetSchema, response: { 200: StaffMemberSchema, ...errors } } },
    async (request, reply) => {
      await endStaffSession(db, request.cookies[STAFF_SESSION_COOKIE]);
      const { staff, token } = await completeReset(db, request.body, config.session, clientOf(request));
      setStaffSessionCookie(reply, token, config.session);
      return staff;
    },
  );
}
