// One error shape for every failure: { message, errors?: [{ path, message }] }.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../shared/schemas/errors';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: ApiError['errors'],
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
      return reply.code(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status === 503 ? 503 : 500).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    // Fastify's own 4xx: malformed JSON, body too large, unsupported media type, rate limits.
    const message =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'Request body is too large' :
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Send the request body as application/json' :
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'Request body is empty' :
      error.message;
    return reply.code(status).send({ message } satisfies ApiError);
  });
}
