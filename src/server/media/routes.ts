// GET /media/:id: stored images, cached forever (the id names immutable bytes), and
// GET /media/:id/<width>.<avif|webp|jpg>: an uploaded photo resized (variants.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../http/errors';
import type { DomainRoutes } from '../http/types';
import { findMedia, type FoundMedia } from './queries';
import { parseVariantFile, VARIANT_CONTENT_TYPES, variantKey, variantMaker } from './variants';

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

/** Immutable caching under the entity tag; true when the browser already holds it (answer 304). */
function cachedByBrowser(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
  return matchesEtag(request.headers['if-none-match'], etag);
}

export const mediaRoutes: DomainRoutes = async (app, deps) => {
  const variant = variantMaker(deps.mediaStore);

  async function findImage(param: string): Promise<FoundMedia> {
    const id = /^\d+$/.test(param) ? Number(param) : NaN;
    if (!(id >= 1 && id <= MAX_ID)) throw notFound(IMAGE_NOT_FOUND);
    const image = await findMedia(deps.database.db, id);
    if (!image) throw notFound(IMAGE_NOT_FOUND);
    return image;
  }

  app.get('/:id', { schema: { params: ParamsSchema, hide: true } }, async (request, reply) => {
    const image = await findImage(request.params.id);
    if (image.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
    if (cachedByBrowser(request, reply, `"${image.sha256}"`)) return reply.code(304).send();
    return reply.type(image.contentType).send(asBuffer(image.body));
  });

  // Only uploaded photos (which know their width) have variants; unknown widths, formats
  // and ids are all simply not found.
  app.get('/:id/:file', { schema: { params: VariantParamsSchema, hide: true } }, async (request, reply) => {
    const wanted = parseVariantFile(request.params.file);
    if (!wanted) throw notFound(IMAGE_NOT_FOUND);
    const image = await findImage(request.params.id);
    if (!image.width) throw notFound(IMAGE_NOT_FOUND);
    const width = Math.min(wanted.width, image.width);
    if (cachedByBrowser(request, reply, `"${image.sha256}-${width}.${wanted.format}"`)) return reply.code(304).send();
    const body = await variant(variantKey(image.sha256, width, wanted.format), () => image.body, width, wanted.format);
    return reply.type(VARIANT_CONTENT_TYPES[wanted.format]).send(asBuffer(body));
  });
};
