// bench/checkout: orders per second and p95 at 10 concurrent buyers on PostgreSQL, each POST
// /api/orders with its own Idempotency-Key, through the production server. Stock is raised
// first so no order fails for want of it.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildProduction, createPgDatabase, load, startStore, table, verdict, type LoadResult } from './lib';

export interface CheckoutOptions {
  durationSec: number;
  connections: number;
}

const customer = {
  email: 'bench@example.com',
  firstName: 'Bench',
  lastName: 'Buyer',
  address: '1 Main St',
  city: 'Little Rock',
  state: 'AR',
  zipCode: '72201',
};

export async function benchCheckout(options: CheckoutOptions): Promise<LoadResult> {
  await buildProduction();
  console.log('\n== bench/checkout: POST /api/orders on PostgreSQL ==');
  const database = await createPgDatabase('checkout');
  try {
    const store = await startStore({ databaseUrl: database.url });
    try {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query('update product_variants set stock = 1000000');
      await client.query('update products p set stock = (select sum(v.stock) from product_variants v where v.product_id = p.id)');
      const { rows } = await client.query<{ id: number }>(
        "select v.id from product_variants v join products p on p.id = v.product_id where p.active and p.category <> 'custom' order by v.id limit 200",
      );
      await client.end();
      const bodies = rows.map((row, i) =>
        JSON.stringify({
          customer,
          items: [
            { variantId: `gid://local/ProductVariant/${row.id}`, quantity: 1 },
            { variantId: `gid://local/ProductVariant/${rows[(i + 7) % rows.length]!.id}`, quantity: 2 },
          ],
        }),
      );
      let n = 0;
      const setupRequest = (request: { path: string; headers?: Record<string, string>; body?: string }) => ({
        ...request,
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: bodies[n++ % bodies.length]!,
      });
      const url = `${store.url}/api/orders`;
      await load({ url, method: 'POST', connections: options.connections, durationSec: 1, setupRequest });
      const result = await load({ url, method: 'POST', connections: options.connections, durationSec: options.durationSec, setupRequest });
      if (process.env.BENCH_PG_STATS) {
        const stats = new pg.Client({ connectionString: database.url });
        await stats.connect();
        console.log((await stats.query("select relname, n_tup_upd, n_tup_hot_upd, n_tup_ins from pg_stat_user_tables where n_tup_upd + n_tup_ins > 0 order by relname")).rows);
        await stats.end();
      }
      if (result.errors || result.non2xx) throw new Error(`checkout: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
      console.log(
        `\n${table(['buyers', 'orders/s', 'p50 ms', 'p95 ms', 'p99 ms'], [[options.connections, result.rps, result.p50, result.p95, result.p99]])}`,
      );
      console.log(`Budget: order creation p95 <= 10 ms at 10 buyers: ${result.p95} ms ${verdict(result.p95 <= 10)}`);
      return result;
    } finally {
      await store.stop();
    }
  } finally {
    await database.drop();
  }
}
