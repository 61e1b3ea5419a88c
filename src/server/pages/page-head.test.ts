// What a crawler or a chat app reads from a page's HTML before any script runs: its status
// and its head (title, description, canonical, robots, Open Graph, Twitter, JSON-LD).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysBefore, seasonYear, shortYear } from '../../shared/seasons';
import { eq } from 'drizzle-orm';
import { insertProduct } from '../catalog/write';
import { searchTermsByDay } from '../db/schema';
import { searchLogFor } from '../reports/searches';
import { mediaUrl, storeMedia } from '../media/queries';
import { seedCatalogFixtures } from '../test/catalog-fixtures';
import { FAKE_ACCESS_TOKEN, startFakeShopify, type FakeShopify } from '../test/fake-shopify';
import { createTestApp, type TestApp } from '../test/harness';

const ORIGIN = 'http://store.test';

/** A product's own art, as the seed stores it. */
const ART =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 1000"><rect width="800" height="1000" fill="#fde68a"/><circle cx="400" cy="500" r="300" fill="#be185d"/></svg>';

const LONG_STORY = [
  '<p>Cut from a <strong>washed cotton poplin</strong> that softens with every wear, this dress has a fitted bodice,',
  'a swinging midi skirt with deep pockets and a covered button placket that runs all the way down the front.',
  'It takes a belt, a denim jacket or a cardigan equally well &amp; packs flat for a weekend away.</p>',
].join(' ');

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

type Ld = Record<string, unknown> & { '@type': string };

/** The page's JSON-LD, parsed as a search engine parses it. */
function jsonLdOf(html: string): Ld[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Ld,
  );
}

const ofType = (items: Ld[], type: string) => items.filter((item) => item['@type'] === type);
const isAbsolute = (url: unknown) => typeof url === 'string' && /^https?:\/\/[^/]+\//.test(url);

/**
 * What Google's Product snippet and Merchant listing results require of a Product: a name, an
 * image, and offers, each with a price, a currency and (merchant listings) availability,
 * condition and address. The problems found, empty when it qualifies.
 */
function productProblems(product: Ld): string[] {
  const problems: string[] = [];
  if (typeof product.name !== 'string' || !product.name) problems.push('name');
  const images = Array.isArray(product.image) ? product.image : [product.image];
  if (images.length === 0 || !images.every(isAbsolute)) problems.push('image');
  const brand = product.brand as Ld | undefined;
  if (brand?.['@type'] !== 'Brand' || !brand.name) problems.push('brand');
  if ('aggregateRating' in product || 'review' in product) problems.push('a rating the store does not hold');
  const offers = (Array.isArray(product.offers) ? product.offers : [product.offers]) as (Ld | undefined)[];
  if (offers.length === 0) problems.push('offers');
  offers.forEach((offer, i) => {
    if (offer?.['@type'] !== 'Offer') return problems.push(`offers[${i}]`);
    if (typeof offer.price !== 'string' || !/^\d+(\.\d{1,2})?$/.test(offer.price)) problems.push(`offers[${i}].price`);
    if (offer.priceCurrency !== 'USD') problems.push(`offers[${i}].priceCurrency`);
    if (!['https://schema.org/InStock', 'https://schema.org/OutOfStock'].includes(String(offer.availability)))
      problems.push(`offers[${i}].availability`);
    if (offer.itemCondition !== 'https://schema.org/NewCondition') problems.push(`offers[${i}].itemCondition`);
    if (!isAbsolute(offer.url)) problems.push(`offers[${i}].url`);
    return undefined;
  });
  return problems;
}

/** A BreadcrumbList's items, each with its position (from 1), name and absolute address. */
function breadcrumbProblems(list: Ld): string[] {
  const items = (list.itemListElement ?? []) as Ld[];
  if (items.length < 2) return ['itemListElement'];
  return items.flatMap((item, i) =>
    item['@type'] === 'ListItem' &&
    item.position === i + 1 &&
    typeof item.name === 'string' &&
    item.name &&
    isAbsolute(item.item)
      ? []
      : [`itemListElement[${i}]`],
  );
}

