// Catalogue editing and image uploads.
import {
  AdminIdParamsSchema,
  AdminProductDetailSchema,
  AdminProductInputSchema,
  AdminProductListQuerySchema,
  AdminProductsResponseSchema,
  MEDIA_MAX_BYTES,
  MEDIA_TYPES,
  MediaUploadResponseSchema,
} from '../../shared/schemas/admin';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import { HttpError } from '../http/errors';
import type { DomainRoutes } from '../http/types';
import { mediaUrl, storeMedia } from '../media/queries';
import { sendPage } from './paging';
import { createProduct, editProduct, getProductDetail } from './product-service';
import { listProducts } from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const UNSUPPORTED_IMAGE = 'Upload a PNG, JPEG, WebP or SVG image';

const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();
const isMediaType = (type: string): type is (typeof MEDIA_TYPES)[number] => (MEDIA_TYPES as readonly string[]).includes(type);

export const adminCatalogRoutes: DomainRoutes = async (app, deps) => {
  const db = deps.database.db;

  app.get(
    '/products',
    { schema: { querystring: AdminProductListQuerySchema, response: { 200: AdminProductsResponseSchema, ...errors } } },
    async (request, reply) => sendPage(request, reply, await listProducts(db, request.query)),
  );

  app.get('/products/:id', { schema: { params: AdminIdParamsSchema, response: { 200: AdminProductDetailSchema, ...errors } } }, async (request) =>
    getProductDetail(db, request.params.id),
  );

  app.post('/products', { schema: { body: AdminProductInputSchema, response: { 201: AdminProductDetailSchema, ...errors } } }, async (request, reply) =>
    reply.code(201).send(await createProduct(db, request.body, app.catalogEvents)),
  );

  app.put(
    '/products/:id',
    { schema: { params: AdminIdParamsSchema, body: AdminProductInputSchema, response: { 200: AdminProductDetailSchema, ...errors } } },
    async (request) => editProduct(db, request.params.id, request.body, app.catalogEvents),
  );

  // Uploads take the raw image as the body: their own scope, so no other admin route
  // accepts non-JSON bodies or the larger limit.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MEDIA_MAX_BYTES }, (_request, body, done) => done(null, body));
    uploads.post(
      '/media',
      { bodyLimit: MEDIA_MAX_BYTES, schema: { response: { 201: MediaUploadResponseSchema, ...errors, 413: ApiErrorSchema, 415: ApiErrorSchema } } },
      async (request, reply) => {
        const contentType = mediaType(request.headers['content-type']);
        if (!isMediaType(contentType)) throw new HttpError(415, UNSUPPORTED_IMAGE, [{ path: 'content-type', message: UNSUPPORTED_IMAGE }]);
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(400, 'The image is empty', [{ path: 'body', message: 'The image is empty' }]);
        const id = await storeMedia(db, { contentType, body });
        return reply.code(201).send({ url: mediaUrl(id) });
      },
    );
  });
};
