import { z } from 'zod';
import {
  AdminIdParamsSchema,
  AdminListQuerySchema,
  AdminMessageSchema,
  AdminMessagesResponseSchema,
  AdminOutboxEmailDetailSchema,
  AdminOutboxResponseSchema,
  MessageReadBodySchema,
  AdminOrderCountsSchema,
  AdminOrderListQuerySchema,
  AdminOrdersResponseSchema,
  AdminStatsSchema,
  AdminSubscriptionsResponseSchema,
} from '../../shared/schemas/admin';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import {
  AdminJobParamsSchema,
  AdminJobSchema,
  AdminJobsQuerySchema,
  AdminJobsResponseSchema,
} from '../../shared/schemas/jobs';
import { countFailedJobs, findJob, listJobs } from '../jobs/admin';
import { requireStaff } from '../staff-auth/guard';
import { roleMay, type Permission } from '../../shared/staff-roles';
import { registeredAdminRoutes, requirePermission, routeKey } from './permissions';
import { conflict, notFound } from '../http/errors';
import type { DomainRoutes } from '../http/types';
import { CreateGiftCardResponseSchema, GiftCardRequestSchema } from '../../shared/schemas/gift-cards';
import { issueByStaff } from '../gift-cards/service';
import { paymentDepsOf } from '../payments/service';
import { adminCatalogRoutes } from './catalog-routes';
import { adminProductCsvRoutes } from './product-csv-routes';
import { adminDiscountRoutes } from './discount-routes';
import { adminSaleRoutes } from './sale-routes';
import { adminTaxonomyRoutes } from './taxonomy-routes';
import { adminCustomerRoutes } from './customer-routes';
import { adminProductReportRoutes } from './product-report-routes';
import { adminReportRoutes } from './report-routes';
import { adminMoneyReportRoutes } from './money-report-routes';
import { adminInventoryRoutes } from './inventory-routes';
import { adminEmailPreviewRoutes } from './email-preview-routes';
import { adminOrderRoutes } from './order-routes';
import { sendPage } from '../http/paging';
import { orderRowAsRoleSees } from './role-views';
import { countOrderWork, countOrdersToShip, listOrders, markOrdersSeen } from './order-list';
import { countLowStock } from '../inventory/admin';
import { ordersCsv } from './order-export';
import { sendCsvDownload } from '../http/csv-download';
import type { FastifyReply } from 'fastify';
import {
  getOutboxEmail,
  getStats,
  listMessages,
  listOutbox,
  listSubscriptions,
  markMessage,
  newsletterCsv,
  resendOutboxEmail,
} from './service';
import { adminSettingsRoutes } from './settings-routes';
import { adminStaffRoutes } from './staff-routes';
import { adminAccountRoutes } from './account-routes';
import { auditRoutes } from '../audit/routes';
import { adminReturnRoutes } from '../returns/admin-routes';
import { recordAudit } from '../audit/record';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * Staff only: the session check runs first on every route here, unknown paths included; then
 * the role's permission for the route (permissions.ts), before the body is even validated.
 */
