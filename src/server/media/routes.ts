// GET /media/:id: stored images, cached forever (the id names immutable bytes).
import { z } from 'zod';
import { notFound } from '../http/errors';
import type { DomainRoutes } from '../http/types';
import { findMedia } from './queries';

const MAX_ID = 2_147_483_647;
// A stored SVG opened directly must not run script or fetch anything.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

const ParamsSchema = z.object({ id: z.string().max(20) });

/** True when an If-None-Match header names this entity tag (or is "*"). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

export const mediaRoutes: DomainRoutes = async (app, deps) => {
  app.get('/:id', { schema: { params: ParamsSchema, hide: true } }, async (request, reply) => {
    const id = /^\d+$/.test(request.params.id) ? Number(request.params.id) : NaN;
    if (!(id >= 1 && id <= MAX_ID)) throw notFound('Image not found');
    const image = await findMedia(deps.database.db, id);
    if (!image) throw notFound('Image not found');

    const etag = `"${image.sha256}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    if (image.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type(image.contentType).send(Buffer.from(image.body.buffer, image.body.byteOffset, image.body.byteLength));
  });
};
