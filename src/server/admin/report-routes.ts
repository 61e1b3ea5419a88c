// Admin > Reports: the sales report as JSON for the screen, or as a CSV download of its rows;
// and the dashboard's "how is today going".
// Who may call it is in permissions.ts (dashboard.money: it is all money).
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import {
  daysIn,
  MAX_REPORT_DAYS,
  SALES_CSV_HEADER,
  salesCsvCells,
  SalesOverviewSchema,
  SalesReportQuerySchema,
  SalesReportSchema,
} from '../../shared/schemas/reports';
import { badRequest } from '../http/errors';
import type { DomainRoutes } from '../http/types';
import { reportRange, salesOverview, salesReport } from '../reports/sales';
import { ADMIN_ERRORS } from './route-errors';

const { 404: _noRecord, 409: _noConflict, ...errors } = ADMIN_ERRORS;

export const adminReportRoutes: DomainRoutes = async (app, deps) => {
  const db = deps.database.db;

  app.get('/reports/overview', { schema: { response: { 200: SalesOverviewSchema, ...errors } } }, async () =>
    salesOverview(db),
  );

  app.get(
    '/reports/sales',
    {
      schema: {
        querystring: SalesReportQuerySchema,
        // The CSV's type on its 200 only, beside the JSON one.
        response: {
          200: {
            content: {
              'application/json': { schema: SalesReportSchema },
              'text/csv': { schema: z.string() },
            },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { from, to } = reportRange(request.query);
      if (daysIn(from, to) > MAX_REPORT_DAYS)
        throw badRequest('from', `A report covers at most ${MAX_REPORT_DAYS} days`);
      const report = await salesReport(db, { from, to, interval: request.query.interval });
      if (request.query.format === 'json') return report;
      // Every cell is a figure or a day the store wrote, so none is escaped (a net of "-12.00" stays a number).
      const csv = stringify(
        [
          SALES_CSV_HEADER,
          ...report.series.map(salesCsvCells),
          ['Total', '', ...salesCsvCells(report.current).slice(2)],
        ],
        { bom: true, record_delimiter: 'windows' },
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sales-${from}-to-${to}-by-${report.interval}.csv"`)
        .send(csv);
    },
  );
};
