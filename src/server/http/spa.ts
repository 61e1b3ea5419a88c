// Serves the built storefront: hashed assets cached for a year, index.html never cached,
// and the app for every page route (404 status for routes the store does not have), with
// the page's own code and data named in its HTML (page-hints.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { pageFor } from '../../shared/routes';
import { hintTags, pageDataUrl, pageModulePreloads, type ViteManifest } from './page-hints';

function readManifest(root: string): ViteManifest {
  const file = join(root, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) : {};
}

export async function registerClient(app: FastifyInstance, clientDir: string) {
  const root = resolve(clientDir);
  const indexFile = join(root, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const modulePreloads = pageModulePreloads(readManifest(root));

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

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/media/');
    if (wantsPage && indexHtml) {
      const page = pageFor(path);
      const hints = hintTags(modulePreloads.get(page) ?? [], pageDataUrl(page, path));
      return reply
        .code(page === 'NotFound' ? 404 : 200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml.replace('</head>', `${hints}</head>`));
    }
    return reply.code(404).send({ message: `No route for ${request.method} ${path}` });
  });
}
