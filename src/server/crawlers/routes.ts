// What search engines and shopping feeds read: /robots.txt, the sitemap index at
// /sitemap.xml with its files under /sitemaps/, and the Google Merchant Center feed at
// /feeds/products.xml. Addresses are absolute on PUBLIC_URL. The products' sitemap files and
// the feed stream the listed products from the database in keyset batches; with the catalogue
// hosted on Shopify there are neither.
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { readTaxonomy } from '../taxonomy/service';
import { DEFAULT_CACHE_LIMITS } from '../http/response-cache';
import type { DomainDeps } from '../deps';
import type { DomainRoutes, ZodApp } from '../http/types';
import {
  blogUrls,
  categoryUrls,
  subcategoryTabs,
  collectionUrls,
  newestLastmod,
  pageUrls,
  productsFilePath,
  productUrls,
  sitemapIndex,
  summariseChanges,
  URLS_PER_FILE,
  URLSET_HEAD,
  URLSET_TAIL,
  urlset,
  type CatalogueChanges,
  type SitemapUrl,
} from './documents';
import { FEED_TAIL, feedHead, feedItems, groupFeedRows } from './feed';
import { countListed, feedRowsAfter, listedAfter, listedChanges, listedIdBefore } from './queries';
import { documentStream, keysetBatches } from './stream';

export interface CrawlerLimits {
  /** Product addresses in one sitemap file (the protocol allows 50,000). */
  urlsPerFile: number;
  /** Products read from the database per statement. */
  batchSize: number;
  /** How long the catalogue's change times are kept for the small sitemaps (emptied on every change too). */
  changesTtlMs: number;
}

export const DEFAULT_CRAWLER_LIMITS: CrawlerLimits = {
  urlsPerFile: URLS_PER_FILE,
  batchSize: 5_000,
  changesTtlMs: 10 * 60_000,
};

/** Products per statement of the feed: each brings its variants, so fewer than the sitemap's. */
const FEED_BATCH_DIVISOR = 5;

/** Sitemaps may trail the catalogue by an hour; the feed no longer than the catalogue's own cache. */
const SITEMAP_CACHE = 'public, max-age=3600';
const FEED_CACHE = `public, max-age=${Math.round(DEFAULT_CACHE_LIMITS.ttlMs / 1000)}`;

const ROBOTS_DISALLOWED = ['/admin', '/api/', '/checkout', '/cart', '/account', '/auth/', '/wishlist'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** When the running release's pages were built (the client's index.html), else when this server started. */
function releaseTime(clientDir: string): Date {
  try {
    return statSync(join(resolve(clientDir), 'index.html')).mtime;
  } catch {
    return new Date();
  }
}

/** The catalogue's change times, read once per `ttlMs` and again after every catalogue change. */
function rememberChanges(
  app: ZodApp,
  read: () => Promise<CatalogueChanges>,
  ttlMs: number,
): () => Promise<CatalogueChanges> {
  let kept: { value: Promise<CatalogueChanges>; expires: number } | undefined;
  const forget = app.catalogEvents.onChange(() => {
    kept = undefined;
  });
  app.addHook('onClose', async () => void forget());
  return () => {
    if (!kept || kept.expires <= Date.now()) {
      const value = read();
      const entry = { value, expires: Date.now() + ttlMs };
      kept = entry;
      // A failed read is not kept: the next request tries again.
      value.catch(() => {
        if (kept === entry) kept = undefined;
      });
    }
    return kept.value;
  };
}

/** An XML answer, kept by caches for as long as `cacheControl` says. */
const xml = (reply: FastifyReply, cacheControl: string) =>
  reply.type('application/xml; charset=utf-8').header('cache-control', cacheControl);

const FileParamsSchema = z.object({ file: z.string().max(100) });
const PRODUCTS_FILE = /^products-([1-9]\d{0,5})\.xml$/;

