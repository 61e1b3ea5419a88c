// /api/account: signing in (email code or passkey), the profile and leaving. The shopper's
// addresses, orders, cart and wishlist are in shopping-routes.ts, behind the same session check.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  AccountExportSchema,
  AccountMessageSchema,
  CodeSentSchema,
  CustomerSchema,
  DeleteAccountSchema,
  EMAIL_CODE_RULES,
  EmailCodeRequestSchema,
  EmailCodeSchema,
  IdParamsSchema,
  PasskeyRegistrationSchema,
  PasskeySchema,
  PasskeySignInSchema,
  PasskeySiteSchema,
  ProfileUpdateSchema,
  WebAuthnOptionsSchema,
} from '../../shared/schemas/account';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import { badRequest, HttpError, notFound } from '../http/errors';
import { RATE_LIMITS } from '../http/rate-limits';
import type { DomainRoutes, ZodApp } from '../http/types';
import { SECRET_MAIL_UNAVAILABLE } from '../mail/mailer';
import { emailCodeMessage } from '../mail/templates';
import { guardAddress } from '../auth/guard';
import type { DomainDeps } from '../deps';
import { issueEmailCode, spendEmailCode, type CodePurpose } from './email-codes';
import { customerOf, requireCustomer } from './guard';
import { deletePasskey, listPasskeys } from './passkey-store';
import { registerPasskey, registrationOptions, signInOptions, signInWithPasskey } from './passkeys';
import {
  changeEmail,
  deleteCustomer,
  exportCustomerData,
  rememberSignInAddress,
  signInWithProvedEmail,
  toCustomer,
  updateProfile,
} from './service';
import {
  clearCustomerSessionCookie,
  CUSTOMER_SESSION_COOKIE,
  endCustomerSession,
  endEveryCustomerSession,
  setCustomerSessionCookie,
  startCustomerSession,
  type CustomerRow,
} from './sessions';
import { shoppingRoutes } from './shopping-routes';

const CODE_COOKIE = 'tj_code_attempt';
const PASSKEY_COOKIE = 'tj_passkey_attempt';
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
};
/** 503: a production store without SMTP cannot email a code (mail/mailer.ts, sendSecret). */
const codeErrors = { ...errors, 503: ApiErrorSchema };

