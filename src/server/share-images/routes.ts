// GET /og/store.png and GET /og/product/<handle>.png: the pictures a shared link shows
// (render.ts). Rendering one takes tens of milliseconds, so each is kept in memory by the
// content it was drawn from (a bounded, least recently used set) and sent with a long
// max-age and an ETag: a crawler that asks again gets 304.
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getProduct } from '../catalog/service';
import { notFound } from '../http/errors';
import type { DomainRoutes } from '../http/types';
import { matchesEtag } from '../media/routes';
import { readOriginal } from '../media/originals';
import { findMedia } from '../media/queries';
import { renderProductImage, renderStoreImage, STORE_ART_SHA } from './render';

/** Rendered pictures kept, at most (about 100 KB each). */
const MAX_KEPT = 200;
/** A product's picture changes when its image does, so it is revalidated after a day; the ETag makes that cheap. */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

const MEDIA_PATH = /^\/media\/(\d{1,10})$/;

const ParamsSchema = z.object({ file: z.string().max(300) });

export const shareImageRoutes: DomainRoutes = async (app, { config, database, mediaStore }) => {
  // Pending renders too, so a burst of requests for one picture renders it once.
  const kept = new Map<string, Promise<Buffer>>();

  function picture(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const found = kept.get(key);
    if (found) {
      kept.delete(key);
      kept.set(key, found);
      return found;
    }
    const rendering = render();
    kept.set(key, rendering);
    rendering.catch(() => kept.delete(key));
    for (const oldest of kept.keys()) {
      if (kept.size <= MAX_KEPT) break;
      kept.delete(oldest);
    }
    return rendering;
  }

  async function send(request: FastifyRequest, reply: FastifyReply, key: string, render: () => Promise<Buffer>) {
    const etag = `"og-${key}"`;
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('image/png').send(await picture(key, render));
  }

  const storeImage = (request: FastifyRequest, reply: FastifyReply) =>
    send(request, reply, `store-${STORE_ART_SHA}`, renderStoreImage);

  app.get('/store.png', { schema: { hide: true } }, storeImage);

  app.get('/product/:file', { schema: { params: ParamsSchema, hide: true } }, async (request, reply) => {
    const { file } = request.params;
    if (!file.endsWith('.png')) throw notFound('Image not found');
    // The hosted catalogue's images live on its own servers, which pages name directly.
    if (config.shopify) return storeImage(request, reply);
    const product = await getProduct(database.db, file.slice(0, -'.png'.length));
    const mediaId = MEDIA_PATH.exec(product.images[0]?.url ?? '')?.[1];
    const image = mediaId ? await findMedia(database.db, Number(mediaId)) : undefined;
    // A product without an image of its own shares the store's.
    if (!image) return storeImage(request, reply);
    // The original is read only to draw the picture, not for an answer already kept.
    const draw = async () => {
      const body = await readOriginal(database.db, mediaStore, image);
      if (!body) throw new Error('the image original is missing from the media store');
      return renderProductImage(body, image.contentType);
    };
    return send(request, reply, image.sha256, () =>
      draw().catch((error: unknown) => {
        // An image sharp cannot read, or whose bytes are lost: the store's picture rather than none.
        request.log.warn({ err: error, mediaId }, 'product image could not be drawn for sharing');
        return renderStoreImage();
      }),
    );
  });
};
