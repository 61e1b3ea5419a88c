import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogQuerySchema, SORTS, type CatalogPage } from '../../shared/schemas/catalog';
import type { StorefrontProduct, StorefrontProductsResponse } from '../../shared/schemas/shopify';
import {
  expectedHandles,
  FIXTURE_PRODUCTS,
  fixtureColors,
  fixturePriceCents,
  fixtureSizes,
  fixtureStock,
  LISTED_FIXTURES,
  seedCatalogFixtures,
  type FixtureProduct,
} from '../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { productFromRow } from './reshape';
import { listProducts } from './service';

let t: TestApp;
let ids: Map<string, number>;

beforeAll(async () => {
  // More uncached lists from one address than the catalogue's per-address limit allows a minute.
  t = await createTestApp({ env: { RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' } });
  ids = await seedCatalogFixtures(t.db);
});
afterAll(() => t.close());

async function list(query: string): Promise<StorefrontProductsResponse['products']> {
  const res = await t.app.inject({ method: 'GET', url: `/api/shopify/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as StorefrontProductsResponse).products;
}

const handlesOf = (connection: StorefrontProductsResponse['products']) => connection.edges.map((e) => e.node.handle);

async function node(handle: string): Promise<StorefrontProduct> {
  const found = (await list('first=250')).edges.find((e) => e.node.handle === handle);
  if (!found) throw new Error(`${handle} is not listed`);
  return found.node;
}

/** Follows endCursor until the last page; every page but the last is full. */
async function pageThrough(query: string, first: number): Promise<string[]> {
  const seen: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < 50; page++) {
    const connection = await list(`${query}&first=${first}${after ? `&after=${after}` : ''}`);
    expect(connection.pageInfo.hasPreviousPage).toBe(page > 0);
    expect(connection.totalCount).toBe(LISTED_FIXTURES.length);
    seen.push(...handlesOf(connection));
    if (!connection.pageInfo.hasNextPage) return seen;
    expect(connection.edges).toHaveLength(first);
    after = connection.pageInfo.endCursor;
  }
  throw new Error('Paging never ended');
}

describe('GET /api/shopify/products', () => {
  it('lists published products, featured first, then trending, in the storefront connection shape', async () => {
    const connection = await list('');
    expect(handlesOf(connection)).toEqual(expectedHandles('featured', LISTED_FIXTURES, ids));
    expect(connection.totalCount).toBe(LISTED_FIXTURES.length);
    expect(connection.pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: connection.edges[0]?.cursor,
      endCursor: connection.edges.at(-1)?.cursor,
    });
  });

  it('shapes a product as the storefront does: gids, money, options and the colour image per variant', async () => {
    const dress = await node('floral-midi-dress');
    expect(dress).toMatchObject({
      id: `gid://local/Product/${ids.get('floral-midi-dress')}`,
      title: 'Floral Midi Dress',
      description: 'A breathable cotton dress for warm days.',
      descriptionHtml: '<p>A breathable <strong>cotton</strong> dress for warm days.</p>',
      productType: 'General',
      vendor: 'TJ Fashion',
      totalInventory: 8,
      availableForSale: true,
      tags: ['summer', 'dress'],
      priceRange: {
        minVariantPrice: { amount: '49.99', currencyCode: 'USD' },
        maxVariantPrice: { amount: '54.99', currencyCode: 'USD' },
      },
      compareAtPriceRange: { minVariantPrice: { amount: '69.99', currencyCode: 'USD' } },
      category: 'women',
      subcategory: 'dresses',
      collection: 'summer',
      materials: ['Cotton'],
      featured: true,
      trending: true,
    });
    expect(dress.images.edges.map((e) => e.node.url)).toEqual([
      '/media/fixture-floral-midi-dress-pink.svg',
      '/media/fixture-floral-midi-dress-blue.svg',
    ]);
    const variants = dress.variants.edges.map((e) => e.node);
    expect(variants.map((v) => v.title)).toEqual(['S / Pink', 'M / Pink', 'M / Blue']);
    for (const v of variants) expect(v.id).toMatch(/^gid:\/\/local\/ProductVariant\/\d+$/);
    expect(variants[2]).toMatchObject({
      sku: expect.any(String),
      availableForSale: true,
      quantityAvailable: 2,
      price: { amount: '54.99', currencyCode: 'USD' },
      image: { url: '/media/fixture-floral-midi-dress-blue.svg', altText: 'floral-midi-dress in Blue' },
      selectedOptions: [
        { name: 'Size', value: 'M' },
        { name: 'Color', value: 'Blue' },
      ],
    });
  });

  it('marks a sold-out variant and a sold-out product unavailable', async () => {
    const polo = await node('classic-polo');
    expect(polo.availableForSale).toBe(true);
    expect(polo.variants.edges.map((e) => [e.node.title, e.node.availableForSale, e.node.quantityAvailable])).toEqual([
      ['M / Navy', false, 0],
      ['L / Navy', true, 4],
    ]);
    const necklace = await node('gold-pendant-necklace');
    expect(necklace).toMatchObject({ availableForSale: false, totalInventory: 0 });
    expect(necklace.variants.edges.every((e) => !e.node.availableForSale)).toBe(true);
  });

  const ownList = async (query: string) =>
    ((await t.app.inject({ method: 'GET', url: `/api/catalog/products?${query}` })).json() as CatalogPage).products;

  it("gives the store's own list what the client reads a product by: the lowest variant price, sizes and colours", async () => {
    for (const product of await ownList('first=250')) {
      const fixture = FIXTURE_PRODUCTS.find((p) => p.handle === product.handle) as FixtureProduct;
      expect(product.priceCents).toBe(fixturePriceCents(fixture));
      expect(product.sizes).toEqual(fixtureSizes(fixture));
      expect(product.colors).toEqual(fixtureColors(fixture));
      expect(product.availableForSale).toBe(fixtureStock(fixture) > 0);
    }
  });

  it('answers the client exactly the product the server built from its row', async () => {
    const answered = new Map((await ownList('first=250')).map((p) => [p.handle, p]));
    const { rows } = await listProducts(t.db, CatalogQuerySchema.parse({ first: '250' }));
    expect(rows).toHaveLength(LISTED_FIXTURES.length);
    for (const row of rows) expect(answered.get(row.handle)).toEqual(productFromRow(row));
  });

  it.each(SORTS)('sorts by %s', async (sort) => {
    expect(handlesOf(await list(`sort=${sort}`))).toEqual(expectedHandles(sort, LISTED_FIXTURES, ids));
  });

  it.each(SORTS.flatMap((sort) => [1, 5].map((first) => [sort, first] as const)))(
    'pages through every product exactly once, in order, sorted by %s, %i at a time',
    async (sort, first) => {
      expect(await pageThrough(`sort=${sort}`, first)).toEqual(expectedHandles(sort, LISTED_FIXTURES, ids));
    },
  );

  it('jumps to a numbered page', async () => {
    const order = expectedHandles('price-asc', LISTED_FIXTURES, ids);
    const second = await list('sort=price-asc&first=5&page=2');
    expect(handlesOf(second)).toEqual(order.slice(5, 10));
    expect(second.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const last = await list('sort=price-asc&first=5&page=3');
    expect(handlesOf(last)).toEqual(order.slice(10));
    expect(last.pageInfo.hasNextPage).toBe(false);
    expect(handlesOf(await list('sort=price-asc&first=5&page=4'))).toEqual([]);
  });

  const has =
    (values: (p: FixtureProduct) => string[], ...wanted: string[]) =>
    (p: FixtureProduct) =>
      values(p).some((v) => wanted.includes(v));
  const price = (p: FixtureProduct) => fixturePriceCents(p);

  it.each<[string, (p: FixtureProduct) => boolean]>([
    ['category=women', (p) => p.category === 'women'],
    ['category=kids', (p) => p.category === 'kids'],
    ['category=unclassified', (p) => p.category === 'unclassified'],
    ['subcategory=dresses,wigs', (p) => ['dresses', 'wigs'].includes(p.subcategory)],
    ['subcategory=dresses&subcategory=wigs', (p) => ['dresses', 'wigs'].includes(p.subcategory)],
    ['subcategory=Girls-Skirts', (p) => p.subcategory === 'girls-skirts'],
    ['collection=streetwear', (p) => p.collection === 'streetwear'],
    ['collection=summer', (p) => p.collection === 'summer'],
    ['collection=all', () => true],
    ['sizes=M', has(fixtureSizes, 'M')],
    ['sizes=m,2T', has(fixtureSizes, 'M', '2T')],
    ['colors=Black,Pink', has(fixtureColors, 'Black', 'Pink')],
    ['colors=navy', has(fixtureColors, 'Navy')],
    ['materials=Elastane', has((p) => [...(p.materials ?? [])], 'Elastane')],
    ['materials=silk,Linen', has((p) => [...(p.materials ?? [])], 'Silk', 'Linen')],
    ['minPrice=45', (p) => price(p) >= 4500],
    ['maxPrice=19.99', (p) => price(p) <= 1999],
    ['minPrice=22&maxPrice=45', (p) => price(p) >= 2200 && price(p) <= 4500],
    ['featured=true', (p) => !!p.featured],
    ['trending=true', (p) => !!p.trending],
    ['inStock=true', (p) => fixtureStock(p) > 0],
    ['featured=false&trending=false&inStock=false', () => true],
    [
      'category=men&inStock=true&sizes=L&maxPrice=45',
      (p) => p.category === 'men' && fixtureStock(p) > 0 && has(fixtureSizes, 'L')(p) && price(p) <= 4500,
    ],
  ])('filters by %s', async (query, keep) => {
    const connection = await list(`${query}&first=250`);
    const expected = expectedHandles('featured', LISTED_FIXTURES.filter(keep), ids);
    expect(expected.length).toBeGreaterThan(0);
    expect(handlesOf(connection)).toEqual(expected);
    expect(connection.totalCount).toBe(expected.length);
  });

  it("reads a collection's former slug as the collection it names now, in every list and count", async () => {
    const summer = expectedHandles(
      'featured',
      LISTED_FIXTURES.filter((p) => p.collection === 'summer'),
      ids,
    );
    expect(summer.length).toBeGreaterThan(0);
    expect(handlesOf(await list('collection=summer-25&first=250'))).toEqual(summer);
    const stored = await t.app.inject({ method: 'GET', url: '/api/products?collection=summer-25&first=250' });
    expect((stored.json() as { handle: string }[]).map((p) => p.handle)).toEqual(summer);
    const facets = await t.app.inject({ method: 'GET', url: '/api/products/facets?collection=summer-25&facets=total' });
    expect((facets.json() as { total: number }).total).toBe(summer.length);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/shopify/products?collection=summer-24' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errors: [{ path: 'collection' }] });
  });

  it('counts every match while answering one page', async () => {
    const connection = await list('category=women&first=2');
    expect(connection.edges).toHaveLength(2);
    expect(connection.totalCount).toBe(LISTED_FIXTURES.filter((p) => p.category === 'women').length);
    expect(connection.pageInfo.hasNextPage).toBe(true);
  });

  it.each([
    ['LINEN', ['linen-trousers']],
    ['Mulberry', ['silk-blouse']],
    ['  roarSOME  ', ['boys-dino-t-shirt']],
    ['100%', ['silk-blouse']],
    ['code tjx7', ['classic-polo']],
    // Symbols are not words, and no wildcards: they find nothing.
    ['%', []],
    ['_', []],
    ['\\', []],
    ['no such thing', []],
  ])('searches the words of name and description for %j, case-insensitively', async (query, expected) => {
    const connection = await list(`query=${encodeURIComponent(query)}`);
    expect(handlesOf(connection)).toEqual(expected);
    expect(connection.totalCount).toBe(expected.length);
  });

  it('hides the designer base garments unless asked for, and never lists unpublished products', async () => {
    const all = handlesOf(await list('first=250'));
    expect(all).not.toContain('custom-premium-t-shirt');
    expect(all).not.toContain('retired-scarf');
    expect(handlesOf(await list('category=custom'))).toEqual(['custom-premium-t-shirt']);
    expect(handlesOf(await list('category=women&first=250'))).not.toContain('retired-scarf');
  });

  it.each([
    ['first=0', 'first', 'first must be at least 1'],
    ['first=251', 'first', 'first must be at most 250'],
    ['first=2.5', 'first', 'first must be a whole number'],
    ['minPrice=-1', 'minPrice', 'Price must be 0 or more'],
    ['maxPrice=lots', 'maxPrice', undefined],
    ['minPrice=50&maxPrice=10', 'maxPrice', 'maxPrice must be at least minPrice'],
    ['sort=cheapest', 'sort', undefined],
    ['category=pets', 'category', undefined],
  ])('answers 400 for %s with the field path', async (query, path, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/shopify/products?${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; errors: { path: string; message: string }[] };
    expect(body.errors[0]?.path).toBe(path);
    if (message) expect(body).toMatchObject({ message, errors: [{ path, message }] });
  });

  it('answers 400 for a malformed cursor or one made for another sort', async () => {
    const invalid = { message: 'Invalid cursor', errors: [{ path: 'after', message: 'Invalid cursor' }] };
    const garbage = await t.app.inject({ method: 'GET', url: '/api/shopify/products?after=bm90IGEgY3Vyc29y' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toEqual(invalid);
    const byName = (await list('sort=name-asc&first=2')).pageInfo.endCursor;
    const res = await t.app.inject({ method: 'GET', url: `/api/shopify/products?sort=price-asc&after=${byName}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid);
  });
});