/** What a crawler reads from the head. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (pattern: RegExp) => {
    const found = pattern.exec(head)?.[1];
    return found === undefined ? undefined : decode(found);
  };
  const meta = (key: 'name' | 'property', name: string) => attr(new RegExp(`<meta ${key}="${name}" content="([^"]*)"`));
  return {
    titles: head.match(/<title>/g)?.length ?? 0,
    title: attr(/<title>([^<]*)<\/title>/),
    description: meta('name', 'description'),
    descriptions: head.match(/<meta name="description"/g)?.length ?? 0,
    canonical: attr(/<link rel="canonical" href="([^"]*)">/),
    robots: meta('name', 'robots'),
    meta,
  };
}

describe('the HTML of each kind of page', () => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'tj-client-'));
    // The storefront's own template: its title and description are the ones pages replace.
    writeFileSync(
      join(clientDir, 'index.html'),
      readFileSync(join(import.meta.dirname, '../../client/index.html'), 'utf8'),
    );
    t = await createTestApp({ env: { CLIENT_DIR: clientDir, PUBLIC_URL: ORIGIN } });
    await seedCatalogFixtures(t.db);
    const art = await storeMedia(t.db, { contentType: 'image/svg+xml', body: Buffer.from(ART) });
    await insertProduct(t.db, {
      handle: 'poplin-midi-dress',
      name: 'Poplin Midi Dress',
      category: 'women',
      subcategory: 'dresses',
      description: LONG_STORY,
      vendor: 'TJ Fashion',
      variants: [
        { size: 'S', color: 'Yellow', priceCents: 5900, stock: 4 },
        { size: 'M', color: 'Yellow', priceCents: 6400, stock: 0 },
      ],
      images: [{ url: mediaUrl(art), alt: 'Poplin Midi Dress', color: null, width: 800, height: 1000 }],
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const head = async (url: string) => headOf((await get(url)).body);

  describe('status', () => {
    it('answers a product, post or path the store does not have with 404', async () => {
      expect((await get('/product/floral-midi-dress')).statusCode).toBe(200);
      expect((await get('/product/no-such-dress')).statusCode).toBe(404);
      expect((await get('/blog/no-such-post')).statusCode).toBe(404);
      expect((await get('/collections?collection=no-such-collection')).statusCode).toBe(404);
      expect((await get('/collections?collection=summer')).statusCode).toBe(200);
      expect((await get('/no-such-page')).statusCode).toBe(404);
    });

    it("moves a post's or a collection's former address to its own for good, keeping the query", async () => {
      for (const [from, to] of [
        ['/blog/spring-2025-fashion-trends', '/blog/spring-fashion-trends'],
        ['/blog/spring-2025-fashion-trends/?utm_source=mail', '/blog/spring-fashion-trends?utm_source=mail'],
        ['/collections?collection=summer-25', '/collections?collection=summer'],
        ['/collections?collection=summer-25&onSale=true&page=2', '/collections?collection=summer&onSale=true&page=2'],
      ]) {
        const moved = await get(from!);
        expect(moved.statusCode, from).toBe(301);
        expect(moved.headers.location, from).toBe(to);
      }
      const post = await get('/blog/spring-fashion-trends');
      expect(post.statusCode).toBe(200);
      expect(headOf(post.body).title).toBe(
        `Spring ${seasonYear('spring')} Fashion Trends You Can Wear Every Day | TJ Fashion`,
      );
    });

    it('answers a product the store unpublished with 410 Gone', async () => {
      expect((await get('/product/retired-scarf')).statusCode).toBe(410);
    });

    it('keeps the status with the page it keeps, in every encoding', async () => {
      for (let i = 0; i < 2; i++) {
        expect((await get('/product/no-such-dress')).statusCode).toBe(404);
        const br = await get('/product/retired-scarf', { 'accept-encoding': 'br' });
        expect(br.statusCode).toBe(410);
        expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<div id="root">');
      }
    });
  });

  describe('title and description', () => {
    it('gives a product its name and the start of its description, as plain text cut at a word', async () => {
      const short = await head('/product/floral-midi-dress');
      expect(short).toMatchObject({
        title: 'Floral Midi Dress | TJ Fashion',
        description: 'A breathable cotton dress for warm days.',
        titles: 1,
        descriptions: 1,
      });

      const long = await head('/product/poplin-midi-dress');
      const plain =
        'Cut from a washed cotton poplin that softens with every wear, this dress has a fitted bodice, a swinging midi skirt with deep pockets and a covered button';
      expect(long.description).toBe(`${plain}…`);
      expect(long.description!.length).toBeLessThanOrEqual(155);
    });

    it('describes a category list by its name and what it holds', async () => {
      const facets = (await get('/api/products/facets?category=women&facets=total')).json() as { total: number };
      const women = await head('/women');
      expect(women.title).toBe("Women's Collection | TJ Fashion");
      expect(women.description).toMatch(new RegExp(`^Shop ${facets.total} women's [a-z ,-]+ at TJ Fashion\\.$`));
      expect(women.description).toContain('dresses');
      expect((await head('/women?category=dresses')).description).toBe("Shop 2 women's dresses at TJ Fashion.");
    });

    it('gives a blog post its title and excerpt, and each other page its own', async () => {
      expect(await head('/blog/spring-fashion-trends')).toMatchObject({
        title: `Spring ${seasonYear('spring')} Fashion Trends You Can Wear Every Day | TJ Fashion`,
        description:
          'Soft pastels, relaxed tailoring and easy layers: the season’s biggest trends, translated into outfits you will actually wear.',
      });
      const pages = ['/', '/about', '/shipping', '/faq', '/contact', '/size-guide', '/gift-cards', '/blog', '/cart'];
      const heads = await Promise.all(pages.map(head));
      expect(heads[0]!.title).toBe('TJ Fashion');
      expect(heads[1]!.title).toBe('Our Story | TJ Fashion');
      expect(new Set(heads.map((h) => h.title)).size).toBe(pages.length);
      expect(new Set(heads.map((h) => h.description)).size).toBe(pages.length);
      for (const h of heads) expect(h).toMatchObject({ titles: 1, descriptions: 1 });
    });

    it('names the Not Found page in what a missing product, post or page answers', async () => {
      const missing = await get('/product/no-such-dress');
      expect(missing.statusCode).toBe(404);
      expect(headOf(missing.body).title).toBe('Product Not Found | TJ Fashion');
      const gone = await get('/product/retired-scarf');
      expect(gone.statusCode).toBe(410);
      expect(headOf(gone.body)).toMatchObject({
        title: 'Product Not Found | TJ Fashion',
        description: 'This product is no longer available.',
      });
      const page = await get('/no-such-page');
      expect(page.statusCode).toBe(404);
      expect(headOf(page.body)).toMatchObject({
        title: 'Page Not Found | TJ Fashion',
        description: 'Sorry, the page you are looking for does not exist or has moved.',
      });
      expect(headOf((await get('/blog/no-such-post')).body).title).toBe('Post Not Found | TJ Fashion');
    });
  });

  describe('canonical address and noindex', () => {
    it('gives every page an absolute canonical address', async () => {
      expect((await head('/')).canonical).toBe(`${ORIGIN}/`);
      expect((await head('/about/')).canonical).toBe(`${ORIGIN}/about`);
      expect((await head('/blog/spring-fashion-trends?utm_source=mail')).canonical).toBe(
        `${ORIGIN}/blog/spring-fashion-trends`,
      );
    });

    it("points a product's every address at /product/<handle>", async () => {
      const id = (await get('/api/products/floral-midi-dress')).json<{ id: number }>().id;
      for (const url of [
        '/product/floral-midi-dress',
        '/product/floral-midi-dress?variant=3&utm_campaign=spring&gclid=x',
        `/product/${id}`,
      ]) {
        expect((await head(url)).canonical).toBe(`${ORIGIN}/product/floral-midi-dress`);
      }
    });

    it('points a filtered, sorted or tracked list at the plain list, keeping page 2 and on', async () => {
      const canonical = async (url: string) => (await head(url)).canonical;
      expect(
        await canonical(
          '/women?sizes=M&colors=Black,Red&minPrice=20&sort=price-asc&utm_source=news&utm_medium=email&gclid=a&fbclid=b&ref=c',
        ),
      ).toBe(`${ORIGIN}/women`);
      expect(await canonical('/women?sort=newest&page=2&inStock=true')).toBe(`${ORIGIN}/women?page=2`);
      expect(await canonical('/women?page=1')).toBe(`${ORIGIN}/women`);
      expect(await canonical('/women?category=dresses&sizes=S')).toBe(`${ORIGIN}/women?category=dresses`);
      // A tab the page does not have shows the whole section.
      expect(await canonical('/women?category=no-such-tab')).toBe(`${ORIGIN}/women`);
      expect(await canonical('/shop?category=women&subcategory=dresses&colors=Pink&ref=ig&page=3')).toBe(
        `${ORIGIN}/shop?category=women&subcategory=dresses&page=3`,
      );
      expect(await canonical('/collections?collection=summer&onSale=true')).toBe(
        `${ORIGIN}/collections?collection=summer`,
      );
      expect(await canonical('/sale?sort=price-desc&fbclid=z')).toBe(`${ORIGIN}/sale`);
    });

    it("keeps a shopper's own pages, buying, sign-in, admin, empty searches and missing pages out of search results", async () => {
      const hidden = [
        '/cart',
        '/checkout',
        '/checkout/pay/abc',
        '/checkout/success?order=1',
        '/account',
        '/account/orders/1',
        '/wishlist',
        '/admin',
        '/admin/products',
        '/auth/login',
        '/shop?query=zzqqxxvv',
        '/no-such-page',
        '/product/no-such-dress',
        '/product/retired-scarf',
      ];
      for (const url of hidden) expect((await head(url)).robots, url).toBe('noindex');
      const listed = [
        '/',
        '/shop',
        '/shop?query=dress',
        '/women',
        '/product/floral-midi-dress',
        '/blog/spring-fashion-trends',
        '/about',
      ];
      for (const url of listed) expect((await head(url)).robots, url).toBeUndefined();
    });

    it("reads a search for the head's description without counting it as a shopper's search", async () => {
      const { description } = await head('/shop?query=velvet+zebra');
      expect(description).toBe('No products match “velvet zebra” at TJ Fashion.');
      await searchLogFor(t.db).flush();
      const counted = await t.db.select().from(searchTermsByDay).where(eq(searchTermsByDay.term, 'velvet zebra'));
      expect(counted).toEqual([]);
    });
  });

  describe('shared links', () => {
    it('describes a product to chat apps with its own picture, drawn as a 1200×630 PNG', async () => {
      const { meta } = await head('/product/poplin-midi-dress?utm_source=chat');
      expect(meta('property', 'og:type')).toBe('product');
      expect(meta('property', 'og:title')).toBe('Poplin Midi Dress');
      expect(meta('property', 'og:description')).toMatch(/^Cut from a washed cotton poplin/);
      expect(meta('property', 'og:url')).toBe(`${ORIGIN}/product/poplin-midi-dress`);
      expect(meta('property', 'og:site_name')).toBe('TJ Fashion');
      expect(meta('property', 'og:image')).toBe(`${ORIGIN}/og/product/poplin-midi-dress.png`);
      expect([meta('property', 'og:image:width'), meta('property', 'og:image:height')]).toEqual(['1200', '630']);
      expect(meta('property', 'product:price:amount')).toBe('59.00');
      expect(meta('name', 'twitter:card')).toBe('summary_large_image');
      expect(meta('name', 'twitter:image')).toBe(`${ORIGIN}/og/product/poplin-midi-dress.png`);
    });

    it('gives posts the article type and every other page the store picture', async () => {
      expect((await head('/blog/spring-fashion-trends')).meta('property', 'og:type')).toBe('article');
      for (const url of ['/', '/women?sort=newest', '/about', '/cart', '/no-such-page']) {
        const { meta } = await head(url);
        expect(meta('property', 'og:type'), url).toBe('website');
        expect(meta('property', 'og:image'), url).toBe(`${ORIGIN}/og/store.png`);
        expect(meta('property', 'og:title'), url).toBeTruthy();
        expect(meta('property', 'og:description'), url).toBeTruthy();
        expect(meta('property', 'og:url'), url).toBe((await head(url)).canonical);
        expect(meta('name', 'twitter:card'), url).toBe('summary_large_image');
      }
    });

    it("serves a product's picture: its art centred on a plain background, cached by its content", async () => {
      const res = await get('/og/product/poplin-midi-dress.png');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d{5,}/);
      const { width, height, format } = await sharp(res.rawPayload).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
      const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
      ];
      // The art's circle at the centre, the background in the corner, the art's own yellow beside the circle.
      expect(pixel(600, 315)).toEqual([0xbe, 0x18, 0x5d]);
      expect(pixel(5, 5)).toEqual([0xf5, 0xf3, 0xff]);
      expect(pixel(600, 45)).toEqual([0xfd, 0xe6, 0x8a]);

      const again = await get('/og/product/poplin-midi-dress.png', { 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode).toBe(304);
    });

    it('serves the store picture, and it for a product without an image of its own; a missing product has none', async () => {
      const store = await get('/og/store.png');
      expect(store.headers['content-type']).toBe('image/png');
      expect(await sharp(store.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
      expect(store.headers.etag).toBeTruthy();
      const plain = await get('/og/product/gold-pendant-necklace.png');
      expect(plain.headers.etag).toBe(store.headers.etag);
      expect((await get('/og/product/no-such-dress.png')).statusCode).toBe(404);
      expect((await get('/og/product/retired-scarf.png')).statusCode).toBe(404);
    });
  });

  describe('structured data (JSON-LD)', () => {
    const ld = async (url: string) => jsonLdOf((await get(url)).body);
    const crumbNames = (list: Ld) => (list.itemListElement as Ld[]).map((item) => item.name);

    it('describes a product with an offer per variant, as product and merchant listing results require', async () => {
      const items = await ld('/product/poplin-midi-dress?variant=2&utm_source=x');
      const [product] = ofType(items, 'Product');
      expect(product).toBeDefined();
      expect(productProblems(product!)).toEqual([]);
      expect(product).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Poplin Midi Dress',
        brand: { '@type': 'Brand', name: 'TJ Fashion' },
        url: `${ORIGIN}/product/poplin-midi-dress`,
      });
      expect(product!.description).toMatch(/^Cut from a washed cotton poplin .* packs flat for a weekend away\.$/);
      expect(product!.image).toContain(`${ORIGIN}/og/product/poplin-midi-dress.png`);
      const offers = product!.offers as Ld[];
      expect(offers.map((o) => [o.price, o.availability])).toEqual([
        ['59.00', 'https://schema.org/InStock'],
        ['64.00', 'https://schema.org/OutOfStock'],
      ]);
      expect(new Set(offers.map((o) => o.sku)).size).toBe(2);
      expect(product!.sku).toBe(offers[0]!.sku);
      expect(offers.every((o) => o.url === `${ORIGIN}/product/poplin-midi-dress`)).toBe(true);
    });

    it("shows a marked-down variant's former price as its strikethrough price, and none for a full-price one", async () => {
      const [onSale] = ofType(await ld('/product/floral-midi-dress'), 'Product');
      expect(productProblems(onSale!)).toEqual([]);
      expect((onSale!.offers as Ld[]).map((o) => [o.name, o.price, o.priceSpecification])).toEqual(
        ['S / Pink', 'M / Pink', 'M / Blue'].map((name) => [
          name,
          name.endsWith('Blue') ? '54.99' : '49.99',
          {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/StrikethroughPrice',
            price: '69.99',
            priceCurrency: 'USD',
          },
        ]),
      );
      const [fullPrice] = ofType(await ld('/product/poplin-midi-dress'), 'Product');
      expect((fullPrice!.offers as Ld[]).some((o) => 'priceSpecification' in o)).toBe(false);
    });

    it('gives a product and a list the trail to them', async () => {
      const [productTrail] = ofType(await ld('/product/floral-midi-dress'), 'BreadcrumbList');
      expect(breadcrumbProblems(productTrail!)).toEqual([]);
      expect(crumbNames(productTrail!)).toEqual(['Home', 'Women', 'Dresses', 'Floral Midi Dress']);
      expect((productTrail!.itemListElement as Ld[]).map((item) => item.item)).toEqual([
        `${ORIGIN}/`,
        `${ORIGIN}/women`,
        `${ORIGIN}/women?category=dresses`,
        `${ORIGIN}/product/floral-midi-dress`,
      ]);
      const [listTrail] = ofType(await ld('/women?category=dresses&sort=newest'), 'BreadcrumbList');
      expect(breadcrumbProblems(listTrail!)).toEqual([]);
      expect(crumbNames(listTrail!)).toEqual(['Home', "Women's Collection", 'Dresses']);
      const [shopTrail] = ofType(await ld('/shop?category=kids'), 'BreadcrumbList');
      expect(crumbNames(shopTrail!)).toEqual(['Home', 'Shop All', 'Kids']);
      // A seasonal collection is named for the season now or next.
      const [collectionTrail] = ofType(await ld('/collections?collection=summer'), 'BreadcrumbList');
      expect(crumbNames(collectionTrail!)).toEqual([
        'Home',
        'Collections',
        `Summer '${shortYear(seasonYear('summer'))} Trends`,
      ]);
    });

    it('names the store and its search on the home page', async () => {
      const items = await ld('/');
      const [organization] = ofType(items, 'Organization');
      expect(organization).toMatchObject({ name: 'TJ Fashion', url: `${ORIGIN}/` });
      expect(isAbsolute(organization!.logo)).toBe(true);
      const [site] = ofType(items, 'WebSite');
      expect(site!.potentialAction).toMatchObject({
        '@type': 'SearchAction',
        target: { urlTemplate: `${ORIGIN}/shop?query={search_term_string}` },
        'query-input': 'required name=search_term_string',
      });
    });

    it('describes a blog post as a BlogPosting', async () => {
      const [post] = ofType(await ld('/blog/spring-fashion-trends'), 'BlogPosting');
      expect(post).toMatchObject({
        headline: `Spring ${seasonYear('spring')} Fashion Trends You Can Wear Every Day`,
        // Dated three days before today.
        datePublished: daysBefore(3).toISOString().slice(0, 10),
        author: { '@type': 'Person', name: 'Jasmine Taylor' },
        url: `${ORIGIN}/blog/spring-fashion-trends`,
      });
      expect((post!.image as unknown[]).every(isAbsolute)).toBe(true);
    });

    it('keeps every page’s JSON-LD parseable, and missing pages without product facts', async () => {
      for (const url of ['/', '/shop', '/women', '/sale', '/collections?collection=summer', '/about', '/cart']) {
        const res = await get(url);
        expect(() => jsonLdOf(res.body), url).not.toThrow();
      }
      expect(ofType(await ld('/product/no-such-dress'), 'Product')).toEqual([]);
      expect(ofType(await ld('/product/retired-scarf'), 'Product')).toEqual([]);
    });

    it('keeps a product text from ending its script element, and reads its list items as sentences', async () => {
      await insertProduct(t.db, {
        handle: 'script-tee',
        name: '</script><script>alert(1)</script> Tee',
        category: 'men',
        subcategory: 't-shirts',
        description: '<p>Says &lt;/script&gt; on the front.</p><ul><li>Soft cotton</li><li>Boxy fit</li></ul>',
        vendor: 'TJ Fashion',
        variants: [{ size: 'M', color: 'Black', priceCents: 1500, stock: 1 }],
        images: [],
      });
      const html = (await get('/product/script-tee')).body;
      expect(html).not.toContain('<script>alert(1)');
      const [product] = ofType(jsonLdOf(html), 'Product');
      expect(product!.name).toBe('</script><script>alert(1)</script> Tee');
      expect(product!.description).toBe('Says </script> on the front. Soft cotton. Boxy fit.');
      expect(headOf(html).description).toBe('Says </script> on the front. Soft cotton. Boxy fit.');
    });
  });
});

describe('the HTML of a product page from the hosted catalogue', () => {
  let fake: FakeShopify;
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    fake = await startFakeShopify();
    clientDir = mkdtempSync(join(tmpdir(), 'tj-client-'));
    writeFileSync(
      join(clientDir, 'index.html'),
      readFileSync(join(import.meta.dirname, '../../client/index.html'), 'utf8'),
    );
    t = await createTestApp({
      env: {
        CLIENT_DIR: clientDir,
        PUBLIC_URL: ORIGIN,
        SHOPIFY_STORE_DOMAIN: fake.url,
        SHOPIFY_STOREFRONT_ACCESS_TOKEN: FAKE_ACCESS_TOKEN,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("shares the hosted product's own picture and describes its offers; an unknown product is 404", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/product/linen-wrap-dress' });
    expect(res.statusCode).toBe(200);
    const { meta, canonical } = headOf(res.body);
    expect(canonical).toBe(`${ORIGIN}/product/linen-wrap-dress`);
    expect(meta('property', 'og:image')).toMatch(/^https:\/\/cdn\.shopify\.com\/.+\.jpg$/);
    expect([meta('property', 'og:image:width'), meta('property', 'og:image:height')]).toEqual(['800', '1000']);
    const [product] = ofType(jsonLdOf(res.body), 'Product');
    expect(productProblems(product!)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/product/no-such-dress' })).statusCode).toBe(404);
  });
});
