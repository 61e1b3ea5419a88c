// Admin > Customers: the list (and its CSV), one customer's page, and staff's notes and tags.
// Who may call each route is in permissions.ts; what each role reads of a customer is in
// customer-views.ts.
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AdminCustomerDetailSchema,
  AdminCustomersResponseSchema,
  CustomerExportQuerySchema,
  CustomerIdParamsSchema,
  CustomerListQuerySchema,
  CustomerNotesInputSchema,
  CustomerNotesSchema,
  type AdminCustomer,
  type CustomerExportQuery,
} from '../../shared/schemas/customers';
import { roleMay } from '../../shared/staff-roles';
import { customerDetail, customerKeyOfPage } from '../customers/detail';
import { allCustomers, listCustomers } from '../customers/list';
import { saveCustomerNotes } from '../customers/notes';
import type { DomainRoutes } from '../http/types';
import { customerAsRoleSees, customerDetailAsRoleSees, refuseSpendQueries } from './customer-views';
import { ADMIN_ERRORS as errors } from './route-errors';

const byEmail = (request: FastifyRequest) => roleMay(request.staff!.role, 'customers.contact');

/** Like sendPage, with the next page's position as its cursor. */
function sendOffsetPage(request: FastifyRequest, reply: FastifyReply, total: number, next: number | undefined) {
  reply.header('x-total-count', String(total));
  if (next === undefined) return;
  const url = new URL(request.url, 'http://store.invalid');
  url.searchParams.set('after', String(next));
  reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
}

const CSV_HEADER = ['Name', 'Email', 'Customer', 'Orders', 'Spent', 'Last order (UTC)', 'Newsletter'];
const csvRow = (row: AdminCustomer) => [
  row.name ?? '',
  row.email ?? '',
  row.kind,
  String(row.orders),
  row.spent ?? '',
  row.lastOrderAt ?? '',
  row.subscribed ? 'yes' : 'no',
];

export const adminCustomerRoutes: DomainRoutes = async (app, deps) => {
  const db = deps.database.db;

  app.get(
    '/customers',
    { schema: { querystring: CustomerListQuerySchema, response: { 200: AdminCustomersResponseSchema, ...errors } } },
    async (request, reply) => {
      refuseSpendQueries(request, request.query);
      const page = await listCustomers(db, request.query, byEmail(request));
      sendOffsetPage(request, reply, page.total, page.next);
      return page.items.map((row) => customerAsRoleSees(request, row));
    },
  );

  app.get(
    '/customers/export',
    {
      schema: {
        querystring: CustomerExportQuerySchema,
        response: { 200: { content: { 'text/csv': { schema: z.string() } } }, ...errors },
      },
    },
    async (request, reply) => {
      const query: CustomerExportQuery = request.query;
      refuseSpendQueries(request, query);
      const rows = (await allCustomers(db, query, byEmail(request))).map((row) => customerAsRoleSees(request, row));
      // As the activity log's CSV: a byte order mark for accented names, CRLF, and an apostrophe
      // before a cell a spreadsheet would run as a formula.
      const csv = stringify([CSV_HEADER, ...rows.map(csvRow)], {
        bom: true,
        record_delimiter: 'windows',
        escape_formulas: true,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="customers.csv"')
        .send(csv);
    },
  );

  app.get(
    '/customers/:key',
    { schema: { params: CustomerIdParamsSchema, response: { 200: AdminCustomerDetailSchema, ...errors } } },
    async (request) =>
      customerDetailAsRoleSees(request, await customerDetail(db, await customerKeyOfPage(db, request.params.key))),
  );

  app.put(
    '/customers/:key/notes',
    {
      schema: {
        params: CustomerIdParamsSchema,
        body: CustomerNotesInputSchema,
        response: { 200: CustomerNotesSchema, ...errors },
      },
    },
    async (request) => {
      const pageId = request.params.key;
      const key = await customerKeyOfPage(db, pageId);
      const { customer } = await customerDetail(db, key);
      const label = customer.name ?? customer.email ?? 'Deleted customer';
      return saveCustomerNotes(db, { key, pageId, label }, request.body, request.staff!.id);
    },
  );
};
