// Serves the built storefront: hashed assets cached for a year, pages never cached by the
// browser, and the app for every page route (404 status for routes the store does not have),
// with the page's own code and data named in its HTML (page-hints.ts) and, when the server
// renderer is built, the page itself (server-render.ts). Rendered pages are kept like
// catalogue answers: emptied on every catalogue or stock change.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { HEAD_SCRIPT, SSR_STATE_ID } from '../../shared/page-render';
import { pageFor } from '../../shared/routes';
import { DEFAULT_CACHE_LIMITS, ResponseCache } from '../catalog/cache';
import { onCatalogChange } from '../catalog/events';
import { codeAfterPaint, hintTags, pageDataUrl, pageModulePreloads, type ViteManifest } from './page-hints';
import { loadPageRenderer, withRenderedPage } from './server-render';

function readManifest(root: string): ViteManifest {
  const file = join(root, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) : {};
}

export async function registerClient(app: FastifyInstance, clientDir: string) {
  const root = resolve(clientDir);
  const indexFile = join(root, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const manifest = readManifest(root);
  const modulePreloads = pageModulePreloads(manifest);
  const bootFile = manifest['boot.ts'] ? `/${manifest['boot.ts'].file}` : undefined;

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  const renderPage = indexHtml ? await loadPageRenderer(app, root) : undefined;
  const pages = new ResponseCache(DEFAULT_CACHE_LIMITS);
  const unsubscribe = onCatalogChange(() => pages.clear());
  app.addHook('onClose', async () => void unsubscribe());

  async function pageHtml(url: string, path: string, template: string): Promise<Buffer> {
    const kept = pages.get(url);
    if (kept) return kept.body;
    const generation = pages.currentGeneration;
    const page = pageFor(path);
    const pageModules = modulePreloads.get(page) ?? [];
    const rendered = renderPage ? await renderPage(url) : undefined;
    let html: string;
    if (rendered?.complete && bootFile) {
      // The whole first screen is in the HTML, its data too: the code can wait for the paint.
      html = withRenderedPage(codeAfterPaint(template, pageModules, bootFile), rendered, SSR_STATE_ID);
    } else {
      // The page (or part of it) is rendered in the browser: its code and data are asked for at once.
      html = template.replace('</head>', `${hintTags(pageModules, pageDataUrl(page, path))}</head>`);
      if (rendered) html = withRenderedPage(html, rendered, SSR_STATE_ID);
    }
    // Before the stylesheet: an inline script after one would wait for it.
    const body = Buffer.from(html.replace('<title>', `<script>${HEAD_SCRIPT}</script><title>`));
    if (rendered || !renderPage) pages.set(url, body, {}, generation);
    return body;
  }

  const isPagePath = (path: string) => !path.startsWith('/api/') && !path.startsWith('/media/');

  if (indexHtml) {
    // A route (not the not-found handler) so that the answer is compressed like any other.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (!isPagePath(path)) return reply.callNotFound();
      return reply
        .code(pageFor(path) === 'NotFound' ? 404 : 200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await pageHtml(request.url, path, indexHtml));
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    return reply.code(404).send({ message: `No route for ${request.method} ${path}` });
  });
}
