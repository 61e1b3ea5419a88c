// The shopper's returns: find the order and what of it can come back, start a return, read
// it, download its prepaid label, pay the difference a dearer exchange owes, and say it was
// sent. Open to guests (the order's
// number and email) and to the signed-in owner, with one rate limit per address for all, as the
// tracking lookup has.
import { normalizeIP } from '@fastify/rate-limit';
import { z } from 'zod';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import { IdempotencyKeySchema } from '../../shared/schemas/orders';
import {
  CreateReturnSchema,
  MarkReturnSentSchema,
  PayReturnResponseSchema,
  PayReturnSchema,
  ReturnableOrderSchema,
  ReturnOrderLookupSchema,
  ReturnReadQuerySchema,
  ReturnSchema,
} from '../../shared/schemas/returns';
import { signedInCustomerId } from '../accounts/guard';
import { RATE_LIMITS } from '../http/rate-limits';
import type { DomainRoutes } from '../http/types';
import { buyerKeyHashFor } from '../payments/buyer';
import { paymentDepsOf } from '../payments/service';
import { payReturn } from './charge';
import { labelForShopper } from './label';
import { LABEL_FILE_RESPONSE, sendLabelFile } from './label-file';
import { checkEligibility, markReturnSent, readReturn, startReturn } from './service';

/**
 * Any text up to the column's length: a number that is not one of ours gets the same 404 as one
 * that matches no return (as tracking numbers do), so nothing tells a guesser which forms exist.
 */
const ReturnParamsSchema = z.object({ returnNumber: z.string().max(64) });

export const returnRoutes: DomainRoutes = async (app, deps) => {
  const db = deps.database.db;
  const returnDeps = paymentDepsOf(app, deps);
  // A return shows what an order held: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const onRequest = app.rateLimit({
    ...RATE_LIMITS.returns,
    keyGenerator: (request) => `returns:${normalizeIP(request.ip)}`,
  });
  // 429 listed here: documentCommonErrors only sees limits set in a route's config.
  const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema };

  app.post(
    '/eligibility',
    { onRequest, schema: { body: ReturnOrderLookupSchema, response: { 200: ReturnableOrderSchema, ...errors } } },
    async (request) => checkEligibility(db, request.body, await signedInCustomerId(deps, request)),
  );

  app.post(
    '/',
    {
      onRequest,
      schema: {
        headers: z.object({ 'idempotency-key': IdempotencyKeySchema.optional() }),
        body: CreateReturnSchema,
        response: { 200: ReturnSchema, 201: ReturnSchema, 409: ApiErrorSchema, 422: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { answer, replayed } = await startReturn(
        returnDeps,
        request.body,
        { email: request.body.email, customerId: await signedInCustomerId(deps, request) },
        request.headers['idempotency-key'],
      );
      return reply.code(replayed ? 200 : 201).send(answer);
    },
  );

  app.get(
    '/:returnNumber',
    {
      onRequest,
      schema: {
        params: ReturnParamsSchema,
        querystring: ReturnReadQuerySchema,
        response: { 200: ReturnSchema, ...errors },
      },
    },
    async (request) =>
      readReturn(db, request.params.returnNumber, {
        email: request.query.email,
        customerId: await signedInCustomerId(deps, request),
      }),
  );

  app.get(
    '/:returnNumber/label',
    {
      onRequest,
      schema: {
        params: ReturnParamsSchema,
        querystring: ReturnReadQuerySchema,
        response: { ...LABEL_FILE_RESPONSE, ...errors },
      },
    },
    async (request, reply) =>
      sendLabelFile(
        reply,
        await labelForShopper({ db, mediaStore: deps.mediaStore }, request.params.returnNumber, {
          email: request.query.email,
          customerId: await signedInCustomerId(deps, request),
        }),
      ),
  );

  app.post(
    '/:returnNumber/sent',
    {
      onRequest,
      schema: {
        params: ReturnParamsSchema,
        body: MarkReturnSentSchema,
        response: { 200: ReturnSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) =>
      markReturnSent(db, request.params.returnNumber, request.body, await signedInCustomerId(deps, request)),
  );

  app.post(
    '/:returnNumber/pay',
    {
      onRequest,
      schema: {
        params: ReturnParamsSchema,
        body: PayReturnSchema,
        response: { 200: PayReturnResponseSchema, 409: ApiErrorSchema, 503: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) =>
      payReturn(
        returnDeps,
        request.params.returnNumber,
        { email: request.body.email, customerId: await signedInCustomerId(deps, request) },
        buyerKeyHashFor(request, reply, deps.config.customerSession.cookieSecure),
      ),
  );
};
