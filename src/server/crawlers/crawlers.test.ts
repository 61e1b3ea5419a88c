import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../shared/blog-posts';
import { CatalogEvents } from '../catalog/events';
import { insertProduct } from '../catalog/write';
import type { ZodApp } from '../http/types';
import { FIXTURE_PRODUCTS, LISTED_FIXTURES, seedCatalogFixtures } from '../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { DEFAULT_CRAWLER_LIMITS, registerCrawlers } from './routes';

const ORIGIN = 'http://store.test';
const TRICKY = { handle: 'salt-pepper-tee', name: 'Salt & Pepper <Tee> "Limited"' };

let t: TestApp;
/** The app's crawler routes again, with small sitemap files and batches, on the same database. */
let small: ZodApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogFixtures(t.db);
  await insertProduct(t.db, {
    ...TRICKY,
    description: '<p>Black &amp; white <em>speckles</em>.</p>',
    category: 'men',
    subcategory: 't-shirts',
    vendor: '',
    variants: [{ size: 'M', color: 'Gray', priceCents: 1500, stock: 1 }],
    images: [],
  });
  small = Fastify() as unknown as ZodApp;
  small.setValidatorCompiler(validatorCompiler);
  small.setSerializerCompiler(serializerCompiler);
  small.decorate('catalogEvents', new CatalogEvents());
  await small.register((scope) =>
    registerCrawlers(scope as ZodApp, t, { ...DEFAULT_CRAWLER_LIMITS, urlsPerFile: 5, batchSize: 2 }),
  );
  await small.ready();
});
afterAll(async () => {
  await small.close();
  await t.close();
});

const LISTED_HANDLES = [...LISTED_FIXTURES.map((p) => p.handle), TRICKY.handle];

/** Parses the body as XML (a malformed document throws) and returns its document. */
function parseXml(body: string): Document {
  return new JSDOM(body, { contentType: 'application/xml' }).window.document;
}

async function getXml(url: string, app: ZodApp = t.app): Promise<Document> {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  return parseXml(res.body);
}

const texts = (doc: Document, selector: string) =>
  [...doc.getElementsByTagName(selector)].map((el) => el.textContent ?? '');
const pathOf = (loc: string) => loc.slice(ORIGIN.length);

describe('GET /robots.txt', () => {
  it('lets crawlers into the store, keeps them out of the private paths, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/api/', '/checkout', '/account', '/cart'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it('is a sitemap index of the pages, categories, collections, blog and product files', async () => {
    const doc = await getXml('/sitemap.xml');
    expect(doc.documentElement.localName).toBe('sitemapindex');
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(texts(doc, 'loc').map(pathOf)).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/categories.xml',
      '/sitemaps/collections.xml',
      '/sitemaps/blog.xml',
      '/sitemaps/products-1.xml',
    ]);
  });

  it('lists one products file per 50,000 products (here per 5), each of them answering', async () => {
    const doc = await getXml('/sitemap.xml', small);
    const files = texts(doc, 'loc')
      .map(pathOf)
      .filter((path) => path.startsWith('/sitemaps/products-'));
    const expected = Math.ceil(LISTED_HANDLES.length / 5);
    expect(files).toEqual(Array.from({ length: expected }, (_, i) => `/sitemaps/products-${i + 1}.xml`));

    const perFile: string[][] = [];
    for (const file of files) perFile.push(texts(await getXml(file, small), 'loc').map(pathOf));
    expect(perFile.slice(0, -1).every((locs) => locs.length === 5)).toBe(true);
    expect(perFile.flat().sort()).toEqual(LISTED_HANDLES.map((h) => `/product/${h}`).sort());
  });
});

