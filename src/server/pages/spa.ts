// Serves the built storefront: hashed assets cached for a year, pages never cached by the
// browser, and the app for every page route (404 for what the store does not have, 410 for a
// product it unpublished: page-head.ts; 301 from an old address: shared/routes.ts), with the
// page's own code and data named in its HTML and, when the server renderer is built, the page
// itself (pages.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { pageModulePreloads, type ViteManifest } from './page-hints';
import { DOCUMENT_ONLY_HEADERS } from '../http/security';
import { createPageHeads, type PageHeadOptions } from './page-head';
import { acceptedEncoding, createPages } from './pages';
import { movedAddress } from '../../shared/routes';
import { loadPageRenderer } from './server-render';

function readManifest(root: string): ViteManifest {
  const file = join(root, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) : {};
}

/** Files a page loads but never opens as a document (an SVG can be opened, so it keeps every header). */
const SUBRESOURCE = /\.(js|css|woff2)(\.br|\.gz)?$/;

export async function registerClient(
  app: FastifyInstance,
  clientDir: string,
  options: {
    renderMsPerSecond: number;
    /** Where an address staff moved (a renamed category or collection) goes now; undefined when it has not moved. */
    movedTo?: (url: string) => Promise<string | undefined>;
  } & PageHeadOptions,
) {
  const root = resolve(clientDir);
  const indexFile = join(root, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const manifest = readManifest(root);
  const modulePreloads = pageModulePreloads(manifest);
  const assetsDir = join(root, 'assets', '/');

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies at the highest settings (scripts/vite-precompress.ts).
      preCompressed: true,
      setHeaders(reply, path) {
        const hashed = path.startsWith(assetsDir);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        if (hashed && SUBRESOURCE.test(path)) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
        // A hashed file never changes, so it is never revalidated: its validators are dead weight.
        if (hashed) reply.removeHeader('etag').removeHeader('last-modified');
      },
    });
  }

  const pageBody = indexHtml
    ? createPages(app, {
        template: indexHtml,
        modulePreloads,
        renderPage: await loadPageRenderer(app, root),
        renderMsPerSecond: options.renderMsPerSecond,
        heads: createPageHeads(app, options),
      })
    : undefined;

  const isPagePath = (path: string) => !path.startsWith('/api/') && !path.startsWith('/media/');

  if (pageBody) {
    // Pages are compressed once, when kept (pages.ts), not by the compression plugin.
    app.get('/*', { schema: { hide: true }, compress: false }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const search = request.url.slice(path.length + 1);
      if (!isPagePath(path)) return reply.callNotFound();
      // An old address (a post's or a collection's former slug) moves to its own for good.
      const moved = movedAddress(path, search);
      if (moved) return reply.redirect(moved, 301);
      const movedByStaff = await options.movedTo?.(request.url);
      if (movedByStaff) return reply.redirect(movedByStaff, 301);
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      const { body, status } = await pageBody(request.url, path, encoding);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .code(status)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8')
        .send(body);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    return reply.code(404).send({ message: `No route for ${request.method} ${path}` });
  });
}
