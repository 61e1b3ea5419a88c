// Admin > Reports beside Sales: discounts, gift cards and customers (money: dashboard.money in
// permissions.ts, as the sales report), and what shoppers searched for (the catalogue's staff).
// Each answers JSON for the screen, or its rows as a CSV download.
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  CustomersReportSchema,
  CUSTOMERS_CSV_HEADER,
  customersCsvCells,
  DISCOUNTS_CSV_HEADER,
  discountsCsvCells,
  DiscountsReportSchema,
  GIFT_CARDS_CSV_HEADER,
  giftCardsCsvCells,
  GiftCardsReportSchema,
  SEARCHES_CSV_HEADER,
  searchesCsvCells,
  SearchesReportSchema,
} from '../../shared/schemas/reports-money';
import { daysIn, MAX_REPORT_DAYS, ReportRangeQuerySchema } from '../../shared/schemas/reports';
import { badRequest } from '../http/errors';
import type { DomainRoutes } from '../http/types';
import { customersReport } from '../reports/customers';
import { discountsReport } from '../reports/discounts';
import { giftCardsReport } from '../reports/gift-cards';
import { searchesReport } from '../reports/searches';
import { reportRange } from '../reports/sales';
import { ADMIN_ERRORS } from './route-errors';

const { 404: _noRecord, 409: _noConflict, ...errors } = ADMIN_ERRORS;

const schemaOf = (report: z.ZodType) => ({
  querystring: ReportRangeQuerySchema,
  // The CSV's type on its 200 only, beside the JSON one.
  response: {
    200: { content: { 'application/json': { schema: report }, 'text/csv': { schema: z.string() } } },
    ...errors,
  },
});

/** The range asked, or the default one; a `from` alone may still reach too far back. */
function rangeOf(query: { from?: string | undefined; to?: string | undefined }) {
  const range = reportRange(query);
  if (daysIn(range.from, range.to) > MAX_REPORT_DAYS)
    throw badRequest('from', `A report covers at most ${MAX_REPORT_DAYS} days`);
  return range;
}

function sendCsv(reply: FastifyReply, name: string, range: { from: string; to: string }, rows: string[][]) {
  const csv = stringify(rows, { bom: true, record_delimiter: 'windows' });
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${range.from}-to-${range.to}.csv"`)
    .send(csv);
}

export const adminMoneyReportRoutes: DomainRoutes = async (app, deps) => {
  const db = deps.database.db;

  app.get('/reports/discounts', { schema: schemaOf(DiscountsReportSchema) }, async (request, reply) => {
    const range = rangeOf(request.query);
    const report = await discountsReport(db, range);
    if (request.query.format === 'json') return report;
    return sendCsv(reply, 'discounts', range, [
      DISCOUNTS_CSV_HEADER,
      ...report.rows.map(discountsCsvCells),
      ['Total', '', String(report.current.uses), report.current.revenue, report.current.cost],
    ]);
  });

  app.get('/reports/gift-cards', { schema: schemaOf(GiftCardsReportSchema) }, async (request, reply) => {
    const range = rangeOf(request.query);
    const report = await giftCardsReport(db, range);
    if (request.query.format === 'json') return report;
    return sendCsv(reply, 'gift-cards', range, [
      GIFT_CARDS_CSV_HEADER,
      ...report.series.map(giftCardsCsvCells),
      ['Total', '', ...giftCardsCsvCells(report.current).slice(2)],
      ['Outstanding now', '', '', report.outstanding, '', '', ''],
    ]);
  });

  app.get('/reports/customers', { schema: schemaOf(CustomersReportSchema) }, async (request, reply) => {
    const range = rangeOf(request.query);
    const report = await customersReport(db, range);
    if (request.query.format === 'json') return report;
    const { new: fresh, returning } = report.current;
    return sendCsv(reply, 'customers', range, [
      CUSTOMERS_CSV_HEADER,
      ...report.top.map(customersCsvCells),
      [`All new customers: ${fresh.customers}`, '', 'New', String(fresh.orders), fresh.netSales],
      [
        `All returning customers: ${returning.customers}`,
        '',
        'Returning',
        String(returning.orders),
        returning.netSales,
      ],
    ]);
  });

  app.get('/reports/searches', { schema: schemaOf(SearchesReportSchema) }, async (request, reply) => {
    const range = rangeOf(request.query);
    const report = await searchesReport(db, range);
    if (request.query.format === 'json') return report;
    return sendCsv(reply, 'searches', range, [
      SEARCHES_CSV_HEADER,
      ...report.top.map((row) => ['Top searches', ...searchesCsvCells(row)]),
      ...report.foundNothing.map((row) => ['Found nothing', ...searchesCsvCells(row)]),
    ]);
  });
};
