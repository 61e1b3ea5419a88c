// bench/checkout: orders per second and p95 at 10 concurrent buyers on PostgreSQL, each POST
// /api/orders with its own Idempotency-Key, through the production server. Stock is raised
// first so no order fails for want of it.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { availableParallelism } from 'node:os';
import {
  buildProduction,
  createPgDatabase,
  format,
  load,
  postgresPids,
  processCpuSeconds,
  startStore,
  table,
  verdict,
  type LoadResult,
} from './lib';

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
      await client.query('update products p set in_stock = true where not p.in_stock');
      const { rows } = await client.query<{ id: number }>(
        "select v.id from product_variants v join products p on p.id = v.product_id where p.active and p.category <> 'custom' order by v.id limit 200",
      );
      await client.end();
      const items = rows.map((row, i) => [
        { variantId: `gid://local/ProductVariant/${row.id}`, quantity: 1 },
        { variantId: `gid://local/ProductVariant/${rows[(i + 7) % rows.length]!.id}`, quantity: 2 },
      ]);
      // Each order from its own shopper: one email may hold only a few orders awaiting payment.
      let n = 0;
      const setupRequest = (request: { path: string; headers?: Record<string, string>; body?: string }) => {
        n++;
        return {
          ...request,
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify({
            customer: { ...customer, email: `bench${n}@example.com` },
            items: items[n % items.length],
          }),
        };
      };
      const url = `${store.url}/api/orders`;
      await load({ url, method: 'POST', connections: options.connections, durationSec: 1, setupRequest });
      const cpu = cpuMeter(store.pid);
      const result = await load({
        url,
        method: 'POST',
        connections: options.connections,
        durationSec: options.durationSec,
        setupRequest,
      });
      const perOrder = cpu.perUnit(result.rps * options.durationSec);
      if (process.env.BENCH_PG_STATS) {
        const stats = new pg.Client({ connectionString: database.url });
        await stats.connect();
        console.log(
          (
            await stats.query(
              'select relname, n_tup_upd, n_tup_hot_upd, n_tup_ins from pg_stat_user_tables where n_tup_upd + n_tup_ins > 0 order by relname',
            )
          ).rows,
        );
        await stats.end();
      }
      if (result.errors || result.non2xx)
        throw new Error(`checkout: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
      console.log(
        `\n${table(['buyers', 'orders/s', 'p50 ms', 'p95 ms', 'p99 ms'], [[options.connections, result.rps, result.p50, result.p95, result.p99]])}`,
      );
      if (perOrder) printCpu(perOrder, options.connections);
      console.log(
        `Budget: order creation p95 <= 10 ms at 10 buyers: ${format(result.p95)} ms ${verdict(result.p95 <= 10)}`,
      );
      return result;
    } finally {
      await store.stop();
    }
  } finally {
    await database.drop();
  }
}

interface CpuPerOrder {
  client: number;
  store: number;
  postgres: number;
}

/** CPU time of the load generator (this process), the store and PostgreSQL from now on. */
function cpuMeter(storePid: number | undefined) {
  const read = () => ({
    client: process.cpuUsage(),
    store: storePid === undefined ? undefined : processCpuSeconds([storePid]),
    postgres: processCpuSeconds(postgresPids()),
  });
  const before = read();
  return {
    /** Milliseconds of CPU each spent per unit of work since the meter started. */
    perUnit(units: number): CpuPerOrder | undefined {
      const after = read();
      if (
        before.store === undefined ||
        after.store === undefined ||
        before.postgres === undefined ||
        after.postgres === undefined ||
        units === 0
      )
        return undefined;
      const clientUs = after.client.user + after.client.system - before.client.user - before.client.system;
      return {
        client: clientUs / 1000 / units,
        store: ((after.store - before.store) * 1000) / units,
        // Backends that ended during the run took their time with them, so this is a floor.
        postgres: ((after.postgres - before.postgres) * 1000) / units,
      };
    },
  };
}

/**
 * With every buyer always waiting on an answer, the mean wait is buyers / throughput (Little's
 * law), so the budget needs a throughput, and the CPU an order costs bounds the throughput.
 */
function printCpu(cpu: CpuPerOrder, buyers: number): void {
  const total = cpu.client + cpu.store + cpu.postgres;
  const cores = availableParallelism();
  console.log(
    `CPU per order: load generator ${cpu.client.toFixed(2)} ms, store ${cpu.store.toFixed(2)} ms, PostgreSQL ${cpu.postgres.toFixed(2)} ms; ` +
      `${cores} cores allow at most ${Math.round((cores * 1000) / total)} orders/s. ` +
      `A mean under 10 ms at ${buyers} buyers needs more than ${Math.round((buyers * 1000) / 10)} orders/s.`,
  );
}
