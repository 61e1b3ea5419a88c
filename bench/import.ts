// A product CSV import at catalogue scale: generates N products with five variants each as a
// Shopify product CSV, then previews and applies it on a fresh database, as the admin does.
// `npx tsx bench/import.ts [products] [postgres://...]`: PGlite in memory by default (100,000
// products, 500,000 variants); with a server address, a scratch database is made and dropped.
import { stringify } from 'csv-stringify/sync';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/database';
import { migrateDatabase } from '../src/server/db/migrate';
import { PRODUCT_CSV_COLUMNS } from '../src/server/product-csv/columns';
import { previewImport, runImport } from '../src/server/product-csv/imports';

const PRODUCTS = Number(process.argv[2] ?? 100_000);
const SERVER = process.argv[3];
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];
const SUBCATEGORIES = ['dresses', 'tops', 'skirts', 'blouses', 'jeans'];

function catalogueCsv(): Buffer {
  const rows: string[][] = [];
  for (let p = 0; p < PRODUCTS; p++) {
    SIZES.forEach((size, i) => {
      const row: Record<string, string> = {
        Handle: `bench-product-${p}`,
        'Option1 Value': size,
        'Option2 Value': p % 2 ? 'Black' : 'White',
        'Variant SKU': `BENCH-${p}-${size}`,
        'Variant Price': `${20 + (p % 50)}.99`,
        'Variant Inventory Qty': String((p + i) % 30),
      };
      if (i === 0)
        Object.assign(row, {
          Title: `Bench product ${p}`,
          'Body (HTML)': `<p>A soft everyday piece, number ${p}.</p>`,
          Vendor: 'Bench & Co',
          Type: 'Dresses',
          Tags: 'bench, everyday',
          'Option1 Name': 'Size',
          'Option2 Name': 'Color',
          'Image Src': `https://cdn.example.com/bench/${p}.jpg`,
          'Category (product.metafields.custom.category)': 'women',
          'Subcategory (product.metafields.custom.subcategory)': SUBCATEGORIES[p % SUBCATEGORIES.length]!,
        });
      rows.push(PRODUCT_CSV_COLUMNS.map((column) => row[column] ?? ''));
    });
  }
  return Buffer.from(stringify(rows, { header: true, columns: [...PRODUCT_CSV_COLUMNS] }));
}

async function measure(label: string, database: Database, file: Buffer) {
  await migrateDatabase(database);
  const deps = { db: database.db, publicUrl: 'http://store.test', jobs: undefined, changed: () => {} };
  let started = performance.now();
  const preview = await previewImport(deps, file, 'bench.csv', null);
  const previewS = (performance.now() - started) / 1000;
  started = performance.now();
  await runImport(deps, preview.id, { budgetMs: Number.POSITIVE_INFINITY });
  const applyS = (performance.now() - started) / 1000;
  const { rows } = await database.executeSql(
    'select (select count(*) from products)::int as products, (select count(*) from product_variants)::int as variants',
  );
  const counts = rows[0] as { products: number; variants: number } | undefined;
  console.log(
    `${label}: preview ${previewS.toFixed(1)} s, apply ${applyS.toFixed(1)} s, total ${(previewS + applyS).toFixed(1)} s ` +
      `(${counts!.products} products, ${counts!.variants} variants written)`,
  );
}

const started = performance.now();
const file = catalogueCsv();
console.log(
  `${PRODUCTS} products, ${PRODUCTS * SIZES.length} variants: ${(file.length / 1e6).toFixed(1)} MB of CSV, ` +
    `made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
if (SERVER) {
  const name = `bench_import_${process.pid}`;
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    await measure('PostgreSQL', database, file);
  } finally {
    await database.close();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
} else {
  const database = await openDatabase({});
  await measure('PGlite', database, file);
  await database.close();
}
