// Keyset paging over a catalogue full of ties (equal names, prices, creation times and
// flags): forwards and backwards from every kind of anchor, with and without a skip, in
// every sort, with and without filters. Each answer is checked against a model of the list,
// once for each engine that answers listings: the database, and the in-memory facet index
// (here from the first product on, learning the products from its reads of what changed).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SKIP } from '../../shared/store';
import { PAGE_TOO_FAR, SORTS, type Sort } from '../../shared/schemas/catalog';
import { type StorefrontProductsResponse } from '../../shared/schemas/shopify';
import { products } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { facetIndexReady, indexBuilt } from './facet-answers';
import { insertProducts, type ProductInput } from './write';

interface Item {
  handle: string;
  id: number;
  name: string;
  priceCents: number;
  createdAt: string;
  featured: boolean;
  trending: boolean;
  category: 'women' | 'men';
  stock: number;
}

const NAMES = ['Anchor', 'Beacon', 'Compass', 'Anchor', 'Delta'];
const PRICES = [1000, 2500, 2500, 1000, 4000, 2500, 1999];
const TIMES = ['2025-05-01T10:00:00.000001Z', '2025-05-01T10:00:00.000002Z', '2025-05-01T10:00:00.000001Z'];

/** 31 products: a count no page size used below divides. */
const INPUTS = Array.from({ length: 31 }, (_, i) => ({
  handle: `tie-${String(i).padStart(2, '0')}`,
  name: NAMES[i % NAMES.length] as string,
  priceCents: PRICES[i % PRICES.length] as number,
  createdAt: TIMES[i % TIMES.length] as string,
  featured: i % 4 === 1 || i % 4 === 2,
  trending: i % 3 === 0,
  category: i % 2 === 0 ? ('women' as const) : ('men' as const),
  stock: i % 5 === 0 ? 0 : 3,
}));

const ENGINES: Array<[string, Record<string, string>]> = [
  ['listed by the database', {}],
  ['listed by the facet index', { FACET_INDEX_MIN_PRODUCTS: '0' }],
];

