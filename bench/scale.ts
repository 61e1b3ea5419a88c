// bench/scale: how catalogue reads grow with the catalogue, on PostgreSQL. Seeds 10k, then
// tops up to 100k (and 1M with --million) with `npm run seed -- --products N`, and after each
// step times the service calls the routes make, uncached: page 1, pages at 80% depth (the
// next page after a cursor, the previous page before it, and a jump of 4 pages with skip),
// the last page, category + color + price with its total, a category's on-sale products
// with their total, the facets, searches and the typeahead. Prints p50s, growth, and the
// budget for counts under a filter at 1M (capped at COUNT_CAP, so they should not grow with
// the catalogue).
import { sql } from 'drizzle-orm';
import { CatalogQuerySchema, FacetsQuerySchema } from '../src/shared/schemas/catalog';
import { MAX_SKIP } from '../src/shared/store';
import { PAGE_SIZES } from '../src/shared/store';
import { openDatabase, type Database } from '../src/server/db/database';
import { cursorFor, encodeCursor, type CursorSource } from '../src/server/catalog/cursor';
import { getFacets, listProducts } from '../src/server/catalog/service';
import { enableFacetIndex, facetIndexReady } from '../src/server/catalog/facet-answers';
import { loadConfig } from '../src/server/config';
import { suggest } from '../src/server/catalog/search-suggest';
import { createPgDatabase, format, median, run, table, verdict } from './lib';

export interface ScaleOptions {
  sizes: number[];
  /** Timed repetitions per query (after one warm-up), bounded by maxMsPerQuery. */
  repetitions?: number;
  maxMsPerQuery?: number;
}

type Timings = Record<string, number>;

/** The shop's page: numbered pages are 48 products, and a jump passes over at most 4 of them. */
const PAGE = { first: String(PAGE_SIZES.shop) };
const DEEP = ['keyset page at 80%', 'page back at 80%', 'jump 4 pages at 80%', 'last page'] as const;
const FILTER = { category: 'women', colors: 'Black', minPrice: '20', maxPrice: '80' };
/** The reads that count under FILTER, and their p50 budget at 1M products. */
const COUNTED = ['category+colour+price', 'facets, filtered', 'subcategory counts, filtered'] as const;
const COUNTS_BUDGET_MS = 50;

/** The cursor a shopper reaches after scrolling through 80% of the default order. */
async function cursorAt80(database: Database): Promise<string> {
  // Setup only: finding the row at 80% depth takes one OFFSET here; the timed query never does.
  type Row = Omit<CursorSource, 'createdKey'> & { created_key: string };
  const result = await database.db.execute<Row>(sql`
    select id, featured, trending, name, price::text as price,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_key
    from products where active and category <> 'custom'
    order by featured desc, trending desc, id asc
    offset (select (count(*) * 0.8)::int from products where active and category <> 'custom') limit 1`);
  const row = (result as unknown as { rows: Row[] }).rows[0];
  if (!row) throw new Error('No row at 80% depth');
  return encodeCursor(cursorFor('featured', { ...row, createdKey: row.created_key }));
}

