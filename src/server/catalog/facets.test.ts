import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDecimal } from '../../shared/money';
import type { FacetCount, ProductFacets } from '../../shared/schemas/catalog';
import {
  fixtureColors,
  fixturePriceCents,
  fixtureSizes,
  fixtureStock,
  LISTED_FIXTURES,
  fixtureOnSale,
  seedCatalogFixtures,
  type FixtureProduct,
} from '../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { facetIndexReady } from './facet-answers';

let t: TestApp;

async function facets(query: string): Promise<ProductFacets> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/facets?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProductFacets;
}

type Facet =
  | 'category'
  | 'subcategory'
  | 'sizes'
  | 'colors'
  | 'materials'
  | 'price'
  | 'featured'
  | 'trending'
  | 'inStock'
  | 'onSale'
  | 'other';
type Keep = (p: FixtureProduct) => boolean;

const onSale: Keep = fixtureOnSale;

function counts(products: readonly FixtureProduct[], values: (p: FixtureProduct) => readonly string[]): FacetCount[] {
  const tally = new Map<string, number>();
  for (const p of products) for (const v of values(p)) tally.set(v, (tally.get(v) ?? 0) + 1);
  return [...tally]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

/** What the facets should say for these filters: each facet ignores its own filter. */
function expected(filters: Partial<Record<Facet, Keep>>): ProductFacets {
  const match = (except?: Facet) =>
    LISTED_FIXTURES.filter((p) => Object.entries(filters).every(([name, keep]) => name === except || keep(p)));
  const prices = match('price').map(fixturePriceCents);
  return {
    total: match().length,
    categories: counts(match('category'), (p) => [p.category]),
    subcategories: counts(match('subcategory'), (p) => [p.subcategory]),
    sizes: counts(match('sizes'), fixtureSizes),
    colors: counts(match('colors'), fixtureColors),
    materials: counts(match('materials'), (p) => p.materials ?? []),
    featured: match('featured').filter((p) => p.featured).length,
    trending: match('trending').filter((p) => p.trending).length,
    inStock: match('inStock').filter((p) => fixtureStock(p) > 0).length,
    onSale: match('onSale').filter(onSale).length,
    price: prices.length
      ? { min: toDecimal(Math.min(...prices)), max: toDecimal(Math.max(...prices)) }
      : { min: null, max: null },
  };
}

// Every answer twice: counted by the database, and by the in-memory facet index a large
// catalogue uses (here from the first product on), which learns the seeded products from its
// reads of what changed since it was built on the empty catalogue.
describe.each([
  ['counted by the database', {}],
  ['counted by the facet index', { FACET_INDEX_MIN_PRODUCTS: '0' }],
])('GET /api/products/facets, %s', (_, env) => {
  beforeAll(async () => {
    t = await createTestApp({ env });
    await facetIndexReady(t.db);
    await seedCatalogFixtures(t.db);
  });
  afterAll(() => t.close());

  it('counts every listed product by category, subcategory, size, colour, material and flag, with the price range', async () => {
    const all = await facets('');
    expect(all).toEqual(expected({}));
    expect(all).toMatchObject({
      total: 12,
      featured: 4,
      trending: 4,
      inStock: 11,
      price: { min: '19.99', max: '120.00' },
    });
    expect(all.categories).toEqual([
      { value: 'women', count: 5 },
      { value: 'men', count: 4 },
      { value: 'kids', count: 2 },
      { value: 'unclassified', count: 1 },
    ]);
  });

  it.each<[string, Partial<Record<Facet, Keep>>]>([
    ['category=women', { category: (p) => p.category === 'women' }],
    ['subcategory=dresses,cargos', { subcategory: (p) => ['dresses', 'cargos'].includes(p.subcategory) }],
    ['featured=true', { featured: (p) => !!p.featured }],
    ['trending=true&inStock=true', { trending: (p) => !!p.trending, inStock: (p) => fixtureStock(p) > 0 }],
    ['sizes=M', { sizes: (p) => fixtureSizes(p).includes('M') }],
    [
      'colors=Black&materials=Elastane',
      { colors: (p) => fixtureColors(p).includes('Black'), materials: (p) => (p.materials ?? []).includes('Elastane') },
    ],
    ['minPrice=30', { price: (p) => fixturePriceCents(p) >= 3000 }],
    ['category=men&maxPrice=45', { category: (p) => p.category === 'men', price: (p) => fixturePriceCents(p) <= 4500 }],
    ['onSale=true', { onSale }],
    ['onSale=false&colors=Pink', { colors: (p) => fixtureColors(p).includes('Pink') }],
    ['collection=mini-me', { other: (p) => p.collection === 'mini-me' }],
    ['query=cotton', { other: (p) => /cotton/i.test(`${p.name} ${p.description} ${p.materials?.join(' ')}`) }],
    [
      'query=cotton&category=women&sizes=M',
      {
        other: (p) => /cotton/i.test(`${p.name} ${p.description} ${p.materials?.join(' ')}`),
        category: (p) => p.category === 'women',
        sizes: (p) => fixtureSizes(p).includes('M'),
      },
    ],
  ])('counts each facet over every filter but its own: %s', async (query, filters) => {
    expect(await facets(query)).toEqual(expected(filters));
  });

  it('answers zeros and no price range when nothing matches', async () => {
    expect(await facets('query=nothing%20like%20this')).toEqual({
      total: 0,
      categories: [],
      subcategories: [],
      sizes: [],
      colors: [],
      materials: [],
      featured: 0,
      trending: 0,
      inStock: 0,
      onSale: 0,
      price: { min: null, max: null },
    });
  });

  it('leaves out designer base garments and unpublished products', async () => {
    const all = await facets('');
    expect(all.categories.map((c) => c.value)).not.toContain('custom');
    expect(all.materials.map((m) => m.value)).not.toContain('Wool');
    const custom = await facets('category=custom');
    expect(custom.total).toBe(1);
    expect(custom.sizes.map((s) => s.value)).toEqual(['L', 'M', 'S', 'XL', 'XS', 'XXL']);
  });

  it('answers only the facets asked for, counted as in the whole answer', async () => {
    const whole = expected({ colors: (p) => fixtureColors(p).includes('Black') });
    expect(await facets('colors=Black&facets=subcategories')).toEqual({ subcategories: whole.subcategories });
    expect(await facets('colors=Black&facets=total,colors,price')).toEqual({
      total: whole.total,
      colors: whole.colors,
      price: whole.price,
    });
    expect(await facets('colors=Black&facets=inStock&facets=categories')).toEqual({
      inStock: whole.inStock,
      categories: whole.categories,
    });
  });

  it.each([
    [
      'facets=subcategories,reviews',
      'facets.1',
      'facets are a comma-separated list of: total, categories, subcategories, sizes, colors, materials, featured, trending, inStock, onSale, price',
    ],
    ['facets=', 'facets', 'facets names at least one facet'],
  ])('answers 400 naming the facets for %s', async (query, path, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/facets?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: [{ path, message }] });
  });

  it('answers 400 with the field path for a bad filter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/facets?minPrice=-5' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Price must be 0 or more',
      errors: [{ path: 'minPrice', message: 'Price must be 0 or more' }],
    });
  });
});