describe('the small sitemaps', () => {
  it('pages: the public storefront pages, never the cart, checkout, account, sign-in or admin', async () => {
    const doc = await getXml('/sitemaps/pages.xml');
    const paths = texts(doc, 'loc').map(pathOf);
    for (const path of [
      '/',
      '/shop',
      '/featured',
      '/sale',
      '/new',
      '/collections',
      '/blog',
      '/gift-cards',
      '/track',
      '/faq',
      '/shipping',
      '/privacy',
      '/terms',
      '/about',
      '/contact',
      '/size-guide',
      '/return-policy',
      '/design-apparel',
    ]) {
      expect(paths).toContain(path);
    }
    for (const path of paths) expect(path).not.toMatch(/^\/(cart|checkout|account|admin|auth|wishlist)/);
    expect(texts(doc, 'lastmod').every((time) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(time))).toBe(true);
    expect(texts(doc, 'lastmod')).toHaveLength(paths.length);
  });

  it('categories: each category page and the subcategories its links reach', async () => {
    const paths = texts(await getXml('/sitemaps/categories.xml'), 'loc').map(pathOf);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/women',
        '/men',
        '/kids',
        '/women?category=dresses',
        '/men?category=polos',
        '/kids?category=girls-skirts',
      ]),
    );
    // An unpublished product's subcategory ("accessories" for women) is not listed, nor one without a tab.
    expect(paths).not.toContain('/women?category=accessories');
  });

  it("categories: a subcategory staff hide from the women's menu loses its tab, and its address", async () => {
    const hide = (published: boolean) =>
      t.database.executeSql(
        `update categories set published = ${published}
         where handle = 'dresses' and parent_id = (select id from categories where handle = 'women' and parent_id is null)`,
      );
    await hide(false);
    try {
      const paths = texts(await getXml('/sitemaps/categories.xml'), 'loc').map(pathOf);
      expect(paths).not.toContain('/women?category=dresses');
      expect(paths).toContain('/men?category=polos');
    } finally {
      await hide(true);
    }
  });

  it('collections: each collection with products, as the collections page links it', async () => {
    const paths = texts(await getXml('/sitemaps/collections.xml'), 'loc').map(pathOf);
    expect(paths.sort()).toEqual([
      '/collections?collection=mini-me',
      '/collections?collection=streetwear',
      '/collections?collection=summer',
    ]);
  });

  it('blog: every post, dated', async () => {
    const doc = await getXml('/sitemaps/blog.xml');
    expect(texts(doc, 'loc').map(pathOf)).toEqual(blogPosts().map((post) => `/blog/${post.slug}`));
    expect(texts(doc, 'lastmod')[0]).toBe(
      `${new Date(`${blogPosts()[0]!.date} UTC`).toISOString().slice(0, 10)}T00:00:00Z`,
    );
  });
});