async function time(fn: () => Promise<unknown>, repetitions: number, maxMs: number): Promise<number> {
  await fn();
  const samples: number[] = [];
  const deadline = performance.now() + maxMs;
  while (samples.length < repetitions && (samples.length < 3 || performance.now() < deadline)) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

/**
 * Times queries that are compared with each other in rounds (each query once per round), so
 * a change in the machine's load during the run falls on all of them alike.
 */
async function timeTogether(
  fns: Record<string, () => Promise<unknown>>,
  repetitions: number,
  maxMs: number,
): Promise<Timings> {
  const entries = Object.entries(fns);
  for (const [, fn] of entries) await fn();
  const samples = new Map<string, number[]>(entries.map(([name]) => [name, []]));
  const deadline = performance.now() + maxMs * entries.length;
  for (let round = 0; round < repetitions && (round < 3 || performance.now() < deadline); round++) {
    for (const [name, fn] of entries) {
      const start = performance.now();
      await fn();
      samples.get(name)!.push(performance.now() - start);
    }
  }
  return Object.fromEntries([...samples].map(([name, times]) => [name, median(times)]));
}

async function measure(database: Database, options: ScaleOptions): Promise<Timings> {
  const { db } = database;
  const reps = options.repetitions ?? 15;
  const maxMs = options.maxMsPerQuery ?? 20_000;
  const after = await cursorAt80(database);
  const q = (raw: Record<string, string>) => CatalogQuerySchema.parse(raw);
  const paging = await timeTogether(
    {
      'page 1': () => listProducts(db, q(PAGE)),
      'keyset page at 80%': () => listProducts(db, q({ ...PAGE, after })),
      'page back at 80%': () => listProducts(db, q({ last: PAGE.first, before: after })),
      'jump 4 pages at 80%': () => listProducts(db, q({ ...PAGE, after, skip: String(MAX_SKIP) })),
      'last page': () => listProducts(db, q({ last: PAGE.first })),
    } satisfies Record<'page 1' | (typeof DEEP)[number], () => Promise<unknown>>,
    reps,
    maxMs,
  );
  return {
    ...paging,
    'category+colour+price': await time(() => listProducts(db, q({ ...PAGE, ...FILTER })), reps, maxMs),
    // The on-sale chip on a category page: its list and total.
    'category+on sale': await time(
      () => listProducts(db, q({ ...PAGE, category: 'women', onSale: 'true' })),
      reps,
      maxMs,
    ),
    facets: await time(() => getFacets(db, FacetsQuerySchema.parse({})), reps, maxMs),
    'facets, filtered': await time(() => getFacets(db, FacetsQuerySchema.parse(FILTER)), reps, maxMs),
    // What the collections screen asks for with these filters: its subcategory chips' counts.
    'subcategory counts, filtered': await time(
      () => getFacets(db, FacetsQuerySchema.parse({ ...FILTER, facets: 'subcategories' })),
      reps,
      maxMs,
    ),
    // What shoppers type: two words that must both match, a misspelling read as the nearest
    // word, a word common to names, materials and descriptions, that word within a category
    // and colour (the search box on a filtered list), and the typeahead as it types.
    ...(await timeTogether(
      {
        'search "red dress"': () => listProducts(db, q({ ...PAGE, query: 'red dress' })),
        'search "drss" (typo)': () => listProducts(db, q({ ...PAGE, query: 'drss' })),
        'search "linen"': () => listProducts(db, q({ ...PAGE, query: 'linen' })),
        'search "linen", filtered': () =>
          listProducts(db, q({ ...PAGE, category: 'women', colors: 'Black', query: 'linen' })),
        'suggest "red dre"': () => suggest(db, 'red dre'),
      },
      reps,
      maxMs,
    )),
  };
}

export async function benchScale(options: ScaleOptions): Promise<Map<number, Timings>> {
  console.log(
    `\n== bench/scale: catalogue reads at ${options.sizes.map((n) => n.toLocaleString('en-US')).join(', ')} products (PostgreSQL) ==`,
  );
  const target = await createPgDatabase('scale');
  const results = new Map<number, Timings>();
  try {
    let seeded = 0;
    for (const size of options.sizes) {
      await run('npx', ['tsx', 'src/server/seed/cli.ts', '--products', String(size - seeded)], {
        DATABASE_URL: target.url,
      });
      seeded = size;
      const database = await openDatabase({ url: target.url, poolSize: 4 });
      try {
        // A catalogue at rest has been vacuumed (autovacuum does it after a bulk load), which
        // marks its pages all-visible: counts read products_counts_idx alone only then.
        await database.db.execute(sql`vacuum (analyze) products`);
        // As the server does: past its threshold the facets and searches come from the facet index, read
        // once the catalogue is loaded (the server reads it in the background at start).
        enableFacetIndex(database.db, { minProducts: loadConfig({}).facetIndexMinProducts });
        const building = performance.now();
        await facetIndexReady(database.db);
        const indexMs = performance.now() - building;
        results.set(size, await measure(database, options));
        console.log(
          `  facet index ready in ${format(indexMs)} ms; process memory ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`,
        );
      } finally {
        await database.close();
      }
      console.log(
        `  ${size.toLocaleString('en-US')}: ${Object.entries(results.get(size)!)
          .map(([k, v]) => `${k} ${format(v)} ms`)
          .join(', ')}`,
      );
    }
  } finally {
    await target.drop();
  }
  printScale(results);
  return results;
}

export function printScale(results: Map<number, Timings>): void {
  const sizes = [...results.keys()];
  const smallest = results.get(sizes[0]!)!;
  const largest = results.get(sizes.at(-1)!)!;
  const growth = `${(sizes.at(-1)! / 1000).toLocaleString('en-US')}k/${(sizes[0]! / 1000).toLocaleString('en-US')}k`;
  console.log(
    `\n${table(
      ['query (p50 ms)', ...sizes.map((n) => n.toLocaleString('en-US')), `growth ${growth}`],
      Object.keys(smallest).map((name) => [
        name,
        ...sizes.map((n) => results.get(n)![name]!),
        `${(largest[name]! / smallest[name]!).toFixed(2)}x`,
      ]),
    )}`,
  );
  for (const size of sizes) {
    const t = results.get(size)!;
    const [worst, slowest] = DEEP.map((name) => [name, t[name]! / t['page 1']!] as const).reduce((a, b) =>
      b[1] > a[1] ? b : a,
    );
    console.log(
      `Budget at ${size.toLocaleString('en-US')}: page at 80% depth <= 1.2x page 1: ${slowest.toFixed(2)}x (slowest: ${worst}) ${verdict(slowest <= 1.2)}`,
    );
  }
  const million = results.get(1_000_000);
  if (million) {
    // Counts under a filter are capped at COUNT_CAP, so they need not grow with the catalogue.
    for (const name of COUNTED) {
      console.log(
        `Budget: ${name} p50 at 1M <= ${COUNTS_BUDGET_MS} ms: ${format(million[name]!)} ms ${verdict(million[name]! <= COUNTS_BUDGET_MS)}`,
      );
    }
  }
  if (sizes.includes(1_000_000) && sizes.includes(10_000)) {
    for (const name of Object.keys(smallest)) {
      const ratio = results.get(1_000_000)![name]! / results.get(10_000)![name]!;
      console.log(`Budget: ${name} p50 at 1M <= 5x at 10k: ${ratio.toFixed(2)}x ${verdict(ratio <= 5)}`);
    }
  }
}