export async function registerCrawlers(
  app: ZodApp,
  { config, database }: Pick<DomainDeps, 'config' | 'database'>,
  limits: CrawlerLimits,
) {
  const { db } = database;
  const origin = config.publicUrl;
  const siteTime = releaseTime(config.clientDir);
  const changes = rememberChanges(app, async () => summariseChanges(await listedChanges(db)), limits.changesTtlMs);
  // A catalogue hosted on Shopify has its product pages' handles there, and Shopify feeds Google itself.
  const ownCatalogue = !config.shopify;
  const productFiles = async () => (ownCatalogue ? Math.ceil((await countListed(db)) / limits.urlsPerFile) : 0);

  const smallSitemaps: Record<string, () => Promise<SitemapUrl[]>> = {
    'pages.xml': async () => pageUrls(await changes(), siteTime),
    'categories.xml': async () => categoryUrls(await changes(), siteTime, subcategoryTabs(await readTaxonomy(db))),
    'collections.xml': async () =>
      collectionUrls(
        await changes(),
        (await readTaxonomy(db)).collections.map((c) => c.handle),
      ),
    'blog.xml': async () => blogUrls(siteTime),
  };

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robotsTxt(origin)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [files, ...small] = await Promise.all([
      productFiles(),
      ...Object.values(smallSitemaps).map((urls) => urls()),
    ]);
    const children = [
      ...Object.keys(smallSitemaps).map((name, i) => ({
        path: `/sitemaps/${name}`,
        lastmod: newestLastmod(small[i] ?? []),
      })),
      ...Array.from({ length: files }, (_, i) => ({ path: productsFilePath(i + 1) })),
    ];
    return xml(reply, SITEMAP_CACHE).send(sitemapIndex(origin, children));
  });

  app.get('/sitemaps/:file', { schema: { hide: true, params: FileParamsSchema } }, async (request, reply) => {
    const { file } = request.params;
    const small = Object.hasOwn(smallSitemaps, file) ? smallSitemaps[file] : undefined;
    if (small) return xml(reply, SITEMAP_CACHE).send(urlset(origin, await small()));
    const number = Number(PRODUCTS_FILE.exec(file)?.[1] ?? 0);
    if (number < 1 || number > (await productFiles())) return reply.callNotFound();
    const afterId = await listedIdBefore(db, (number - 1) * limits.urlsPerFile);
    if (afterId === undefined) return reply.callNotFound();
    // HEAD: the headers alone. Fastify's HEAD route would read a streamed body to its end (the
    // catalogue) only to throw it away.
    if (request.method === 'HEAD') return xml(reply, SITEMAP_CACHE).send();
    const batches = await keysetBatches((after, limit) => listedAfter(db, after, limit), {
      afterId,
      batchSize: limits.batchSize,
      max: limits.urlsPerFile,
    });
    return xml(reply, SITEMAP_CACHE).send(
      documentStream(URLSET_HEAD, batches, (rows) => productUrls(origin, rows), URLSET_TAIL),
    );
  });

  app.get('/feeds/products.xml', { schema: { hide: true } }, async (request, reply) => {
    if (!ownCatalogue)
      return reply
        .code(404)
        .send({ message: 'The catalogue is hosted on Shopify: its products reach Google through Shopify.' });
    if (request.method === 'HEAD') return xml(reply, FEED_CACHE).send(); // as above
    const batchSize = Math.max(1, Math.floor(limits.batchSize / FEED_BATCH_DIVISOR));
    const batches = await keysetBatches(async (after, limit) => groupFeedRows(await feedRowsAfter(db, after, limit)), {
      afterId: 0,
      batchSize,
    });
    return xml(reply, FEED_CACHE).send(
      documentStream(feedHead(origin), batches, (products) => feedItems(origin, products), FEED_TAIL),
    );
  });
}

export const crawlerRoutes: DomainRoutes = (app, deps) => registerCrawlers(app, deps, DEFAULT_CRAWLER_LIMITS);