export const accountRoutes: DomainRoutes = async (app, deps) => {
  const { database, config } = deps;
  const db = database.db;
  const policy = config.customerSession;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.setNotFoundHandler((request) => {
    throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}`);
  });

  const attemptCookie = (reply: FastifyReply, name: string, token: string, maxAgeMs: number) =>
    reply.setCookie(name, token, {
      path: '/api/account',
      httpOnly: true,
      sameSite: 'strict',
      secure: policy.cookieSecure,
      maxAge: Math.floor(maxAgeMs / 1000),
    });
  const clearAttempt = (reply: FastifyReply, name: string) =>
    reply.clearCookie(name, { path: '/api/account', httpOnly: true, sameSite: 'strict', secure: policy.cookieSecure });

  async function signIn(request: FastifyRequest, reply: FastifyReply, customer: CustomerRow) {
    await rememberSignInAddress(db, customer.id, guardAddress(request.ip));
    await endCustomerSession(db, request.cookies[CUSTOMER_SESSION_COOKIE]);
    setCustomerSessionCookie(reply, await startCustomerSession(db, customer.id, policy), policy);
    return toCustomer(db, customer);
  }

  /** Issues a code and emails it as a secret email: only the shopper's inbox ever holds it. */
  async function sendCode(
    request: FastifyRequest,
    reply: FastifyReply,
    purpose: CodePurpose,
    email: string,
    customerId: number | null,
  ) {
    // Refused before a code is issued, so one that cannot be sent does not count against the shopper.
    if (deps.mailer.secretsGo === 'nowhere') throw new HttpError(503, SECRET_MAIL_UNAVAILABLE);
    const { attemptToken, code } = await db.transaction((tx) =>
      issueEmailCode(tx, { purpose, email, customerId, address: guardAddress(request.ip) }),
    );
    await deps.mailer.sendSecret(
      emailCodeMessage(email, code, purpose, EMAIL_CODE_RULES.validMinutes, deps.config.publicUrl),
    );
    attemptCookie(reply, CODE_COOKIE, attemptToken, EMAIL_CODE_RULES.validMinutes * 60_000);
    return {
      email,
      message: `We sent a ${EMAIL_CODE_RULES.digits}-digit code to ${email}. It works for ${EMAIL_CODE_RULES.validMinutes} minutes.`,
    };
  }

  async function spendCode(request: FastifyRequest, reply: FastifyReply, purpose: CodePurpose, code: string) {
    const check = await spendEmailCode(db, request.cookies[CODE_COOKIE], purpose, code);
    if (!check.ok) throw badRequest('code', check.message);
    clearAttempt(reply, CODE_COOKIE);
    return check;
  }

  // ---------- Signing in ----------

  app.post(
    '/code',
    {
      config: { rateLimit: RATE_LIMITS.accountCode },
      schema: { body: EmailCodeRequestSchema, response: { 200: CodeSentSchema, ...codeErrors } },
    },
    async (request, reply) => sendCode(request, reply, 'sign_in', request.body.email, null),
  );

  app.post(
    '/sign-in',
    {
      config: { rateLimit: RATE_LIMITS.accountSignIn },
      schema: { body: EmailCodeSchema, response: { 200: CustomerSchema, ...errors } },
    },
    async (request, reply) => {
      const proved = await spendCode(request, reply, 'sign_in', request.body.code);
      return signIn(request, reply, await signInWithProvedEmail(db, proved.email));
    },
  );

  app.post(
    '/passkey/options',
    {
      config: { rateLimit: RATE_LIMITS.accountSignIn },
      schema: { response: { 200: WebAuthnOptionsSchema, 429: ApiErrorSchema } },
    },
    async (_request, reply) => {
      const { options, attemptToken } = await signInOptions(db, config.passkeys);
      attemptCookie(reply, PASSKEY_COOKIE, attemptToken, 5 * 60_000);
      return options as unknown as Record<string, unknown>;
    },
  );

  app.post(
    '/passkey/sign-in',
    {
      config: { rateLimit: RATE_LIMITS.accountSignIn },
      schema: { body: PasskeySignInSchema, response: { 200: CustomerSchema, ...errors } },
    },
    async (request, reply) => {
      const customer = await signInWithPasskey(
        db,
        config.passkeys,
        request.cookies[PASSKEY_COOKIE],
        request.body.response as unknown as AuthenticationResponseJSON,
      );
      clearAttempt(reply, PASSKEY_COOKIE);
      return signIn(request, reply, customer);
    },
  );

  app.post('/sign-out', { schema: { response: { 200: AccountMessageSchema } } }, async (request, reply) => {
    await endCustomerSession(db, request.cookies[CUSTOMER_SESSION_COOKIE]);
    clearCustomerSessionCookie(reply, policy);
    return { message: 'Signed out' };
  });

  // ---------- The signed-in shopper ----------

  await app.register(async (own: ZodApp) => {
    own.addHook('onRequest', requireCustomer(deps));
    await ownRoutes(own, deps, { sendCode, spendCode, attemptCookie, clearAttempt });
    await shoppingRoutes(own, deps);
  });
};

interface Helpers {
  sendCode(
    request: FastifyRequest,
    reply: FastifyReply,
    purpose: CodePurpose,
    email: string,
    customerId: number | null,
  ): Promise<{ email: string; message: string }>;
  spendCode(
    request: FastifyRequest,
    reply: FastifyReply,
    purpose: CodePurpose,
    code: string,
  ): Promise<{ email: string; customerId: number | null }>;
  attemptCookie(reply: FastifyReply, name: string, token: string, maxAgeMs: number): void;
  clearAttempt(reply: FastifyReply, name: string): void;
}

async function ownRoutes(app: ZodApp, deps: DomainDeps, h: Helpers) {
  const db = deps.database.db;
  const policy = deps.config.customerSession;

  app.get('/me', { schema: { response: { 200: CustomerSchema, 401: ApiErrorSchema } } }, async (request) =>
    toCustomer(db, customerOf(request)),
  );

  app.patch(
    '/me',
    { schema: { body: ProfileUpdateSchema, response: { 200: CustomerSchema, ...errors } } },
    async (request) => updateProfile(db, customerOf(request), request.body),
  );

  app.post(
    '/sign-out-everywhere',
    { schema: { response: { 200: AccountMessageSchema, 401: ApiErrorSchema } } },
    async (request, reply) => {
      await endEveryCustomerSession(db, customerOf(request).id);
      clearCustomerSessionCookie(reply, policy);
      return { message: 'Signed out on every device' };
    },
  );

  app.post(
    '/email/code',
    {
      config: { rateLimit: RATE_LIMITS.accountCode },
      schema: { body: EmailCodeRequestSchema, response: { 200: CodeSentSchema, ...codeErrors } },
    },
    async (request, reply) => {
      const customer = customerOf(request);
      if (request.body.email === customer.email) throw badRequest('email', 'This is already your email.');
      return h.sendCode(request, reply, 'change_email', request.body.email, customer.id);
    },
  );

  app.post(
    '/email',
    {
      config: { rateLimit: RATE_LIMITS.accountSignIn },
      schema: { body: EmailCodeSchema, response: { 200: CustomerSchema, ...errors } },
    },
    async (request, reply) => {
      const customer = customerOf(request);
      const proved = await h.spendCode(request, reply, 'change_email', request.body.code);
      if (proved.customerId !== customer.id) throw badRequest('code', 'This code was sent for another account.');
      return changeEmail(db, customer, proved.email);
    },
  );

  app.get(
    '/export',
    { schema: { response: { 200: AccountExportSchema, 401: ApiErrorSchema } } },
    async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="tj-fashion-account.json"');
      return exportCustomerData(db, customerOf(request));
    },
  );

  app.delete(
    '/me',
    { schema: { body: DeleteAccountSchema, response: { 200: AccountMessageSchema, ...errors } } },
    async (request, reply) => {
      const customer = customerOf(request);
      if (request.body.email !== customer.email) throw badRequest('email', 'Type your account email to confirm.');
      await deleteCustomer(db, customer);
      clearCustomerSessionCookie(reply, policy);
      return { message: 'Your account was deleted' };
    },
  );

  // ---------- Passkeys ----------

  app.get('/passkeys', { schema: { response: { 200: PasskeySchema.array(), 401: ApiErrorSchema } } }, async (request) =>
    listPasskeys(db, customerOf(request).id),
  );

  app.post(
    '/passkeys/options',
    { schema: { response: { 200: WebAuthnOptionsSchema, ...errors } } },
    async (request, reply) => {
      const { options, attemptToken } = await registrationOptions(db, deps.config.passkeys, customerOf(request));
      h.attemptCookie(reply, PASSKEY_COOKIE, attemptToken, 5 * 60_000);
      return options as unknown as Record<string, unknown>;
    },
  );

  app.post(
    '/passkeys',
    { schema: { body: PasskeyRegistrationSchema, response: { 201: PasskeySchema, ...errors } } },
    async (request, reply) => {
      const passkey = await registerPasskey(
        db,
        deps.config.passkeys,
        customerOf(request),
        request.cookies[PASSKEY_COOKIE],
        request.body.response as unknown as RegistrationResponseJSON,
        request.body.name,
      );
      h.clearAttempt(reply, PASSKEY_COOKIE);
      return reply.code(201).send(passkey);
    },
  );

  app.delete(
    '/passkeys/:id',
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: AccountMessageSchema, 404: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      if (!(await deletePasskey(db, customerOf(request).id, request.params.id))) throw notFound('Passkey not found');
      return { message: 'Passkey removed' };
    },
  );
}

/**
 * GET /api/store/passkeys: where passkeys work, so a page elsewhere (another port, an IP
 * address) does not offer them. A store fact rather than an account call: the sign-in form
 * reads it, and pages make no account call for shoppers who are not signed in. Not cached,
 * so a store restarted with another address is believed at the next page.
 */
export const passkeySiteRoutes: DomainRoutes = async (app, deps) => {
  const { rpId, origin } = deps.config.passkeys;
  app.get('/passkeys', { schema: { response: { 200: PasskeySiteSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { rpId, origin };
  });
};
