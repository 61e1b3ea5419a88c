// Admin > Reports > Products and Returns: each as JSON for the screen, or as a CSV download of its
// rows. Who may call them is in permissions.ts (dashboard.money: they are money, as the sales report is).
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  PRODUCTS_CSV_HEADER,
  productCsvCells,
  ProductsReportSchema,
  RETURNS_CSV_HEADER,
  ReturnsReportSchema,
  TOP_PRODUCTS,
  type ReturnGroup,
} from '../../shared/schemas/product-reports';
import { ReportRangeQuerySchema } from '../../shared/schemas/reports';
import type { DomainRoutes } from '../http/types';
import { productsReport } from '../reports/products';
import { returnsReport } from '../reports/returns';
import { reportRange } from '../reports/sales';
import { ADMIN_ERRORS } from './route-errors';

const { 404: _noRecord, 409: _noConflict, ...errors } = ADMIN_ERRORS;

/** The JSON on a 200, or the CSV's text beside it. */
const jsonOrCsv = (schema: z.ZodType) => ({
  querystring: ReportRangeQuerySchema,
  response: {
    200: { content: { 'application/json': { schema }, 'text/csv': { schema: z.string() } } },
    ...errors,
  },
});

/** Every cell is a figure, a day or a name the store wrote; the CSV library quotes what needs it. */
function sendCsv(reply: FastifyReply, name: string, rows: string[][]) {
  const csv = stringify(rows, { bom: true, record_delimiter: 'windows' });
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(csv);
}

const returnCells = (group: string) => (row: ReturnGroup) => [
  group,
  row.label,
  String(row.returns),
  String(row.units),
  row.refundAmount,
];

export const adminProductReportRoutes: DomainRoutes = async (app, deps) => {
  const db = deps.database.db;

  app.get('/reports/products', { schema: jsonOrCsv(ProductsReportSchema) }, async (request, reply) => {
    // The screen lists the products with the highest net sales; the CSV has every variant sold.
    const csv = request.query.format === 'csv';
    const report = await productsReport(db, reportRange(request.query), csv ? null : TOP_PRODUCTS);
    if (!csv) return report;
    return sendCsv(reply, `products-${report.current.from}-to-${report.current.to}`, [
      PRODUCTS_CSV_HEADER,
      ...report.products.flatMap((product) => product.variants.map((variant) => productCsvCells(product, variant))),
    ]);
  });

  app.get('/reports/returns', { schema: jsonOrCsv(ReturnsReportSchema) }, async (request, reply) => {
    const report = await returnsReport(db, reportRange(request.query));
    if (request.query.format === 'json') return report;
    return sendCsv(reply, `returns-${report.current.from}-to-${report.current.to}`, [
      RETURNS_CSV_HEADER,
      ...report.byReason.map(returnCells('Reason')),
      ...report.bySize.map(returnCells('Size')),
      ...report.byProduct.map(returnCells('Product')),
      ['Total', '', String(report.current.returns), String(report.current.units), report.current.refundAmount],
    ]);
  });
};
