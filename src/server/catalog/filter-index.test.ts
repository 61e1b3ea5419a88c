// products_filter_idx (schema.ts) carries every column a filter or a facet reads, so a
// filtered count or facet is answered from the index alone, not from the wide product rows:
// what keeps them fast at a million products. The plans are made with no other index and no
// whole-table reads (this catalogue is small enough for them to be cheapest): a filter column
// missing from the index turns its Index Only Scan into an Index Scan, which reads the rows.
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedCatalogFixtures } from '../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
const sent: Array<{ text: string; params: unknown[] }> = [];

type Query = (...args: unknown[]) => Promise<unknown>;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogFixtures(t.db);
  // Marks every page all-visible, as autovacuum (or the bulk seed) does on a real catalogue.
  await t.db.execute(sql`vacuum (analyze) products`);
  const client = (t.db as unknown as { $client: { query: Query } }).$client;
  const query = client.query.bind(client) as Query;
  client.query = (...args: unknown[]) => {
    const [first, params] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    sent.push(typeof first === 'string' ? { text: first, params: params ?? [] } : { text: first.text, params: first.values ?? params ?? [] });
    return query(...args);
  };
});
afterAll(() => t.close());

/** The plan of the statement `url` sends that matches `pick`, as EXPLAIN's text. */
async function planOf(url: string, pick: RegExp): Promise<string> {
  sent.length = 0;
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  const statement = sent.find((s) => pick.test(s.text));
  if (!statement) throw new Error(`${url} sent no statement matching ${pick}`);
  let lines: string[] = [];
  await t.db
    .transaction(async (tx) => {
      // Within this transaction only (rolled back): no other index to choose, and no reading
      // of the rows unless this one lacks a column.
      const others = (await tx.execute(sql`select indexname from pg_indexes
        where tablename = 'products' and indexname not in ('products_filter_idx', 'products_pkey')`)) as unknown as { rows: Array<{ indexname: string }> };
      for (const { indexname } of others.rows) await tx.execute(sql`drop index ${sql.identifier(indexname)}`);
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const explained = (await tx.execute(sql.raw(`explain ${inline(statement.text, statement.params)}`))) as unknown as { rows: Array<{ 'QUERY PLAN': string }> };
      lines = explained.rows.map((row) => row['QUERY PLAN']);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return lines.join('\n');
}

/** The statement with its parameters written in as literals, for EXPLAIN (tests only: the values are the test's own). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (Array.isArray(value)) return `'{${value.map((v) => `"${String(v)}"`).join(',')}}'`;
    return typeof value === 'number' || typeof value === 'boolean' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}

it.each([
  ["a filtered listing's count", '/api/products?category=women&colors=Black&sizes=M&minPrice=20&maxPrice=80&inStock=true', /count\(\*\)/],
  ["a collection's count", '/api/products?collection=summer-25&materials=Cotton&featured=true&inStock=true', /count\(\*\)/],
  ['the subcategory counts under filters', '/api/products/facets?category=women&colors=Black&maxPrice=80&inStock=true&facets=subcategories', /group by/],
  ['the colour counts under filters', '/api/products/facets?category=men&sizes=L&minPrice=10&trending=true&facets=colors', /group by/],
])('%s reads products_filter_idx alone', async (_name, url, pick) => {
  const plan = await planOf(url, pick);
  expect(plan).toMatch(/Index Only Scan using products_filter_idx/);
  expect(plan).not.toMatch(/(?<!Only )Index Scan|Seq Scan/);
});
