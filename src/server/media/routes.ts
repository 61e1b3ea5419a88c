// GET /media/:id: stored images, cached forever (the id names immutable bytes), and
// GET /media/:id/<width>.<avif|webp|jpg>: an uploaded photo resized (variants.ts). Both read
// the row's metadata first; the original's bytes are read only to send them or to make a copy.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../http/errors';
import type { DomainRoutes } from '../http/types';
import { readOriginal } from './originals';
import { findMedia, type FoundMedia } from './queries';
import { parseVariantFile, VARIANT_CONTENT_TYPES, variantKey } from './variants';

const MAX_ID = 2_147_483_647;
// A stored SVG opened directly must not run script or fetch anything.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

const ParamsSchema = z.object({ id: z.string().max(20) });
// Any text: a parameter that names no image is a 404, never a 400.
const VariantParamsSchema = z.object({ id: z.string(), file: z.string() });
const IMAGE_NOT_FOUND = 'Image not found';

/** True when an If-None-Match header names this entity tag (or is "*"). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

const asBuffer = (body: Uint8Array) => Buffer.from(body.buffer, body.byteOffset, body.byteLength);

/** Immutable caching under the entity tag: set only on answers that carry the image (or 304), never on an error. */
const keptForever = (reply: FastifyReply, etag: string) =>
  reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
const browserHolds = (request: FastifyRequest, etag: string) => matchesEtag(request.headers['if-none-match'], etag);

export const mediaRoutes: DomainRoutes = async (app, deps) => {
  const { database, mediaStore } = deps;

  async function findImage(param: string): Promise<FoundMedia> {
    const id = /^\d+$/.test(param) ? Number(param) : NaN;
    if (!(id >= 1 && id <= MAX_ID)) throw notFound(IMAGE_NOT_FOUND);
    const image = await findMedia(database.db, id);
    if (!image) throw notFound(IMAGE_NOT_FOUND);
    return image;
  }

  /**
   * The original's bytes. A row whose bytes are gone (a lost directory or bucket) is a 404 to
   * the shopper, as nothing can be shown until the photo is uploaded again, and an error in
   * the log for the owner.
   */
  async function original(image: FoundMedia, request: FastifyRequest): Promise<Uint8Array> {
    const body = await readOriginal(database.db, mediaStore, image);
    if (body) return body;
    request.log.error(
      { mediaId: image.id, store: mediaStore.kind },
      'an image original is missing from the media store',
    );
    throw notFound(IMAGE_NOT_FOUND);
  }

  app.get('/:id', { schema: { params: ParamsSchema, hide: true } }, async (request, reply) => {
    const image = await findImage(request.params.id);
    const etag = `"${image.sha256}"`;
    if (image.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
    if (browserHolds(request, etag)) return keptForever(reply, etag).code(304).send();
    const body = await original(image, request);
    return keptForever(reply, etag).type(image.contentType).send(asBuffer(body));
  });

  // Only uploaded photos (which know their width) have variants; unknown widths, formats
  // and ids are all simply not found. A copy already kept is sent without reading the original.
  app.get('/:id/:file', { schema: { params: VariantParamsSchema, hide: true } }, async (request, reply) => {
    const wanted = parseVariantFile(request.params.file);
    if (!wanted) throw notFound(IMAGE_NOT_FOUND);
    const image = await findImage(request.params.id);
    if (!image.width) throw notFound(IMAGE_NOT_FOUND);
    const width = Math.min(wanted.width, image.width);
    const etag = `"${image.sha256}-${width}.${wanted.format}"`;
    if (browserHolds(request, etag)) return keptForever(reply, etag).code(304).send();
    const body = await app.photoCopies.copy(
      variantKey(image.sha256, width, wanted.format),
      () => original(image, request),
      width,
      wanted.format,
    );
    return keptForever(reply, etag).type(VARIANT_CONTENT_TYPES[wanted.format]).send(asBuffer(body));
  });
};
