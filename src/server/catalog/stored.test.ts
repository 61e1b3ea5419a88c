import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE_URL } from '../../shared/catalog/product';
import type { StoredProduct } from '../../shared/schemas/catalog';
import type { StorefrontProduct } from '../../shared/schemas/shopify';
import { expectedHandles, LISTED_FIXTURES, seedCatalogFixtures } from '../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let ids: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await seedCatalogFixtures(t.db);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const nextUrl = (link: unknown) => (typeof link === 'string' ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined);

describe('GET /api/products', () => {
  it('answers a plain list of stored products with the total in X-Total-Count', async () => {
    const res = await get('/api/products');
    expect(res.statusCode).toBe(200);
    const products = res.json() as StoredProduct[];
    expect(Array.isArray(products)).toBe(true);
    expect(products.map((p) => p.handle)).toEqual(expectedHandles('featured', LISTED_FIXTURES, ids));
    expect(res.headers['x-total-count']).toBe(String(LISTED_FIXTURES.length));
    expect(res.headers.link).toBeUndefined();
  });

  it('shapes the stored product: decimal prices, options, images, brand and stock', async () => {
    const products = (await get('/api/products?category=women&first=250')).json() as StoredProduct[];
    expect(products.find((p) => p.handle === 'floral-midi-dress')).toEqual({
      id: ids.get('floral-midi-dress'),
      handle: 'floral-midi-dress',
      name: 'Floral Midi Dress',
      description: '<p>A breathable <strong>cotton</strong> dress for warm days.</p>',
      price: '49.99',
      originalPrice: '69.99',
      category: 'women',
      subcategory: 'dresses',
      productType: 'General',
      sizes: ['S', 'M'],
      colors: ['Pink', 'Blue'],
      materials: ['Cotton'],
      tags: ['summer', 'dress'],
      imageUrl: '/media/fixture-floral-midi-dress-pink.svg',
      images: ['/media/fixture-floral-midi-dress-pink.svg', '/media/fixture-floral-midi-dress-blue.svg'],
      featured: true,
      trending: true,
      inStock: true,
      collection: 'summer',
      brand: 'TJ Fashion',
      supplier: null,
      supplierId: null,
      stock: 8,
    });
    expect(products.find((p) => p.handle === 'gold-pendant-necklace')).toMatchObject({
      imageUrl: PLACEHOLDER_IMAGE_URL,
      images: [],
      inStock: false,
      stock: 0,
      price: '25.00',
      originalPrice: null,
    });
  });

  it('links the next page, keeping the filters, until the last page', async () => {
    const women = LISTED_FIXTURES.filter((p) => p.category === 'women');
    let url: string | undefined = '/api/products?category=women&sort=name-asc&first=2';
    const seen: string[] = [];
    while (url) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe(String(women.length));
      seen.push(...(res.json() as StoredProduct[]).map((p) => p.handle));
      url = nextUrl(res.headers.link);
      if (url) expect(url).toMatch(/^\/api\/products\?category=women&sort=name-asc&first=2&after=[\w-]+$/);
    }
    expect(seen).toEqual(expectedHandles('name-asc', women, ids));
  });

  it('links from a numbered page to a cursor, not to a later page number', async () => {
    const res = await get('/api/products?sort=price-desc&first=3&page=2');
    const url = nextUrl(res.headers.link);
    expect(url).toBeDefined();
    expect(url).not.toContain('page=');
    const order = expectedHandles('price-desc', LISTED_FIXTURES, ids);
    expect(((await get(url as string)).json() as StoredProduct[]).map((p) => p.handle)).toEqual(order.slice(6, 9));
  });

  it('links from a backward page forwards, with the same page size', async () => {
    const order = expectedHandles('price-desc', LISTED_FIXTURES, ids);
    const res = await get('/api/products?sort=price-desc&last=3&skip=5');
    const end = order.length - 5;
    expect((res.json() as StoredProduct[]).map((p) => p.handle)).toEqual(order.slice(end - 3, end));
    const url = nextUrl(res.headers.link);
    expect(url).toMatch(/^\/api\/products\?sort=price-desc&first=3&after=[\w-]+$/);
    expect(((await get(url as string)).json() as StoredProduct[]).map((p) => p.handle)).toEqual(
      order.slice(end, end + 3),
    );
  });

  it('answers 400 with the field path for a bad query', async () => {
    const res = await get('/api/products?first=0');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'first must be at least 1',
      errors: [{ path: 'first', message: 'first must be at least 1' }],
    });
  });
});

describe('one product', () => {
  const polo = 'classic-polo';

  it.each([
    ['its handle', () => polo],
    ['its numeric id', () => String(ids.get(polo))],
    ['its gid', () => encodeURIComponent(`gid://local/Product/${ids.get(polo)}`)],
  ])('is found by %s in both shapes', async (_label, key) => {
    const stored = await get(`/api/products/${key()}`);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({
      id: ids.get(polo),
      handle: polo,
      name: 'Classic Polo',
      price: '29.00',
      stock: 4,
      inStock: true,
    });

    const storefront = await get(`/api/shopify/products/${key()}`);
    expect(storefront.statusCode).toBe(200);
    const { product } = storefront.json() as { product: StorefrontProduct };
    expect(product).toMatchObject({
      id: `gid://local/Product/${ids.get(polo)}`,
      handle: polo,
      title: 'Classic Polo',
      totalInventory: 4,
    });
    expect(product.variants.edges.map((e) => e.node.availableForSale)).toEqual([false, true]);
  });

  it('finds a designer base garment by its handle', async () => {
    const res = await get('/api/shopify/products/custom-premium-t-shirt');
    expect(res.statusCode).toBe(200);
    expect(res.json().product.priceRange.minVariantPrice.amount).toBe('24.99');
  });

  it.each([
    ['an unknown handle', 'no-such-product'],
    ['an unknown id', '999999'],
    ['an id too large for the database', '99999999999'],
    ['another source gid', encodeURIComponent('gid://shopify/Product/1')],
    ['an unpublished product', 'retired-scarf'],
  ])('answers 404 Product not found for %s', async (_label, key) => {
    for (const url of [`/api/products/${key}`, `/api/shopify/products/${key}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Product not found' });
    }
  });
});

it('documents every catalogue route with its answers in the OpenAPI document', async () => {
  const doc = (await get('/api/openapi.json')).json() as {
    paths: Record<string, { get?: { responses?: Record<string, unknown> } }>;
  };
  for (const path of [
    '/api/shopify/products',
    '/api/shopify/products/{handleOrId}',
    '/api/products',
    '/api/products/facets',
    '/api/products/{handleOrId}',
  ]) {
    expect(Object.keys(doc.paths[path]?.get?.responses ?? {}), path).toContain('200');
  }
});
