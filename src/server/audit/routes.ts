// The activity log in the admin: a filtered list (paged like the other admin lists) and the
// same filters as a CSV download. Registered inside the admin routes, so the session and the
// role's permission are checked first (permissions.ts).
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AuditEntriesSchema, AuditFiltersSchema, AuditQuerySchema } from '../../shared/schemas/audit';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import type { DomainRoutes } from '../http/types';
import { sendPage } from '../http/paging';
import { sendCsvDownload } from '../http/csv-download';
import { auditCsv } from './csv';
import { listAudit } from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

export const auditRoutes: DomainRoutes = async (app, deps) => {
  const db = deps.database.db;

  app.get(
    '/audit',
    { schema: { querystring: AuditQuerySchema, response: { 200: AuditEntriesSchema, ...errors } } },
    async (request, reply) => sendPage(request, reply, await listAudit(db, request.query)),
  );

  // The CSV content type on the 200 only, as for the newsletter export.
  const csv = { 200: { content: { 'text/csv': { schema: z.string() } } }, ...errors };
  app.get('/audit.csv', { schema: { querystring: AuditFiltersSchema, response: csv } }, async (request, reply) => {
    const untyped: FastifyReply = reply;
    return sendCsvDownload(untyped, await auditCsv(db, request.query), 'activity');
  });
};
