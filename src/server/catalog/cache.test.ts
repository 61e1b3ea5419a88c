// Cached catalogue answers: a repeat costs no SQL, yet a stock change at checkout or a product
// edit shows on the very next read, and the cache never grows past its bounds.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, products } from '../db/schema';
import { seedCatalogFixtures } from '../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let statements = 0;
type Query = (...args: unknown[]) => Promise<unknown>;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogFixtures(t.db);
  const client = (t.db as unknown as { $client: { query: Query } }).$client;
  const query = client.query.bind(client) as Query;
  client.query = (...args: unknown[]) => {
    statements++;
    return query(...args);
  };
});
afterAll(() => t.close());

async function get(url: string) {
  statements = 0;
  const res = await t.app.inject({ method: 'GET', url });
  return { res, statements };
}

const customer = {
  email: 'shopper@example.com',
  firstName: 'Sam',
  lastName: 'Lee',
  address: '1 Main St',
  city: 'Little Rock',
  state: 'AR',
  zipCode: '72201',
};

describe('the catalogue cache', () => {
  it('answers a repeated read with the same bytes, headers and content type, without SQL', async () => {
    const url = '/api/products?category=women&first=2&sort=price-asc';
    const first = await get(url);
    expect(first.res.statusCode).toBe(200);
    expect(first.statements).toBeGreaterThan(0);
    const again = await get('/api/products?sort=price-asc&first=2&category=women');
    expect(again.statements).toBe(0);
    expect(again.res.body).toBe(first.res.body);
    expect(again.res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.res.headers['x-total-count']).toBe(first.res.headers['x-total-count']);
    expect(again.res.headers.link).toBe(first.res.headers.link);
    const sameUrl = await get(url);
    expect(sameUrl.statements).toBe(0);
    expect(sameUrl.res.body).toBe(first.res.body);
    expect(sameUrl.res.headers['x-total-count']).toBe(first.res.headers['x-total-count']);
    expect(sameUrl.res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('shows a stock change from a placed order on the next read', async () => {
    const url = '/api/products/floral-midi-dress';
    const before = (await get(url)).res.json();
    expect((await get(url)).statements).toBe(0);
    const [variant] = await t.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(eq(products.handle, 'floral-midi-dress'), eq(productVariants.size, 'M'), eq(productVariants.color, 'Blue')),
      );
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { customer, items: [{ variantId: `gid://local/ProductVariant/${variant!.id}`, quantity: 2 }] },
    });
    expect(order.statusCode, order.body).toBe(201);

    const after = (await get(url)).res.json();
    expect(after.stock).toBe(before.stock - 2);
  });

  it('shows a product edit on the next read of a list, a product and the facets', async () => {
    const urls = ['/api/products?first=50', '/api/products/silk-blouse', '/api/products/facets'];
    for (const url of urls) await get(url);
    await t.db.update(products).set({ name: 'Silk Shirt', active: true }).where(eq(products.handle, 'silk-blouse'));
    // What every catalogue writer does after its transaction commits.
    t.app.catalogEvents.changed();
    const [list, product] = await Promise.all(urls.slice(0, 2).map(async (url) => (await get(url)).res.json()));
    expect(list.find((p: { handle: string }) => p.handle === 'silk-blouse').name).toBe('Silk Shirt');
    expect(product.name).toBe('Silk Shirt');

    await t.db.update(products).set({ active: false }).where(eq(products.handle, 'silk-blouse'));
    t.app.catalogEvents.changed();
    expect((await get('/api/products/silk-blouse')).res.statusCode).toBe(404);
    expect((await get('/api/products/facets')).statements).toBe(1);
  });

  it("listens for other processes' changes on PostgreSQL only (notify.test.ts tests that)", () => {
    if (t.database.driver === 'pglite') expect(t.app.catalogNotifications).toBeUndefined();
    else expect(t.app.catalogNotifications?.state).toBe('listening');
  });

  it('does not keep errors', async () => {
    expect((await get('/api/products/no-such-product')).res.statusCode).toBe(404);
    expect((await get('/api/products/no-such-product')).statements).toBe(1);
  });
});
