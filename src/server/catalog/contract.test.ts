// The store's own catalogue reads (GET /api/catalog/products…) answer the store's Product, and
// the storefront-shaped reads at /api/shopify/products… carry the same products, page for page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../shared/catalog/product';
import type { CatalogPage } from '../../shared/schemas/catalog';
import type { StorefrontProduct, StorefrontProductsResponse } from '../../shared/schemas/shopify';
import type { RelatedProducts } from '../../shared/schemas/related';
import type { StorefrontRelatedProducts } from '../../shared/schemas/shopify';
import { expectedHandles, LISTED_FIXTURES, seedCatalogFixtures } from '../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let ids: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await seedCatalogFixtures(t.db);
});
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T };
};

describe('GET /api/catalog/products', () => {
  it("lists the store's products in the shop's order, with the total and the paging around the page", async () => {
    const { status, body } = await get<CatalogPage>('/api/catalog/products?first=2');
    expect(status).toBe(200);
    expect(body.products.map((p) => p.handle)).toEqual(expectedHandles('featured', LISTED_FIXTURES, ids).slice(0, 2));
    expect(body.totalCount).toBe(LISTED_FIXTURES.length);
    expect(body.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });

    const next = await get<CatalogPage>(
      `/api/catalog/products?first=2&after=${encodeURIComponent(body.pageInfo.endCursor ?? '')}`,
    );
    expect(next.body.products.map((p) => p.handle)).toEqual(
      expectedHandles('featured', LISTED_FIXTURES, ids).slice(2, 4),
    );
  });

  it('answers a product in cents with its variants, sizes, colours and stock', async () => {
    const { body } = await get<CatalogPage>('/api/catalog/products?category=women&first=250');
    expect(body.products.find((p) => p.handle === 'floral-midi-dress')).toMatchObject({
      id: `gid://local/Product/${ids.get('floral-midi-dress')}`,
      name: 'Floral Midi Dress',
      description: 'A breathable cotton dress for warm days.',
      brand: 'TJ Fashion',
      category: 'women',
      subcategory: 'dresses',
      collection: 'summer',
      priceCents: 4999,
      maxPriceCents: 5499,
      compareAtPriceCents: 6999,
      currencyCode: 'USD',
      sizes: ['S', 'M'],
      colors: ['Pink', 'Blue'],
      stock: 8,
      availableForSale: true,
    } satisfies Partial<Product>);
  });

  it('refuses the filters the storefront-shaped list refuses, with the same 400', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/catalog/products?first=0' });
    const shaped = await t.app.inject({ method: 'GET', url: '/api/shopify/products?first=0' });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual(shaped.json());
  });

  it('holds the same products, prices and cursors as the storefront-shaped list', async () => {
    const query = '?category=women&sort=price-asc&first=3';
    const own = (await get<CatalogPage>(`/api/catalog/products${query}`)).body;
    const shaped = (await get<StorefrontProductsResponse>(`/api/shopify/products${query}`)).body.products;
    expect(own.products.map((p) => [p.handle, p.priceCents, p.stock])).toEqual(
      shaped.edges.map(({ node }) => [
        node.handle,
        Math.round(Number(node.priceRange.minVariantPrice.amount) * 100),
        node.totalInventory,
      ]),
    );
    expect(own.pageInfo).toEqual(shaped.pageInfo);
    expect(own.totalCount).toBe(shaped.totalCount);
  });
});

describe('GET /api/catalog/products/:handleOrId', () => {
  it('finds a product by handle and by its number, and answers 404 for none', async () => {
    const byHandle = await get<{ product: Product }>('/api/catalog/products/floral-midi-dress');
    expect(byHandle.status).toBe(200);
    expect(byHandle.body.product.variants.map((v) => [v.size, v.color, v.priceCents, v.quantity])).toEqual([
      ['S', 'Pink', 4999, 3],
      ['M', 'Pink', 4999, 3],
      ['M', 'Blue', 5499, 2],
    ]);
    const byId = await get<{ product: Product }>(`/api/catalog/products/${ids.get('floral-midi-dress')}`);
    expect(byId.body.product.handle).toBe('floral-midi-dress');
    const none = await get<{ message: string }>('/api/catalog/products/no-such-thing');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Product not found');
  });

  it('is the product the storefront-shaped read answers as a node', async () => {
    const own = (await get<{ product: Product }>('/api/catalog/products/floral-midi-dress')).body.product;
    const node = (await get<{ product: StorefrontProduct }>('/api/shopify/products/floral-midi-dress')).body.product;
    expect([own.id, own.name, own.brand, own.descriptionHtml]).toEqual([
      node.id,
      node.title,
      node.vendor,
      node.descriptionHtml,
    ]);
    expect(own.variants.map((v) => v.id)).toEqual(node.variants.edges.map((e) => e.node.id));
  });
});

describe('GET /api/catalog/products/:handleOrId/related', () => {
  it('answers the same rows as the storefront-shaped related read', async () => {
    const own = await get<RelatedProducts>('/api/catalog/products/floral-midi-dress/related');
    const shaped = (await get<StorefrontRelatedProducts>('/api/shopify/products/floral-midi-dress/related')).body;
    expect(own.status).toBe(200);
    expect(own.body.alsoLike.map((p) => p.handle)).toEqual(shaped.alsoLike.map((p) => p.handle));
    expect(own.body.completeTheLook.map((p) => p.handle)).toEqual(shaped.completeTheLook.map((p) => p.handle));
    expect(own.body.completeTheLook.length + own.body.alsoLike.length).toBeGreaterThan(0);
  });
});

it('documents the catalogue routes in the OpenAPI document', async () => {
  const doc = (
    await get<{ paths: Record<string, { get?: { responses?: Record<string, unknown> } }> }>('/api/openapi.json')
  ).body;
  for (const path of [
    '/api/catalog/products',
    '/api/catalog/products/{handleOrId}',
    '/api/catalog/products/{handleOrId}/related',
  ]) {
    expect(Object.keys(doc.paths[path]?.get?.responses ?? {}), path).toContain('200');
  }
});
