import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SKIP } from '../../../../shared/store';
import type { Product } from '../../../../shared/catalog/product';
import { CatalogQuerySchema, PAGE_TOO_FAR, type CatalogPage } from '../../../../shared/schemas/catalog';
import { type StorefrontProduct } from '../../../../shared/schemas/shopify';
import { DEFAULT_STORE_SETTINGS } from '../../../../shared/schemas/store-settings';
import { arrivalWindow, saveStoreSettings } from '../../../store-settings/queries';
import { FAKE_ACCESS_TOKEN, FAKE_PRODUCTS, startFakeShopify, type FakeShopify } from '../../../test/fake-shopify';
import { searchQuery } from './shopify-catalog';
import { createTestApp, type TestApp } from '../../../test/harness';

describe('GET /api/shopify/products from the hosted storefront', () => {
  let fake: FakeShopify;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeShopify();
    t = await createTestApp({
      env: { SHOPIFY_STORE_DOMAIN: fake.url, SHOPIFY_STOREFRONT_ACCESS_TOKEN: FAKE_ACCESS_TOKEN },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const list = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/shopify/products${query}` });
    expect(res.statusCode).toBe(200);
    return res.json().products as {
      edges: { cursor: string; node: StorefrontProduct }[];
      pageInfo: {
        hasNextPage: boolean;
        hasPreviousPage: boolean;
        startCursor: string | null;
        endCursor: string | null;
      };
      totalCount: number;
    };
  };
  const titles = (page: Awaited<ReturnType<typeof list>>) => page.edges.map((e) => e.node.title);

  it("lists the hosted products in the store's shape, with the store's token", async () => {
    const page = await list();
    expect(titles(page)).toHaveLength(5);
    const dress = page.edges.find((e) => e.node.handle === 'linen-wrap-dress')?.node;
    expect(dress).toMatchObject({
      id: 'gid://shopify/Product/1001',
      title: 'Linen Wrap Dress',
      vendor: 'TJ Fake Supplier',
      totalInventory: 10,
      priceRange: { minVariantPrice: { amount: '49.00', currencyCode: 'USD' } },
      compareAtPriceRange: { minVariantPrice: { amount: '59.00', currencyCode: 'USD' } },
      category: 'women',
      subcategory: 'dresses',
      collection: 'summer',
      materials: ['Linen'],
      featured: true,
      trending: false,
    });
    expect(dress?.variants.edges.map((e) => e.node.id)).toEqual([
      'gid://shopify/ProductVariant/2001',
      'gid://shopify/ProductVariant/2002',
    ]);
    expect(dress?.variants.edges[0]?.node.selectedOptions).toEqual([
      { name: 'Size', value: 'S' },
      { name: 'Color', value: 'Blue' },
    ]);
    expect(fake.tokens.at(-1)).toBe(FAKE_ACCESS_TOKEN);
  });

  it("lists New Arrivals by the store's own window, asked of Shopify as a created_at search", async () => {
    const window = arrivalWindow(365);
    await saveStoreSettings(t.db, { ...DEFAULT_STORE_SETTINGS, newArrivalDays: 365 }, null);
    const arrived = FAKE_PRODUCTS.filter((p) => p.createdAt >= window.since.toISOString())
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((p) => p.title);
    expect(titles(await list('?newArrivals=true&sort=newest'))).toEqual(arrived);
    const res = await t.app.inject({ method: 'GET', url: '/api/new-arrivals' });
    expect(res.json()).toEqual({ days: 365, since: window.since.toISOString().slice(0, 10), count: arrived.length });
    expect(
      searchQuery(
        CatalogQuerySchema.parse({ newArrivals: 'true', trending: 'true' }),
        new Date('2026-11-01T00:00:00Z'),
      ),
    ).toBe('tag:trending AND created_at:>=2026-11-01');
    await saveStoreSettings(t.db, DEFAULT_STORE_SETTINGS, null);
  });

  it('sanitises the description HTML', async () => {
    const dress = (await list()).edges.find((e) => e.node.handle === 'linen-wrap-dress')?.node;
    expect(dress?.descriptionHtml).toBe(
      '<p>Breezy <strong>linen</strong> for summer.</p><a rel="noopener noreferrer" target="_blank">more</a>',
    );
    expect(dress?.description).not.toContain('<');
  });

  it('classifies products that carry no category tags', async () => {
    const nodes = (await list()).edges.map((e) => e.node);
    const facts = Object.fromEntries(nodes.map((n) => [n.handle, [n.category, n.subcategory]]));
    expect(facts).toEqual({
      'linen-wrap-dress': ['women', 'dresses'],
      'mens-oxford-shirt': ['men', 'shirts'],
      'kids-dino-tee': ['kids', 't-shirts'],
      'pearl-necklace': ['women', 'jewelry'],
      'canvas-tote': ['unclassified', 'other'],
    });
  });

  it("pages with the hosted store's cursors", async () => {
    const first = await list('?first=2&sort=name-asc');
    expect(titles(first)).toEqual(['Canvas Tote', 'Kids Dino T-Shirt']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await list(`?first=2&sort=name-asc&after=${encodeURIComponent(first.pageInfo.endCursor ?? '')}`);
    expect(titles(second)).toEqual(['Linen Wrap Dress', "Men's Oxford Shirt"]);
    const third = await list(`?first=2&sort=name-asc&after=${encodeURIComponent(second.pageInfo.endCursor ?? '')}`);
    expect(titles(third)).toEqual(['Pearl Necklace']);
    expect(third.pageInfo.hasNextPage).toBe(false);
  });

  it('pages backwards with last and before, and answers the final products for last alone', async () => {
    expect(titles(await list('?last=1&sort=name-asc'))).toEqual(['Pearl Necklace']);
    const final = await list('?last=2&sort=name-asc');
    expect(titles(final)).toEqual(["Men's Oxford Shirt", 'Pearl Necklace']);
    expect(final.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const before = await list(`?last=2&sort=name-asc&before=${encodeURIComponent(final.pageInfo.startCursor ?? '')}`);
    expect(titles(before)).toEqual(['Kids Dino T-Shirt', 'Linen Wrap Dress']);
    expect(before.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
  });

  it('skips forwards and backwards by walking cursors, within the bound', async () => {
    const first = await list('?first=2&sort=name-asc');
    expect(titles(await list('?first=2&skip=2&sort=name-asc'))).toEqual(['Linen Wrap Dress', "Men's Oxford Shirt"]);
    expect(
      titles(await list(`?first=1&skip=1&sort=name-asc&after=${encodeURIComponent(first.pageInfo.endCursor ?? '')}`)),
    ).toEqual(["Men's Oxford Shirt"]);
    expect(titles(await list('?last=2&skip=1&sort=name-asc'))).toEqual(['Linen Wrap Dress', "Men's Oxford Shirt"]);
    const skipped = await list('?first=2&skip=2&sort=name-asc');
    expect(skipped.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const past = await list('?first=2&skip=5&sort=name-asc');
    expect(past.edges).toEqual([]);
    expect(past.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('takes a numbered page as a skip from the start, and refuses one beyond the bound', async () => {
    expect(titles(await list('?first=2&page=2&sort=name-asc'))).toEqual(['Linen Wrap Dress', "Men's Oxford Shirt"]);
    expect(titles(await list('?first=2&page=9&sort=name-asc'))).toEqual([]);
    const res = await t.app.inject({ method: 'GET', url: `/api/shopify/products?page=${MAX_SKIP / 48 + 2}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: PAGE_TOO_FAR, errors: [{ path: 'page', message: PAGE_TOO_FAR }] });
  });

  it('sends search, flags, collection, stock and price to the Storefront API', async () => {
    expect(titles(await list('?featured=true&sort=price-asc'))).toEqual(['Linen Wrap Dress', 'Pearl Necklace']);
    expect(titles(await list('?trending=true'))).toEqual(["Men's Oxford Shirt"]);
    expect(titles(await list('?collection=summer&sort=name-asc'))).toEqual(['Linen Wrap Dress', 'Pearl Necklace']);
    expect(titles(await list('?inStock=true&sort=name-asc'))).not.toContain('Kids Dino T-Shirt');
    expect(titles(await list('?minPrice=30&maxPrice=50&sort=price-asc'))).toEqual([
      "Men's Oxford Shirt",
      'Linen Wrap Dress',
    ]);
    expect(titles(await list('?query=oxford'))).toEqual(["Men's Oxford Shirt"]);
  });

  it("finds a collection's products by its former slug, and tagged with it", async () => {
    // The dress is tagged collection:summer-25, the necklace collection:summer.
    expect(titles(await list('?collection=summer-25&sort=name-asc'))).toEqual(['Linen Wrap Dress', 'Pearl Necklace']);
  });

  it('filters the fetched page by category, subcategory, size, colour and material', async () => {
    expect(titles(await list('?category=women&sort=name-asc'))).toEqual(['Linen Wrap Dress', 'Pearl Necklace']);
    expect(titles(await list('?category=women&subcategory=jewelry'))).toEqual(['Pearl Necklace']);
    expect(titles(await list('?sizes=l'))).toEqual(["Men's Oxford Shirt"]);
    expect(titles(await list('?colors=Green'))).toEqual(['Kids Dino T-Shirt']);
    expect(titles(await list('?materials=cotton'))).toEqual(["Men's Oxford Shirt"]);
  });

  it('filters the fetched page to products on sale: a compare-at price above the price', async () => {
    expect(titles(await list('?onSale=true'))).toEqual(['Linen Wrap Dress']);
    expect(titles(await list('?onSale=false'))).toHaveLength(5);
  });

  it('finds one product by handle, numeric id or gid, and answers 404 for none', async () => {
    for (const key of ['pearl-necklace', '1004', encodeURIComponent('gid://shopify/Product/1004')]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/shopify/products/${key}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().product).toMatchObject({ title: 'Pearl Necklace', category: 'women', subcategory: 'jewelry' });
    }
    for (const key of ['no-such-product', '999']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/shopify/products/${key}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Product not found' });
    }
  });

  it("answers the store's own reads with the hosted products as the store's Product, paged by Shopify's cursors", async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/catalog/products?first=2&sort=name-asc' });
    expect(first.statusCode).toBe(200);
    const page = first.json() as CatalogPage;
    expect(page.products.map((p) => p.name)).toEqual(['Canvas Tote', 'Kids Dino T-Shirt']);
    const second = (
      await t.app.inject({
        method: 'GET',
        url: `/api/catalog/products?first=2&sort=name-asc&after=${encodeURIComponent(page.pageInfo.endCursor ?? '')}`,
      })
    ).json() as CatalogPage;
    expect(second.products.map((p) => p.name)).toEqual(['Linen Wrap Dress', "Men's Oxford Shirt"]);
    const dress = (await t.app.inject({ method: 'GET', url: '/api/catalog/products/linen-wrap-dress' })).json()
      .product as Product;
    expect(dress).toMatchObject({
      id: 'gid://shopify/Product/1001',
      brand: 'TJ Fake Supplier',
      priceCents: 4900,
      compareAtPriceCents: 5900,
      stock: 10,
      collection: 'summer',
    });
    expect(dress.variants.map((v) => v.id)).toEqual([
      'gid://shopify/ProductVariant/2001',
      'gid://shopify/ProductVariant/2002',
    ]);
  });
});

describe('GET /api/shopify/products when the hosted storefront is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    const fake = await startFakeShopify();
    await fake.close();
    t = await createTestApp({
      env: { SHOPIFY_STORE_DOMAIN: fake.url, SHOPIFY_STOREFRONT_ACCESS_TOKEN: FAKE_ACCESS_TOKEN },
    });
  });
  afterAll(() => t.close());

  it('answers 502 with a clear message', async () => {
    for (const url of [
      '/api/shopify/products',
      '/api/shopify/products/pearl-necklace',
      '/api/catalog/products',
      '/api/catalog/products/pearl-necklace',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: 'The product catalogue is unavailable. Please try again.' });
    }
  });
});
