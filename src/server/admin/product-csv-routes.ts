// Moving a catalogue in and out: the products as a Shopify product CSV, and a CSV import that
// is previewed first and then applied by the job queue, its progress read here.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AdminIdParamsSchema } from '../../shared/schemas/admin';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import { PRODUCT_CSV_MAX_BYTES, ProductImportQuerySchema, ProductImportSchema } from '../../shared/schemas/product-csv';
import { sendCsvDownload } from '../http/csv-download';
import { HttpError } from '../http/errors';
import type { DomainRoutes } from '../http/types';
import { productsCsv } from '../product-csv/export';
import { getImport, previewImport, recentImports, startImport, type ImportDeps } from '../product-csv/imports';
import { ADMIN_ERRORS } from './route-errors';

const errors = ADMIN_ERRORS;
const EMPTY_FILE = 'file: the file is empty';
const NOT_CSV = 'file: send the CSV file as the body, typed text/csv';
/** What browsers type a .csv file as; forms and plain text (which a page elsewhere may send) are refused unread. */
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'application/vnd.ms-excel', 'application/octet-stream']);
const declaresCsv = (header: string | undefined) => CSV_TYPES.has((header ?? '').split(';')[0]!.trim().toLowerCase());

export const adminProductCsvRoutes: DomainRoutes = async (app, deps) => {
  const db = deps.database.db;
  const imports: ImportDeps = {
    db,
    publicUrl: deps.config.publicUrl,
    jobs: deps.jobs,
    changed: () => app.catalogEvents.changed(),
  };

  const csv = { 200: { content: { 'text/csv': { schema: z.string() } } }, ...errors };
  app.get('/products/export', { schema: { response: csv } }, async (_request, reply) => {
    const untyped: FastifyReply = reply;
    return sendCsvDownload(untyped, await productsCsv(db, deps.config.publicUrl), 'products');
  });

  app.get('/products/imports', { schema: { response: { 200: z.array(ProductImportSchema), ...errors } } }, async () =>
    recentImports(db),
  );

  app.get(
    '/products/imports/:id',
    { schema: { params: AdminIdParamsSchema, response: { 200: ProductImportSchema, ...errors } } },
    async (request) => getImport(db, request.params.id),
  );

  app.post(
    '/products/imports/:id/apply',
    {
      schema: {
        params: AdminIdParamsSchema,
        response: { 202: ProductImportSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(202).send(await startImport(imports, request.params.id)),
  );

  // The file is the body (text/csv, or whatever type a browser gives a .csv file): its own scope,
  // so no other admin route takes non-JSON bodies or the larger limit.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PRODUCT_CSV_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    uploads.post(
      '/products/imports',
      {
        bodyLimit: PRODUCT_CSV_MAX_BYTES,
        schema: {
          querystring: ProductImportQuerySchema,
          response: { 201: ProductImportSchema, ...errors, 413: ApiErrorSchema, 415: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        if (!declaresCsv(request.headers['content-type']))
          throw new HttpError(415, NOT_CSV, [{ path: 'content-type', message: NOT_CSV }]);
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0)
          throw new HttpError(400, EMPTY_FILE, [{ path: 'file', message: EMPTY_FILE }]);
        const preview = await previewImport(
          imports,
          body,
          (request.query as { name: string }).name,
          request.staff?.id ?? null,
        );
        return reply.code(201).send(preview);
      },
    );
  });
};
