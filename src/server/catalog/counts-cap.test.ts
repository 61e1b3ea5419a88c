// Counts under a filter are exact up to COUNT_CAP and answered as COUNT_CAP + 1 past it (the
// storefront shows "10,000+"), on the listing's total and on every facet. A catalogue just
// past the cap is made here in one statement: 10,050 men's tees, all Black in size M. Every
// answer comes once from each engine that lists and counts: the database, and the in-memory
// facet index (here from the first product on).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '../../shared/catalog/counts';
import type { FacetsAnswer } from '../../shared/schemas/catalog';
import type { StorefrontProductsResponse } from '../../shared/schemas/shopify';
import { fixtureOnSale, LISTED_FIXTURES, seedCatalogFixtures, type FixtureProduct } from '../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { facetIndexReady, indexBuilt } from './facet-answers';

const BULK = COUNT_CAP + 50;
const OVER = COUNT_CAP + 1;

/** Tee number g (1-based): its price in dollars, and whether its compare-at price is above it. */
const teePrice = (g: number) => 20 + (g % 10);
const teeOnSale = (g: number) => g % 4 === 0;
const tees = Array.from({ length: BULK }, (_, i) => i + 1);

/** The listed fixtures' counts of one value each, most first (then by value), as a facet lists them. */
function fixtureCounts(valueOf: (p: FixtureProduct) => string): Array<{ value: string; count: number }> {
  const tally = new Map<string, number>();
  for (const p of LISTED_FIXTURES) tally.set(valueOf(p), (tally.get(valueOf(p)) ?? 0) + 1);
  return [...tally]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
}