describe('GET /sitemaps/products-N.xml', () => {
  it('holds exactly the published products, designer garments and unpublished ones left out, each with its last change', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemaps/products-1.xml' });
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const doc = parseXml(res.body);
    expect(doc.documentElement.localName).toBe('urlset');
    const urls = [...doc.getElementsByTagName('url')];
    expect(urls.map((url) => pathOf(url.getElementsByTagName('loc')[0]!.textContent!)).sort()).toEqual(
      LISTED_HANDLES.map((h) => `/product/${h}`).sort(),
    );
    for (const url of urls) {
      const lastmod = url.getElementsByTagName('lastmod')[0]!.textContent!;
      expect(Math.abs(Date.parse(lastmod) - Date.now())).toBeLessThan(3_600_000);
    }
    expect(res.body).not.toContain('custom-premium-t-shirt');
    expect(res.body).not.toContain('retired-scarf');
  });

  it('answers HEAD with the headers alone', async () => {
    for (const url of ['/sitemaps/products-1.xml', '/feeds/products.xml']) {
      const res = await t.app.inject({ method: 'HEAD', url });
      expect([url, res.statusCode, res.headers['content-type'], res.body]).toEqual([
        url,
        200,
        'application/xml; charset=utf-8',
        '',
      ]);
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/sitemaps/products-99.xml' })).statusCode).toBe(404);
  });

  it('answers 404 for a file it does not have', async () => {
    for (const url of [
      '/sitemaps/products-99.xml',
      '/sitemaps/products-0.xml',
      '/sitemaps/products-x.xml',
      '/sitemaps/other.xml',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('GET /feeds/products.xml', () => {
  let doc: Document;
  let items: Element[];
  const G = 'http://base.google.com/ns/1.0';
  const field = (item: Element, name: string) => item.getElementsByTagNameNS(G, name)[0]?.textContent ?? undefined;
  const itemsOf = (handle: string) => items.filter((item) => field(item, 'link') === `${ORIGIN}/product/${handle}`);

  beforeAll(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/feeds/products.xml' });
    expect(res.statusCode).toBe(200);
    expect(Number(/max-age=(\d+)/.exec(res.headers['cache-control'] as string)?.[1])).toBeLessThanOrEqual(10);
    doc = parseXml(res.body);
    items = [...doc.getElementsByTagName('item')];
  });

  it('is RSS 2.0 with Google namespace, a channel and one item per variant of each published product', async () => {
    expect(doc.documentElement.localName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(doc.documentElement.getAttribute('xmlns:g')).toBe(G);
    const channel = doc.documentElement.getElementsByTagName('channel')[0]!;
    expect(channel.getElementsByTagName('title')[0]?.textContent).toBe('TJ Fashion');
    const variants = LISTED_FIXTURES.reduce((sum, p) => sum + p.variants.length, 0) + 1;
    expect(items).toHaveLength(variants);
    expect(items.every((item) => item.parentElement === channel)).toBe(true);
  });

  it('gives each variant its Google fields', () => {
    const [item] = itemsOf('cargo-pants');
    expect(item).toBeDefined();
    const group = field(item!, 'item_group_id');
    expect(itemsOf('cargo-pants').every((i) => field(i, 'item_group_id') === group)).toBe(true);
    expect(field(item!, 'id')).toMatch(/^TJ-\d+-S-KHAKI$/);
    expect(field(item!, 'mpn')).toBe(field(item!, 'id'));
    expect(field(item!, 'title')).toBe('Cargo Pants - Khaki / S');
    expect(field(item!, 'description')).toBe('Six pockets. Style code TJ_7.');
    expect(field(item!, 'image_link')).toBe(`${ORIGIN}/media/fixture-cargo-pants-khaki.svg`);
    expect(field(item!, 'availability')).toBe('in_stock');
    expect(field(item!, 'price')).toBe('45.00 USD');
    expect(field(item!, 'sale_price')).toBeUndefined();
    expect(field(item!, 'brand')).toBe('TJ Fashion');
    expect(field(item!, 'condition')).toBe('new');
    expect(field(item!, 'google_product_category')).toBe('Apparel & Accessories > Clothing > Pants');
    expect(field(item!, 'size')).toBe('S');
    expect(field(item!, 'color')).toBe('Khaki');
    expect(field(item!, 'gender')).toBe('male');
    expect(field(item!, 'age_group')).toBe('adult');
  });

  it('marks a sold-out variant out of stock beside its in-stock sibling', () => {
    const polo = itemsOf('classic-polo');
    expect(polo.map((item) => [field(item, 'size'), field(item, 'availability')])).toEqual([
      ['M', 'out_of_stock'],
      ['L', 'in_stock'],
    ]);
  });

  it('shows a marked-down product at its compare-at price with the sale price', () => {
    const dress = itemsOf('floral-midi-dress');
    expect(dress.map((item) => [field(item, 'price'), field(item, 'sale_price')])).toEqual([
      ['69.99 USD', '49.99 USD'],
      ['69.99 USD', '49.99 USD'],
      ['69.99 USD', '54.99 USD'],
    ]);
    expect(field(dress[0]!, 'gender')).toBe('female');
    expect(field(dress[0]!, 'google_product_category')).toBe('Apparel & Accessories > Clothing > Dresses');
  });

  it('maps jewelry, wigs and kids to their categories, genders and age group', () => {
    expect(field(itemsOf('gold-pendant-necklace')[0]!, 'google_product_category')).toBe(
      'Apparel & Accessories > Jewelry',
    );
    expect(field(itemsOf('wavy-lace-wig')[0]!, 'google_product_category')).toBe(
      'Health & Beauty > Personal Care > Hair Care',
    );
    const skirt = itemsOf('girls-tutu-skirt')[0]!;
    expect([field(skirt, 'gender'), field(skirt, 'age_group')]).toEqual(['female', 'kids']);
    expect(field(itemsOf('canvas-tote')[0]!, 'google_product_category')).toBe(
      'Apparel & Accessories > Handbags, Wallets & Cases > Handbags',
    );
  });

  it('never lists designer garments or unpublished products', () => {
    for (const handle of FIXTURE_PRODUCTS.filter((p) => p.category === 'custom' || p.active === false).map(
      (p) => p.handle,
    )) {
      expect(itemsOf(handle)).toEqual([]);
    }
  });

  it('reads the same through small batches', async () => {
    const res = await small.inject({ method: 'GET', url: '/feeds/products.xml' });
    expect(parseXml(res.body).getElementsByTagName('item')).toHaveLength(items.length);
  });
});

describe('escaping', () => {
  it('writes a name with &, < and quotes as text in the feed, and the store name as its brand', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/feeds/products.xml' });
    expect(res.body).toContain('Salt &amp; Pepper &lt;Tee&gt; &quot;Limited&quot;');
    const item = [...parseXml(res.body).getElementsByTagName('item')].find((el) =>
      el.textContent?.includes('Salt & Pepper'),
    );
    const g = (name: string) => item?.getElementsByTagNameNS('http://base.google.com/ns/1.0', name)[0]?.textContent;
    expect(g('title')).toBe('Salt & Pepper <Tee> "Limited" - Gray / M');
    expect(g('description')).toBe('Black & white speckles.');
    expect(g('brand')).toBe('TJ Fashion');
  });
});

describe('beside the built storefront', () => {
  let withClient: TestApp;
  let clientDir: string;
  const BUILT = new Date('2025-06-01T12:00:00Z');

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'tj-client-'));
    writeFileSync(
      join(clientDir, 'index.html'),
      '<html><head><title>TJ</title></head><body><div id="root"></div></body></html>',
    );
    utimesSync(join(clientDir, 'index.html'), BUILT, BUILT);
    withClient = await createTestApp({ env: { CLIENT_DIR: clientDir } });
  });
  afterAll(async () => {
    await withClient.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers robots.txt, the sitemaps and the feed itself, not with the storefront page', async () => {
    for (const [url, type] of [
      ['/robots.txt', 'text/plain; charset=utf-8'],
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
      ['/sitemaps/pages.xml', 'application/xml; charset=utf-8'],
      ['/feeds/products.xml', 'application/xml; charset=utf-8'],
    ] as const) {
      const res = await withClient.app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, type]);
    }
    const missing = await withClient.app.inject({ method: 'GET', url: '/sitemaps/products-1.xml' });
    expect(missing.statusCode).toBe(404);
  });

  it('dates the pages that ship with the release by its build', async () => {
    const res = await withClient.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    const urls = [...parseXml(res.body).getElementsByTagName('url')];
    const about = urls.find((url) => url.getElementsByTagName('loc')[0]?.textContent === `${ORIGIN}/about`);
    expect(about?.getElementsByTagName('lastmod')[0]?.textContent).toBe('2025-06-01T12:00:00Z');
  });
});

describe('with the catalogue hosted on Shopify', () => {
  let hosted: TestApp;
  beforeAll(async () => {
    hosted = await createTestApp({
      env: { SHOPIFY_STORE_DOMAIN: 'shop.invalid', SHOPIFY_STOREFRONT_ACCESS_TOKEN: 'token' },
    });
    await seedCatalogFixtures(hosted.db);
  });
  afterAll(() => hosted.close());

  it("lists no product files and has no feed of its own: the product pages and the feed to Google are Shopify's", async () => {
    const index = parseXml((await hosted.app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    expect(texts(index, 'loc').map(pathOf)).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/categories.xml',
      '/sitemaps/collections.xml',
      '/sitemaps/blog.xml',
    ]);
    expect((await hosted.app.inject({ method: 'GET', url: '/sitemaps/products-1.xml' })).statusCode).toBe(404);
    const feed = await hosted.app.inject({ method: 'GET', url: '/feeds/products.xml' });
    expect(feed.statusCode).toBe(404);
    expect(feed.json()).toEqual({ message: expect.stringContaining('Shopify') });
  });
});
