// Catalogue editing and image uploads.
import {
  AdminIdParamsSchema,
  AdminProductDetailSchema,
  AdminProductInputSchema,
  AdminProductListQuerySchema,
  AdminProductRemovalSchema,
  AdminProductsResponseSchema,
  AdminProductUpdateSchema,
  MEDIA_MAX_BYTES,
  MediaUploadResponseSchema,
  StockAdjustmentInputSchema,
} from '../../shared/schemas/admin';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import { HttpError } from '../http/errors';
import type { DomainRoutes } from '../http/types';
import { ADMIN_ERRORS } from './route-errors';
import { storePhoto } from '../media/originals';
import { preparePhoto } from '../media/photos';
import { mediaUrl, sha256Hex } from '../media/queries';
import { sendPage } from '../http/paging';
import { recordPhotoUpload } from './product-audit';
import { duplicateProduct, removeProduct, restoreProduct } from './product-lifecycle';
import { adjustProductStock, createProduct, editProduct, getProductDetail } from './product-service';
import { listProducts } from './service';

const errors = ADMIN_ERRORS;
const NOT_AN_IMAGE_TYPE =
  "image: send the photo's bytes with an image content type (image/jpeg, image/png, image/webp or image/avif)";

/** Any image/* type (the bytes decide which) or a bare octet stream; forms, JSON and text are refused unread. */
const declaresImage = (header: string | undefined) => {
  const type = (header ?? '').split(';')[0]!.trim().toLowerCase();
  return type.startsWith('image/') || type === 'application/octet-stream';
};

export const adminCatalogRoutes: DomainRoutes = async (app, deps) => {
  const db = deps.database.db;

  app.get(
    '/products',
    { schema: { querystring: AdminProductListQuerySchema, response: { 200: AdminProductsResponseSchema, ...errors } } },
    async (request, reply) => sendPage(request, reply, await listProducts(db, request.query)),
  );

  app.get(
    '/products/:id',
    { schema: { params: AdminIdParamsSchema, response: { 200: AdminProductDetailSchema, ...errors } } },
    async (request) => getProductDetail(db, request.params.id),
  );

  app.post(
    '/products',
    { schema: { body: AdminProductInputSchema, response: { 201: AdminProductDetailSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await createProduct(db, request.body, app.catalogEvents)),
  );

  app.put(
    '/products/:id',
    {
      schema: {
        params: AdminIdParamsSchema,
        body: AdminProductUpdateSchema,
        response: { 200: AdminProductDetailSchema, ...errors },
      },
    },
    async (request) => editProduct(db, request.params.id, request.body, app.catalogEvents),
  );

  app.post(
    '/products/:id/duplicate',
    { schema: { params: AdminIdParamsSchema, response: { 201: AdminProductDetailSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await duplicateProduct(db, request.params.id, app.catalogEvents)),
  );

  // Deleting a product that orders name archives it instead; the answer says which happened.
  app.delete(
    '/products/:id',
    { schema: { params: AdminIdParamsSchema, response: { 200: AdminProductRemovalSchema, ...errors } } },
    async (request) => removeProduct(db, request.params.id, app.catalogEvents),
  );

  app.post(
    '/products/:id/restore',
    { schema: { params: AdminIdParamsSchema, response: { 200: AdminProductDetailSchema, ...errors } } },
    async (request) => restoreProduct(db, request.params.id, app.catalogEvents),
  );

  app.post(
    '/products/:id/stock-adjustments',
    {
      schema: {
        params: AdminIdParamsSchema,
        body: StockAdjustmentInputSchema,
        response: { 200: AdminProductDetailSchema, ...errors },
      },
    },
    async (request) => adjustProductStock(db, request.params.id, request.body, app.catalogEvents, deps.jobs),
  );

  // Uploads take the raw image as the body: their own scope, so no other admin route
  // accepts non-JSON bodies or the larger limit. The declared type is not trusted: the
  // bytes are decoded, and only real JPEG, PNG, WebP and AVIF photos are kept.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MEDIA_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    uploads.post(
      '/media',
      {
        bodyLimit: MEDIA_MAX_BYTES,
        schema: { response: { 201: MediaUploadResponseSchema, ...errors, 413: ApiErrorSchema, 415: ApiErrorSchema } },
      },
      async (request, reply) => {
        if (!declaresImage(request.headers['content-type']))
          throw new HttpError(415, NOT_AN_IMAGE_TYPE, [{ path: 'content-type', message: NOT_AN_IMAGE_TYPE }]);
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0)
          throw new HttpError(400, 'image: the file is empty', [
            { path: 'image', message: 'image: the file is empty' },
          ]);
        const photo = await preparePhoto(body);
        const id = await db.transaction(async (tx) =>
          recordPhotoUpload(tx, await storePhoto(tx, deps.mediaStore, photo), photo),
        );
        app.photoCopies.makeAhead(sha256Hex(photo.body), photo.width, photo.body, (error) =>
          request.log.error({ err: error, mediaId: id }, 'a copy of an uploaded photo could not be made'),
        );
        return reply.code(201).send({ url: mediaUrl(id), width: photo.width, height: photo.height });
      },
    );
  });
};