describe.each(ENGINES)('%s', (_engine, env) => {
  let t: TestApp;
  let items: Item[];

  beforeAll(async () => {
    // Hundreds of uncached pages from one address: lifted above the catalogue's per-address limit.
    t = await createTestApp({ env: { RATE_LIMIT_EXEMPT_IPS: '127.0.0.1', ...env } });
    await facetIndexReady(t.db);
    const inputs: ProductInput[] = INPUTS.map((p) => ({
      handle: p.handle,
      name: p.name,
      description: '<p>Tie.</p>',
      category: p.category,
      subcategory: p.category === 'women' ? 'dresses' : 'shirts',
      featured: p.featured,
      trending: p.trending,
      variants: [{ size: 'M', color: 'Black', priceCents: p.priceCents, stock: p.stock }],
      images: [],
    }));
    const ids = await insertProducts(t.db, inputs);
    items = INPUTS.map((p, i) => ({ ...p, id: ids[i] as number }));
    for (const item of items)
      await t.db
        .update(products)
        .set({ createdAt: sql`${item.createdAt}::timestamptz` })
        .where(eq(products.id, item.id));
  });
  afterAll(() => t.close());

  const flag = (value: boolean) => (value ? 1 : 0);
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const ORDER: Record<Sort, (a: Item, b: Item) => number> = {
    featured: (a, b) => flag(b.featured) - flag(a.featured) || flag(b.trending) - flag(a.trending) || a.id - b.id,
    'name-asc': (a, b) => text(a.name, b.name) || a.id - b.id,
    'price-asc': (a, b) => a.priceCents - b.priceCents || a.id - b.id,
    'price-desc': (a, b) => b.priceCents - a.priceCents || b.id - a.id,
    newest: (a, b) => text(b.createdAt, a.createdAt) || b.id - a.id,
  };

  const FILTERS: Array<[string, (item: Item) => boolean]> = [
    ['', () => true],
    ['category=women', (item) => item.category === 'women'],
    ['inStock=true&maxPrice=25', (item) => item.stock > 0 && item.priceCents <= 2500],
  ];

  const expectedOrder = (sort: Sort, keep: (item: Item) => boolean) =>
    items
      .filter(keep)
      .sort(ORDER[sort])
      .map((item) => item.handle);

  type Connection = StorefrontProductsResponse['products'];

  async function list(query: string): Promise<Connection> {
    const res = await t.app.inject({ method: 'GET', url: `/api/shopify/products?${query}` });
    expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    return (res.json() as StorefrontProductsResponse).products;
  }

  const handles = (connection: Connection) => connection.edges.map((e) => e.node.handle);
  const join = (...parts: string[]) => parts.filter(Boolean).join('&');

  /** What a window of `order` should answer: the model every request is checked against. */
  function model(
    order: string[],
    window: { direction: 'forward' | 'backward'; anchor: number | null; skip: number; size: number },
  ) {
    const n = order.length;
    if (window.direction === 'forward') {
      const from = (window.anchor === null ? 0 : window.anchor + 1) + window.skip;
      const page = order.slice(from, from + window.size);
      return {
        handles: page,
        hasPreviousPage: page.length > 0 ? from > 0 : n > 0,
        hasNextPage: from + window.size < n,
      };
    }
    const to = (window.anchor === null ? n : window.anchor) - window.skip;
    const page = to > 0 ? order.slice(Math.max(0, to - window.size), to) : [];
    return { handles: page, hasPreviousPage: to - window.size > 0, hasNextPage: page.length > 0 ? to < n : n > 0 };
  }

  function expectPage(connection: Connection, expected: ReturnType<typeof model>, label: string) {
    expect(handles(connection), label).toEqual(expected.handles);
    expect(connection.pageInfo, label).toEqual({
      hasNextPage: expected.hasNextPage,
      hasPreviousPage: expected.hasPreviousPage,
      startCursor: connection.edges[0]?.cursor ?? null,
      endCursor: connection.edges.at(-1)?.cursor ?? null,
    });
  }

  describe('the tie-heavy catalogue', () => {
    it('is listed by the engine under test', () => {
      expect(indexBuilt(t.db)).toBe(env.FACET_INDEX_MIN_PRODUCTS === '0');
    });

    it('has ties in every sort key', () => {
      const repeated = (values: unknown[]) => new Set(values).size < values.length;
      expect(repeated(items.map((i) => i.name))).toBe(true);
      expect(repeated(items.map((i) => i.priceCents))).toBe(true);
      expect(repeated(items.map((i) => i.createdAt))).toBe(true);
      expect(repeated(items.map((i) => `${i.featured}/${i.trending}`))).toBe(true);
    });
  });

  describe.each(SORTS)('keyset pages sorted by %s', (sort) => {
    it.each(FILTERS)(
      'walk forwards with after and back with before, losing and repeating nothing (filters: %j)',
      async (filter) => {
        const keep = FILTERS.find(([f]) => f === filter)?.[1] ?? (() => true);
        const order = expectedOrder(sort, keep);
        const size = 4;

        const forward: string[] = [];
        const cursors: string[] = [];
        let after: string | null = null;
        for (let step = 0; step < 20; step++) {
          const connection = await list(join(`sort=${sort}`, filter, `first=${size}`, after ? `after=${after}` : ''));
          expectPage(
            connection,
            model(order, { direction: 'forward', anchor: after ? forward.length - 1 : null, skip: 0, size }),
            `forward step ${step}`,
          );
          expect(connection.totalCount).toBe(order.length);
          forward.push(...handles(connection));
          cursors.push(...connection.edges.map((e) => e.cursor));
          if (!connection.pageInfo.hasNextPage) break;
          after = connection.pageInfo.endCursor;
        }
        expect(forward).toEqual(order);

        const backward: string[] = [];
        let before: string | null = null;
        for (let step = 0; step < 20; step++) {
          const connection = await list(join(`sort=${sort}`, filter, `last=${size}`, before ? `before=${before}` : ''));
          const anchor = before ? order.length - backward.length : null;
          expectPage(
            connection,
            model(order, { direction: 'backward', anchor, skip: 0, size }),
            `backward step ${step}`,
          );
          backward.unshift(...handles(connection));
          if (!connection.pageInfo.hasPreviousPage) break;
          before = connection.pageInfo.startCursor;
        }
        expect(backward).toEqual(order);
        // Every edge's cursor is the same position whichever way it was reached.
        expect(cursors).toHaveLength(order.length);
      },
    );

    it.each(FILTERS)('skips from the start, the end and from any row, both ways (filters: %j)', async (filter) => {
      const keep = FILTERS.find(([f]) => f === filter)?.[1] ?? (() => true);
      const order = expectedOrder(sort, keep);
      const cursors = (await list(join(`sort=${sort}`, filter, 'first=250'))).edges.map((e) => e.cursor);
      const size = 3;
      const anchors = [null, 0, 4, Math.floor(order.length / 2), order.length - 2, order.length - 1];
      for (const direction of ['forward', 'backward'] as const) {
        for (const anchor of anchors) {
          for (const skip of [0, 2, 7, order.length]) {
            const cursor = anchor === null ? '' : `${direction === 'forward' ? 'after' : 'before'}=${cursors[anchor]}`;
            const paging = direction === 'forward' ? `first=${size}` : `last=${size}`;
            const query = join(`sort=${sort}`, filter, paging, cursor, `skip=${skip}`);
            expectPage(await list(query), model(order, { direction, anchor, skip, size }), query);
          }
        }
      }
    });
  });

  describe('the last page and numbered pages', () => {
    it('answers the final rows for last alone, and a partial last page', async () => {
      const order = expectedOrder('featured', () => true);
      const size = 4;
      const pages = Math.ceil(order.length / size);
      const lastSize = order.length - (pages - 1) * size;
      expectPage(
        await list(`last=${lastSize}`),
        model(order, { direction: 'backward', anchor: null, skip: 0, size: lastSize }),
        'last page',
      );
      const previous = await list(`last=${size}&skip=${lastSize}`);
      expect(handles(previous)).toEqual(order.slice((pages - 2) * size, (pages - 1) * size));
    });

    it('takes page as skip from the start while it stays within the bound', async () => {
      const order = expectedOrder('price-asc', () => true);
      expect(handles(await list('sort=price-asc&first=5&page=3'))).toEqual(
        handles(await list('sort=price-asc&first=5&skip=10')),
      );
      expect(handles(await list('sort=price-asc&first=5&page=3'))).toEqual(order.slice(10, 15));
      const past = await list('sort=price-asc&first=5&page=8');
      expect(past.edges).toEqual([]);
      expect(past.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true, startCursor: null, endCursor: null });
      expect((await list(`first=48&page=${MAX_SKIP / 48 + 1}`)).totalCount).toBe(order.length);
    });
  });

  describe('bad paging arguments', () => {
    const cursorOf = async (sort: Sort) => (await list(`sort=${sort}&first=2`)).pageInfo.endCursor as string;

    it.each([
      ['first=2&last=2', 'last', 'Use first or last, not both'],
      ['after=CURSOR&before=CURSOR', 'before', 'Use after or before, not both'],
      ['after=CURSOR&last=2', 'last', 'after pages forwards: use first with it, or last with before'],
      ['before=CURSOR&first=2', 'first', 'before pages backwards: use last with it, or first with after'],
      [`skip=${MAX_SKIP + 1}`, 'skip', `skip must be at most ${MAX_SKIP}; follow a cursor further on`],
      ['skip=-1', 'skip', 'skip must be 0 or more'],
      ['skip=1.5', 'skip', 'skip must be a whole number'],
      ['last=0', 'last', 'last must be at least 1'],
      ['last=251', 'last', 'last must be at most 250'],
      ['page=0', 'page', 'page must be at least 1'],
      [`page=${MAX_SKIP / 48 + 2}`, 'page', PAGE_TOO_FAR],
      [`first=1&page=${MAX_SKIP + 2}`, 'page', PAGE_TOO_FAR],
      ['page=2&skip=48', 'page', 'Use page or skip, not both'],
      ['page=2&after=CURSOR', 'page', 'page counts from the start: use skip with after instead'],
      ['page=2&last=4', 'page', 'page counts from the start: use skip with last instead'],
    ])('answers 400 for %s', async (query, path, message) => {
      const url = `/api/shopify/products?${query.replaceAll('CURSOR', await cursorOf('featured'))}`;
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      const body = res.json() as { message: string; errors: { path: string; message: string }[] };
      expect(body.errors).toContainEqual({ path, message });
    });

    it('answers 400 for a before cursor that is malformed or made for another sort', async () => {
      const invalid = { message: 'Invalid cursor', errors: [{ path: 'before', message: 'Invalid cursor' }] };
      const garbage = await t.app.inject({
        method: 'GET',
        url: '/api/shopify/products?last=2&before=bm90IGEgY3Vyc29y',
      });
      expect(garbage.statusCode).toBe(400);
      expect(garbage.json()).toEqual(invalid);
      const byName = await cursorOf('name-asc');
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/shopify/products?sort=price-asc&last=2&before=${byName}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid);
    });

    it('answers the same in the stored shape', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/products?skip=${MAX_SKIP + 1}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: [{ path: 'skip' }] });
    });
  });
});
