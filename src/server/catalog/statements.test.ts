// The catalogue must not cost a statement per product: a listing is one statement for the
// page (variants and images included) and one for the count; one product is one statement.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedCatalogFixtures } from '../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { statementsSentFor } from '../test/statements';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogFixtures(t.db);
});
afterAll(() => t.close());

const statementsFor = async (url: string) => (await statementsSentFor(t, url)).map((statement) => statement.text);

it.each([
  '/api/shopify/products?first=250',
  '/api/products?first=250',
  '/api/products?category=women&sizes=M,S&colors=Pink&materials=Cotton&minPrice=1&maxPrice=100&inStock=true&query=dress',
])('lists %s in two statements: the page with its variants and images, and the count', async (url) => {
  const sql = await statementsFor(url);
  expect(sql).toHaveLength(2);
  expect(sql.some((s) => /json_agg/.test(s) && /product_variants/.test(s) && /product_images/.test(s))).toBe(true);
});

it('pages every way in two statements and never with OFFSET', async () => {
  const first = await t.app.inject({ method: 'GET', url: '/api/shopify/products?sort=price-asc&first=3' });
  const { startCursor, endCursor } = first.json().products.pageInfo as { startCursor: string; endCursor: string };
  for (const query of [
    `first=3&after=${endCursor}`,
    `first=3&after=${endCursor}&skip=6`,
    `last=3&before=${endCursor}`,
    `last=3&before=${startCursor}&skip=2`,
    'last=3',
    'last=3&skip=4',
    'first=3&skip=6',
    'first=3&page=3',
  ]) {
    const sql = await statementsFor(`/api/shopify/products?sort=price-asc&${query}`);
    expect(sql, query).toHaveLength(2);
    expect(sql.join('\n'), query).not.toMatch(/\boffset\b/i);
  }
});

it.each(['/api/shopify/products/classic-polo', '/api/products/classic-polo'])(
  'answers %s in one statement',
  async (url) => {
    expect(await statementsFor(url)).toHaveLength(1);
  },
);

it('answers the facets in one statement', async () => {
  expect(await statementsFor('/api/products/facets?category=women&featured=true')).toHaveLength(1);
});

it('continues the featured order past products neither featured nor trending in one index range, as page 1 reads', async () => {
  const all = await t.app.inject({ method: 'GET', url: '/api/shopify/products?sort=featured&first=250' });
  const edges = all.json().products.edges as Array<{ cursor: string; node: { featured: boolean; trending: boolean } }>;
  const plain = edges.at(-2);
  expect(plain?.node).toMatchObject({ featured: false, trending: false });
  const sql = await statementsFor(`/api/shopify/products?sort=featured&first=1&after=${plain!.cursor}`);
  expect(sql.join('\n')).not.toMatch(/union all/i);
  // A cursor among the featured products still reads the ranges beyond it.
  const featured = edges[0]!;
  expect(featured.node.featured).toBe(true);
  expect(
    (await statementsFor(`/api/shopify/products?sort=featured&first=1&after=${featured.cursor}`)).join('\n'),
  ).toMatch(/union all/i);
});
