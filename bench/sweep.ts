// The payment sweep against a pile of expired holds: 5,000 orders placed through POST
// /api/orders (each holding a unit, its demo payment page open), all past their page's expiry
// at once; one run of the minute's sweep must give every unit back within the minute.
// `npx tsx bench/sweep.ts [--postgres]`: PGlite in memory, then a scratch database on the
// PostgreSQL server (made and dropped). Prints the time and whether it fits.
import { randomUUID } from 'node:crypto';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/database';
import { migrateDatabase } from '../src/server/db/migrate';
import { createMailer } from '../src/server/mail/mailer';
import { createDemoProvider } from '../src/server/payments/demo-provider';
import { paymentDepsOf, sweepPayments } from '../src/server/payments/service';
import { addTestProduct, variantGid, variantStock } from '../src/server/test/orders-fixtures';
import { createPgDatabase } from './lib';

const HOLDS = Number(process.env.SWEEP_HOLDS ?? 5_000);
const BUDGET_S = 60;

async function measure(label: string, database: Database) {
  await migrateDatabase(database);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'false',
    CLIENT_DIR: '/nonexistent',
    PUBLIC_URL: 'http://store.test',
    RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
  });
  const mailer = createMailer(database.db, { ...config.mail, showSecretWithoutSmtp: () => {} });
  const payments = createDemoProvider(database.db);
  const app = await buildApp({ config, database, mailer, jobs: undefined, payments });
  await app.ready();
  const variantId = (
    await addTestProduct(database.db, 'swept-tee', [{ size: 'M', color: 'Black', priceCents: 1500, stock: HOLDS * 2 }])
  ).variants.get('M:Black')!;
  const before = await variantStock(database.db, variantId);

  let started = performance.now();
  for (let i = 0; i < HOLDS; i++) {
    const customer = {
      email: `held-${i}@example.com`,
      firstName: 'Held',
      lastName: 'Shopper',
      address: '1 Main St',
      city: 'Little Rock',
      state: 'AR',
      zipCode: '72201',
      country: 'US',
    };
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { customer, items: [{ variantId: variantGid(variantId), quantity: 1 }] },
    });
    if (placed.statusCode !== 201) throw new Error(`Order ${i} was not placed: ${placed.statusCode} ${placed.body}`);
  }
  const placing = (performance.now() - started) / 1000;
  if ((await variantStock(database.db, variantId)) !== before - HOLDS)
    throw new Error('The orders did not hold their units');

  started = performance.now();
  // Past every page's expiry (the longest is 15 minutes), as the minute's job sees it.
  await sweepPayments(paymentDepsOf(app, { database, payments, mailer, config }), new Date(Date.now() + 31 * 60_000));
  const sweeping = (performance.now() - started) / 1000;
  const back = await variantStock(database.db, variantId);
  const open = (await database.executeSql("select count(*)::int as n from payments where status = 'open'")).rows[0] as {
    n: number;
  };
  await app.close();
  const fits = back === before && open.n === 0 && sweeping < BUDGET_S;
  console.log(
    `${label}: ${HOLDS} holds placed in ${placing.toFixed(1)} s; one sweep released ${back - (before - HOLDS)} of ${HOLDS} in ${sweeping.toFixed(1)} s ` +
      `(${((sweeping * 1000) / HOLDS).toFixed(1)} ms each), ${open.n} left open; budget ${BUDGET_S} s: ${fits ? 'ok' : 'SHORT'}`,
  );
}

const pglite = await openDatabase({});
await measure('PGlite', pglite);
await pglite.close();

// PostgreSQL too, when asked (`--postgres`), on the server BENCH_DATABASE_URL names (bench/lib.ts).
if (process.argv.includes('--postgres')) {
  const scratch = await createPgDatabase('sweep');
  const postgres = await openDatabase({ url: scratch.url, poolSize: 10 });
  try {
    await measure('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    await scratch.drop();
  }
}
