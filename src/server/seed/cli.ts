// npm run seed                              seed the default catalogue if the store is empty
// npm run seed -- --reset                   empty the catalogue, then seed the default one
// npm run seed -- --products 100000         add N synthetic products (load testing)
// npm run seed -- --reset --products 1000000
// The database comes from the environment (DATABASE_URL, else PGlite in DATA_DIR).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { addSyntheticProducts } from './bulk';
import { seedIfEmpty } from './index';
import { resetCatalogue } from './reset';

const USAGE = 'Usage: npm run seed -- [--reset] [--products N] [--batch-size 1000]';

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    reset: { type: 'boolean', default: false },
    'batch-size': { type: 'string', default: '1000' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

function positiveInteger(name: string, raw: string, max: number): number {
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`${name} must be a whole number from 1 to ${max.toLocaleString('en-US')}.\n${USAGE}`);
    process.exit(2);
  }
  return value;
}

const productCount =
  values.products === undefined ? undefined : positiveInteger('--products', values.products, 10_000_000);
const batchSize = positiveInteger('--batch-size', values['batch-size'], 10_000);
const config = loadConfig();
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const number = (n: number) => n.toLocaleString('en-US');

const database = await openDatabase({
  url: config.database.url,
  dataDir: config.database.dataDir,
  poolSize: Math.max(config.database.poolSize, 6),
});
try {
  console.log(
    `Database: ${database.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.database.dataDir}`}`,
  );
  await migrateDatabase(database);

  if (values.reset) {
    const how = await resetCatalogue(database.db);
    console.log(
      how === 'truncated'
        ? 'Emptied the catalogue.'
        : 'Deleted every product (orders exist, so their lines and images were kept).',
    );
  }

  if (productCount === undefined) {
    const seeded = await seedIfEmpty(database.db);
    console.log(
      seeded
        ? `Seeded the default catalogue in ${seconds()}.`
        : 'The store already has products; nothing to seed (use --reset to start over).',
    );
  } else {
    console.log(`Adding ${number(productCount)} synthetic products in batches of ${number(batchSize)}...`);
    let lastReport = 0;
    const summary = await addSyntheticProducts(database.db, {
      count: productCount,
      batchSize,
      concurrency: database.driver === 'postgres' ? 4 : 1,
      onProgress: (done, total) => {
        const now = performance.now();
        if (done < total && now - lastReport < 2000) return;
        lastReport = now;
        console.log(`  ${number(done)} / ${number(total)} (${Math.floor((done / total) * 100)}%)  ${seconds()}`);
      },
    });
    // Fresh planner statistics, so the first queries after a big load use the indexes.
    await database.db.execute(sql`analyze products, product_variants, product_images`);
    console.log(`Added ${number(summary.products)} products and ${number(summary.variants)} variants in ${seconds()}.`);
  }
} finally {
  await database.close();
}