export const adminRoutes: DomainRoutes = async (app, deps) => {
  const db = deps.database.db;
  app.addHook('onRequest', requireStaff(deps));
  app.addHook('onRequest', requirePermission);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredAdminRoutes.add(routeKey(method, route.url));
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.setNotFoundHandler((request) => {
    throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}`);
  });

  const list = { querystring: AdminListQuerySchema };

  app.get(
    '/orders',
    { schema: { querystring: AdminOrderListQuerySchema, response: { 200: AdminOrdersResponseSchema, ...errors } } },
    async (request, reply) =>
      sendPage(
        request,
        reply,
        await listOrders(db, request.query, roleMay(request.staff!.role, 'customers.contact')),
      ).map((row) => orderRowAsRoleSees(request, row)),
  );

  // The list's filters as a CSV download (its search is left out: a file of what a search matched is rarely wanted).
  app.get(
    '/orders/export',
    {
      schema: {
        querystring: AdminOrderListQuerySchema.omit({ limit: true, after: true, q: true }),
        response: { 200: { content: { 'text/csv': { schema: z.string() } } }, ...errors },
      },
    },
    async (request, reply) => {
      const file = await ordersCsv(db, request.query, roleMay(request.staff!.role, 'customers.contact'));
      const untyped: FastifyReply = reply;
      return sendCsvDownload(untyped, file, 'orders');
    },
  );

  // The staff member opened the list of every order: what was new has been seen. Answers the counts as they now stand.
  app.post(
    '/orders-seen',
    { schema: { response: { 200: AdminOrderCountsSchema, 401: ApiErrorSchema, 403: ApiErrorSchema } } },
    async (request) => {
      await markOrdersSeen(db, request.staff!.id);
      return countOrderWork(db, request.staff!.id);
    },
  );

  app.get(
    '/orders/counts',
    { schema: { response: { 200: AdminOrderCountsSchema, 401: ApiErrorSchema, 403: ApiErrorSchema } } },
    async (request) => countOrderWork(db, request.staff!.id),
  );

  app.get(
    '/messages',
    { schema: { ...list, response: { 200: AdminMessagesResponseSchema, ...errors } } },
    async (request, reply) => sendPage(request, reply, await listMessages(db, request.query)),
  );

  app.get(
    '/newsletter',
    { schema: { ...list, response: { 200: AdminSubscriptionsResponseSchema, ...errors } } },
    async (request, reply) => sendPage(request, reply, await listSubscriptions(db, request.query)),
  );

  app.get(
    '/jobs',
    { schema: { querystring: AdminJobsQuerySchema, response: { 200: AdminJobsResponseSchema, ...errors } } },
    async (request) => (deps.jobs ? listJobs(deps.database, request.query) : []),
  );

  app.post(
    '/jobs/:id/retry',
    { schema: { params: AdminJobParamsSchema, response: { 200: AdminJobSchema, ...errors, 409: ApiErrorSchema } } },
    async (request) => {
      const { id } = request.params;
      if (!deps.jobs) throw notFound('This store runs no job queue');
      const retried = await deps.jobs.retry(id);
      const job = await findJob(deps.database, id);
      if (!job) throw notFound('No such job');
      if (!retried) throw conflict(`Only a failed job can be retried; this one is ${job.state}`);
      // The queue sends the job back on its own connection, so its row follows just after.
      await recordAudit(db, {
        kind: 'job.retried',
        subject: { type: 'job', id, label: job.name },
        before: { state: 'failed' },
        after: { state: job.state },
      });
      return job;
    },
  );

  app.get(
    '/stats',
    { schema: { response: { 200: AdminStatsSchema, 401: ApiErrorSchema, 403: ApiErrorSchema } } },
    async (request) => {
      const stats = await getStats(db, deps.payments.info);
      // Every role sees the dashboard; each figure only with the permission to see what it counts.
      const role = request.staff!.role;
      const may = (permission: Permission) => roleMay(role, permission);
      return {
        ...stats,
        ordersToShip: may('orders.view') ? await countOrdersToShip(db) : null,
        lowStockVariants: may('catalog.manage') ? await countLowStock(db) : null,
        failedJobs: may('jobs') && deps.jobs ? await countFailedJobs(deps.database) : null,
        ...(roleMay(role, 'dashboard.money') ? {} : { totalRevenueCents: null, totalRevenue: null }),
        ...(roleMay(role, 'messages') ? {} : { messages: null, unreadMessages: null }),
        ...(roleMay(role, 'newsletter') ? {} : { subscribers: null }),
      };
    },
  );

  app.patch(
    '/messages/:id',
    {
      schema: {
        params: AdminIdParamsSchema,
        body: MessageReadBodySchema,
        response: { 200: AdminMessageSchema, ...errors },
      },
    },
    async (request) => markMessage(db, request.params.id, request.body.read),
  );

  // The CSV content type on the 200 only: `produces` would document the JSON errors as text/csv too.
  const csv = { 200: { content: { 'text/csv': { schema: z.string() } } }, 401: ApiErrorSchema, 403: ApiErrorSchema };
  app.get('/newsletter.csv', { schema: { response: csv } }, async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
      .send(await newsletterCsv(db)),
  );

  app.get(
    '/outbox',
    { schema: { ...list, response: { 200: AdminOutboxResponseSchema, ...errors } } },
    async (request, reply) => sendPage(request, reply, await listOutbox(db, request.query)),
  );

  app.get(
    '/outbox/:id',
    { schema: { params: AdminIdParamsSchema, response: { 200: AdminOutboxEmailDetailSchema, ...errors } } },
    async (request) => getOutboxEmail(db, request.params.id),
  );

  app.post(
    '/outbox/:id/resend',
    {
      schema: {
        params: AdminIdParamsSchema,
        response: { 200: AdminOutboxEmailDetailSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) => resendOutboxEmail(db, deps.mailer, request.params.id),
  );

  // A card issued by hand (a goodwill gesture, a prize): no payment, recorded as this staff member's.
  const giftCardDeps = paymentDepsOf(app, deps);
  app.post(
    '/gift-cards',
    { schema: { body: GiftCardRequestSchema, response: { 201: CreateGiftCardResponseSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await issueByStaff(giftCardDeps, request.body, request.staff!.id)),
  );

  for (const routes of [
    adminOrderRoutes,
    adminReturnRoutes,
    adminCatalogRoutes,
    adminProductCsvRoutes,
    adminDiscountRoutes,
    adminSaleRoutes,
    adminTaxonomyRoutes,
    adminInventoryRoutes,
    adminCustomerRoutes,
    adminReportRoutes,
    adminProductReportRoutes,
    adminMoneyReportRoutes,
    adminStaffRoutes,
    adminAccountRoutes,
    adminEmailPreviewRoutes,
    auditRoutes,
    adminSettingsRoutes,
  ]) {
    await app.register(async (scope) => routes(scope, deps));
  }
};
