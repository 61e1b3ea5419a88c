// Staff's returns, registered inside the admin routes (so the session and the role's permission
// for each route are checked first, admin/permissions.ts): the list with counts per status, a
// return's page, its steps, and the prepaid label sent to the shopper.
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminIdParamsSchema } from '../../shared/schemas/admin';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import {
  AdminReturnDetailSchema,
  AdminReturnListQuerySchema,
  AdminReturnListSchema,
  ApproveReturnSchema,
  ReceiveReturnSchema,
  RefundReturnSchema,
  RejectReturnSchema,
  type AdminReturnDetail,
} from '../../shared/schemas/returns';
import { roleMay } from '../../shared/staff-roles';
import type { DomainRoutes } from '../http/types';
import { paymentDepsOf } from '../payments/service';
import { attachReturnLabel, RETURN_LABEL_MAX_BYTES, labelForStaff } from './label';
import { sendLabelFile, LABEL_FILE_RESPONSE } from './label-file';
import { approveReturn, detailForStaff, listForStaff, receiveReturn, refundReturn, rejectReturn } from './staff';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** The shopper's email only for a role with customers' contact details, as on orders. */
const asRoleSees = <T extends { email: string | null }>(request: FastifyRequest, row: T): T =>
  roleMay(request.staff?.role ?? '', 'customers.contact') ? row : { ...row, email: null };

export const adminReturnRoutes: DomainRoutes = async (app, deps) => {
  const db = deps.database.db;
  const returnDeps = paymentDepsOf(app, deps);

  app.get(
    '/returns',
    { schema: { querystring: AdminReturnListQuerySchema, response: { 200: AdminReturnListSchema, ...errors } } },
    async (request, reply) => {
      const page = await listForStaff(db, request.query);
      if (page.next) {
        const url = new URL(request.url, 'http://store.invalid');
        url.searchParams.set('after', page.next);
        reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
      }
      return { returns: page.returns.map((row) => asRoleSees(request, row)), counts: page.counts };
    },
  );

  app.get(
    '/returns/:id',
    { schema: { params: AdminIdParamsSchema, response: { 200: AdminReturnDetailSchema, ...errors } } },
    async (request) => asRoleSees(request, await detailForStaff(db, request.params.id)),
  );

  const steps = [
    ['approve', ApproveReturnSchema, approveReturn],
    ['reject', RejectReturnSchema, rejectReturn],
    ['receive', ReceiveReturnSchema, receiveReturn],
    ['refund', RefundReturnSchema, refundReturn],
  ] as const;
  for (const [name, body, run] of steps) {
    app.post(
      `/returns/:id/${name}`,
      {
        schema: {
          params: AdminIdParamsSchema,
          body,
          response: { 200: AdminReturnDetailSchema, 409: ApiErrorSchema, ...errors },
        },
      },
      async (request): Promise<AdminReturnDetail> =>
        asRoleSees(
          request,
          // Each step's own body, validated by its schema above.
          await (run as (...args: unknown[]) => Promise<AdminReturnDetail>)(
            returnDeps,
            request.params.id,
            request.body,
            request.staff!.id,
          ),
        ),
    );
  }

  app.get(
    '/returns/:id/label',
    { schema: { params: AdminIdParamsSchema, response: { ...LABEL_FILE_RESPONSE, ...errors } } },
    async (request, reply) =>
      sendLabelFile(reply, await labelForStaff({ db, mediaStore: deps.mediaStore }, request.params.id)),
  );

  // The label's file is the body: its own scope, so no other admin route takes a body that is not JSON.
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: RETURN_LABEL_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    uploads.post(
      '/returns/:id/label',
      {
        bodyLimit: RETURN_LABEL_MAX_BYTES,
        schema: {
          params: AdminIdParamsSchema,
          response: {
            200: AdminReturnDetailSchema,
            409: ApiErrorSchema,
            413: ApiErrorSchema,
            415: ApiErrorSchema,
            ...errors,
          },
        },
      },
      async (request) =>
        asRoleSees(
          request,
          await attachReturnLabel(
            { ...returnDeps, mediaStore: deps.mediaStore },
            request.params.id,
            request.body,
            request.staff!.id,
          ),
        ),
    );
  });
};