describe.each([
  ['listed and counted by the database', {}],
  ['listed and counted by the facet index', { FACET_INDEX_MIN_PRODUCTS: '0' }],
] as Array<[string, Record<string, string>]>)('%s', (_engine, env) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env });
    await facetIndexReady(t.db);
    await seedCatalogFixtures(t.db);
    // Every fourth tee is marked down by $5; the next one has a compare-at price equal to its
    // price, which is not a markdown. One in a thousand is featured.
    await t.db.execute(sql`
    insert into products (handle, name, price, original_price, category, subcategory, sizes, colors, materials, featured, in_stock)
    select 'bulk-tee-' || g, 'Bulk Tee ' || g, 20 + g % 10,
      case g % 4 when 0 then 20 + g % 10 + 5 when 1 then 20 + g % 10 end,
      'men', 'bulk-tees', array['M'], array['Black'], array['Cotton'], g % 1000 = 0, true
    from generate_series(1, ${BULK}) as g`);
  }, 120_000);
  afterAll(() => t.close());

  async function get<T>(url: string): Promise<{ body: T; headers: Record<string, unknown> }> {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.json() as T, headers: res.headers };
  }

  const totalOf = async (query: string) =>
    (await get<StorefrontProductsResponse>(`/api/shopify/products?${query}`)).body.products.totalCount;
  const facets = async (query: string) => (await get<FacetsAnswer>(`/api/products/facets?${query}`)).body;

  describe('counts past COUNT_CAP', () => {
    it('are counted by the engine under test', () => {
      expect(indexBuilt(t.db)).toBe(env.FACET_INDEX_MIN_PRODUCTS === '0');
    });

    it('answers a listing total past the cap as COUNT_CAP + 1, with and without filters', async () => {
      expect(await totalOf('')).toBe(OVER);
      expect(await totalOf('category=men')).toBe(OVER);
      expect(await totalOf('colors=black&sizes=M')).toBe(OVER);
      const stored = await get<unknown[]>('/api/products?subcategory=bulk-tees&first=5');
      expect(stored.headers['x-total-count']).toBe(String(OVER));
      expect(stored.body).toHaveLength(5);
    });

    it('caps every facet count under a filter, and keeps the ones below the cap exact', async () => {
      const onSale = tees.filter(teeOnSale).length;
      expect(onSale).toBeLessThan(COUNT_CAP);
      expect(await facets('subcategory=bulk-tees')).toEqual({
        total: OVER,
        categories: [{ value: 'men', count: OVER }],
        subcategories: [{ value: 'bulk-tees', count: OVER }, ...fixtureCounts((p) => p.subcategory)],
        sizes: [{ value: 'M', count: OVER }],
        colors: [{ value: 'Black', count: OVER }],
        materials: [{ value: 'Cotton', count: OVER }],
        featured: 10,
        trending: 0,
        inStock: OVER,
        onSale,
        price: { min: '20.00', max: '29.00' },
      });
    });

    it('caps the counts read from the whole-catalogue table as well', async () => {
      const all = await facets('facets=total,categories,colors,inStock');
      expect(all.total).toBe(OVER);
      expect(all.categories?.[0]).toEqual({ value: 'men', count: OVER });
      expect(all.categories?.slice(1)).toEqual(fixtureCounts((p) => p.category).filter((c) => c.value !== 'men'));
      expect(all.colors?.[0]).toEqual({ value: 'Black', count: OVER });
      expect(all.inStock).toBe(OVER);
    });

    it('counts exactly once a filter brings the match under the cap', async () => {
      const at28 = tees.filter((g) => teePrice(g) === 28);
      expect(await totalOf('subcategory=bulk-tees&minPrice=28&maxPrice=28')).toBe(at28.length);
      expect(await totalOf('subcategory=bulk-tees&minPrice=28&maxPrice=28&onSale=true')).toBe(
        at28.filter(teeOnSale).length,
      );
      const narrowed = await facets('subcategory=bulk-tees&minPrice=28&maxPrice=28&facets=total,sizes,onSale,featured');
      expect(narrowed).toEqual({
        total: at28.length,
        sizes: [{ value: 'M', count: at28.length }],
        onSale: at28.filter(teeOnSale).length,
        featured: at28.filter((g) => g % 1000 === 0).length,
      });
    });
  });

  describe('on sale', () => {
    it('lists only products whose compare-at price is above their price', async () => {
      const { body } = await get<StorefrontProductsResponse>(
        '/api/shopify/products?onSale=true&first=250&sort=price-asc',
      );
      const listed = body.products.edges.map((e) => e.node);
      expect(listed.length).toBeGreaterThan(0);
      for (const p of listed)
        expect(Number(p.compareAtPriceRange?.minVariantPrice.amount)).toBeGreaterThan(
          Number(p.priceRange.minVariantPrice.amount),
        );
      // The tee whose compare-at price equals its price is not among them.
      expect(listed.map((p) => p.handle)).not.toContain('bulk-tee-1');
      expect(body.products.totalCount).toBe(
        tees.filter(teeOnSale).length + LISTED_FIXTURES.filter(fixtureOnSale).length,
      );
      const women = await get<StorefrontProductsResponse>('/api/shopify/products?onSale=true&category=women');
      expect(women.body.products.edges.map((e) => e.node.handle)).toEqual(
        LISTED_FIXTURES.filter((p) => p.category === 'women' && fixtureOnSale(p)).map((p) => p.handle),
      );
    });

    it('leaves the list alone with onSale=false', async () => {
      expect(await totalOf('subcategory=dresses&onSale=false')).toBe(await totalOf('subcategory=dresses'));
    });

    it.each(['/api/shopify/products', '/api/products', '/api/products/facets'])(
      'answers 400 naming onSale for onSale=maybe on %s',
      async (path) => {
        const res = await t.app.inject({ method: 'GET', url: `${path}?onSale=maybe` });
        expect(res.statusCode).toBe(400);
        const body = res.json() as { message: string; errors: Array<{ path: string; message: string }> };
        expect(body.errors).toEqual([{ path: 'onSale', message: expect.any(String) }]);
        expect(body.errors[0]?.message).toMatch(/true|false/);
      },
    );
  });
});
