// One error shape for every failure: { message, errors?: [{ path, message }] }.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiErrorSchema, type ApiError } from '../../shared/schemas/errors';
import { isDatabaseUnavailable } from '../db/unavailable';
import { RATE_LIMIT_RETRY_AFTER_SECONDS, RateLimitUnavailableError } from './rate-limit-redis';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: ApiError['errors'],
    /** Headers the answer carries, such as a 429's Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (path: string, message: string) => new HttpError(400, message, [{ path, message }]);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, errors?: ApiError['errors']) => new HttpError(409, message, errors);

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.code(400).send({ message: errors[0]?.message ?? 'Invalid request', errors } satisfies ApiError);
    }
    if (error instanceof HttpError) {
      const body: ApiError = { message: error.message };
      if (error.errors) body.errors = error.errors;
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(body);
    }
    const refused = refusedValue(error);
    if (refused) return reply.code(400).send({ message: refused } satisfies ApiError);
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL restarting or every connection cut: nothing was half-written (each write is
      // one transaction), so the client may retry, with the same Idempotency-Key for an order.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '2')
        .send({ message: 'The store is briefly unavailable. Please try again in a moment.' } satisfies ApiError);
    }
    if ((error as unknown) instanceof RateLimitUnavailableError) {
      // A limit that fails closed (sign-in) could not be checked: Redis is unreachable.
      request.log.warn({ err: error }, 'rate limit unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RATE_LIMIT_RETRY_AFTER_SECONDS))
        .send({ message: 'Signing in is briefly unavailable. Please try again in a moment.' } satisfies ApiError);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(status === 503 ? 503 : 500)
        .send({ message: 'Something went wrong on our side. Please try again.' });
    }
    // Fastify's own 4xx: malformed JSON, body too large, unsupported media type, rate limits.
    const message =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'Request body is too large'
        : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Send the request body as application/json'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'Request body is empty'
            : error.message;
    return reply.code(status).send({ message } satisfies ApiError);
  });
  app.addHook('onRoute', documentCommonErrors);
}

/**
 * PostgreSQL data exceptions a request's own value causes (found by fuzzing): text may not hold
 * a NUL character (22021, and 22P05 for "\u0000" in jsonb). Any text a shopper sends can reach
 * a query, so this is a 400 wherever it happens. The cause chain is examined because Drizzle
 * wraps driver errors.
 */
function refusedValue(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === '22021' || code === '22P05') return 'Text cannot contain NUL characters';
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Fastify answers a path it cannot decode (FST_ERR_BAD_URL, 400) or a path parameter over
 * maxParamLength (FST_ERR_MAX_PARAM_LENGTH, 414) before any route or error handler runs;
 * this `frameworkErrors` option gives those answers the one error shape too.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long' : 'The address is not valid';
  return reply.code(status).send({ message } satisfies ApiError);
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Adds to each route's documented responses the answers that come from Fastify, the plugins
 * and the app-wide hooks rather than from the route, so the OpenAPI document lists every
 * status a client can get: 400 (input a schema refuses, malformed JSON, an undecodable path),
 * 403 (refuseCrossSiteWrites), 413 and 415 (a body too large or not JSON), 414 (a path
 * parameter over maxParamLength) and 429 (a route's `config.rateLimit`). A route that lists
 * one of these itself keeps its own.
 */
function documentCommonErrors(route: RouteOptions): void {
  const schema = route.schema ?? {};
  if (schema.hide) return;
  const methods = [route.method].flat();
  const takesBody = methods.some((method) => WITH_BODY.has(method));
  const hasParams = route.url.includes(':');
  const statuses = [
    ...(takesBody || hasParams || schema.querystring || schema.headers ? [400] : []),
    ...(takesBody ? [403, 413, 415] : []),
    ...(hasParams ? [414] : []),
    ...((route.config as { rateLimit?: unknown } | undefined)?.rateLimit ? [429] : []),
  ];
  if (!statuses.length) return;
  // New objects: routes may share one schema or response object (e.g. both tracking lookups).
  route.schema = {
    ...schema,
    response: {
      ...Object.fromEntries(statuses.map((status) => [status, ApiErrorSchema])),
      ...(schema.response as object),
    },
  };
}
