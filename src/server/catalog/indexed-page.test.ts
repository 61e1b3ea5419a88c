// Past FACET_INDEX_MIN_PRODUCTS every list and search is answered from the facet index
// (indexed-page.ts): its pages, totals, facets and typeahead must be exactly what the database
// answers, in every sort, through every kind of paging, under filters, and after edits made
// since the index was built. The
// database's answer comes from inside a transaction, which has no index of its own.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogQuerySchema, FacetsQuerySchema } from '../../shared/schemas/catalog';
import { products } from '../db/schema';
import { addSyntheticProducts } from '../seed/bulk';
import { seedCatalogue } from '../seed';
import { createTestApp, type TestApp } from '../test/harness';
import { facetIndexReady, indexBuilt } from './facet-answers';
import { suggest } from './search-suggest';
import { getFacets, listProducts, type ProductPage } from './service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { FACET_INDEX_MIN_PRODUCTS: '1' } });
  await seedCatalogue(t.db);
  await addSyntheticProducts(t.db, { count: 1500 });
  await facetIndexReady(t.db);
}, 120_000);
afterAll(() => t.close());

const fromIndex = (raw: Record<string, string>) => listProducts(t.db, CatalogQuerySchema.parse(raw));
const fromDatabase = (raw: Record<string, string>) =>
  t.db.transaction((tx) => listProducts(tx, CatalogQuerySchema.parse(raw)));

/** What a shopper sees of a page: the products in order, with everything else it answers. */
const seen = (page: ProductPage) => ({
  ...page,
  rows: page.rows.map((row) => ({
    handle: row.handle,
    rank: row.rank,
    featured: row.featured,
    trending: row.trending,
  })),
});

async function expectSame(raw: Record<string, string>): Promise<ProductPage> {
  const [indexed, database] = await Promise.all([fromIndex(raw), fromDatabase(raw)]);
  expect(seen(indexed), JSON.stringify(raw)).toEqual(seen(database));
  return indexed;
}

const SEARCHES = ['red dress', 'drss', 'linen', 'silk blouse', 'jeens', 'the', 'no such thing at all'];
/** The default order (relevance, with a search) and the shop's other sorts. */
const SORTS = ['featured', 'price-asc', 'price-desc', 'name-asc', 'newest'];
const FILTERS: Array<Record<string, string>> = [
  {},
  { category: 'women', colors: 'Black' },
  { category: 'kids' },
  { category: 'men', minPrice: '20', maxPrice: '60' },
  { onSale: 'true' },
  { inStock: 'true', sizes: 'M' },
  { subcategory: 'dresses', materials: 'Cotton' },
  { featured: 'true' },
];

it('has an index to answer from', () => {
  expect(indexBuilt(t.db)).toBe(true);
});

describe('a list answered from the index', () => {
  it('lists what the database lists, with its totals and paging, under every filter and in every sort', async () => {
    const lists: Array<Record<string, string>> = [
      ...FILTERS,
      { category: 'custom' },
      { category: 'custom', query: 'tee' },
      { newArrivals: 'true' },
      { category: 'women', newArrivals: 'true', sizes: 'S' },
    ];
    let listed = 0;
    for (const filters of lists) {
      for (const sort of SORTS) {
        const list = { ...filters, sort };
        const first = await expectSame({ ...list, first: '48' });
        listed += first.rows.length;
        if (first.hasNextPage) {
          const next = await expectSame({ ...list, first: '48', after: first.cursors.at(-1)! });
          await expectSame({ ...list, last: '10', before: next.cursors[5]!, skip: '3' });
        }
        await expectSame({ ...list, last: '20' });
        await expectSame({ ...list, last: '20', skip: '30' });
      }
    }
    expect(listed).toBeGreaterThan(2000);
  });
});

describe('a search answered from the index', () => {
  it('lists the same products, ranks and totals as the database, under every filter, in each order', async () => {
    let matched = 0;
    for (const query of SEARCHES) {
      for (const filters of FILTERS) {
        for (const sort of SORTS) matched += (await expectSame({ ...filters, query, sort, first: '12' })).rows.length;
      }
    }
    // The comparison means something only if searches match products.
    expect(matched).toBeGreaterThan(900);
  });

  it('pages forwards, backwards and by jumps as the database does', async () => {
    for (const sort of SORTS) {
      // Page sizes that make several pages of each search's matches.
      for (const [query, size] of [
        ['dress', '40'],
        ['red dress', '4'],
        ['linen', '15'],
      ] as const) {
        const list = { query, sort };
        // Forwards to the end, cursor by cursor.
        let page = await expectSame({ ...list, first: size });
        let pages = 1;
        while (page.hasNextPage) {
          page = await expectSame({ ...list, first: size, after: page.cursors.at(-1)! });
          await expectSame({ ...list, first: size, after: page.cursors[0]!, skip: '3' });
          pages++;
        }
        expect(pages, query).toBeGreaterThan(2);
        // Backwards from the end to the start.
        page = await expectSame({ ...list, last: size });
        while (page.hasPreviousPage) {
          page = await expectSame({ ...list, last: size, before: page.cursors[0]! });
          await expectSame({ ...list, last: size, before: page.cursors.at(-1)!, skip: '2' });
        }
        await expectSame({ ...list, last: size, skip: '5' });
      }
    }
  });

  it('suggests what the database suggests as the shopper types', async () => {
    for (const typed of ['red dre', 'lin', 'drss', 'jeens', 'silk b', 'zzzz']) {
      const [indexed, database] = await Promise.all([
        suggest(t.db, typed),
        t.db.transaction((tx) => suggest(tx, typed)),
      ]);
      expect(indexed, typed).toEqual(database);
    }
  });

  it("counts a searched list's facets as the database does", async () => {
    for (const query of ['linen', 'red dress', 'drss']) {
      for (const filters of FILTERS.slice(0, 4)) {
        const q = FacetsQuerySchema.parse({ ...filters, query });
        const [indexed, database] = await Promise.all([getFacets(t.db, q), t.db.transaction((tx) => getFacets(tx, q))]);
        expect(indexed, JSON.stringify({ query, ...filters })).toEqual(database);
      }
    }
  });

  it('finds a product by its new name once renamed, and no longer by its old one', async () => {
    const [target] = await t.db
      .select({ id: products.id, handle: products.handle, name: products.name })
      .from(products)
      .where(eq(products.handle, 'lace-trim-poplin-blouse'));
    expect(target).toBeDefined();
    const handles = async (query: string) => (await expectSame({ query })).rows.map((row) => row.handle);
    expect(await handles('poplin blouse')).toContain(target!.handle);

    await t.db.update(products).set({ name: 'Zephyrine Tunic' }).where(eq(products.id, target!.id));
    expect(await handles('zephyrine')).toEqual([target!.handle]);
    expect(await handles('zephyrin')).toEqual([target!.handle]);
    expect(await handles('lace trim poplin')).not.toContain(target!.handle);

    await t.db.update(products).set({ active: false }).where(eq(products.id, target!.id));
    expect(await handles('zephyrine')).toEqual([]);

    await t.db.update(products).set({ name: target!.name, active: true }).where(eq(products.id, target!.id));
    expect(await handles('lace trim poplin')).toContain(target!.handle);
  });
});
