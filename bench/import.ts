// A product CSV import at catalogue scale: generates N products with five variants each as a
// Shopify product CSV, then previews and applies it on a fresh database, as the admin does (the
// apply in the job's runs of a minute, each reading the file again), three
// times: the new catalogue, the same file again (nothing to change), and a file where every
// product changed (a price rise and new stock counts on every variant; every tenth product
// drops its XS and gains an XXL).
//
// `npx tsx bench/import.ts [products] [postgres://...] [--only new,again,changed] [--baseline REF [--rounds K]]`
// PGlite in memory by default (100,000 products, 500,000 variants); with a server address, a
// scratch database is made and dropped. With --baseline, the import code of that commit (its
// src/ and drizzle/, unpacked under node_modules/.cache) runs the same files first, then this
// checkout's, each in a process and on a database of its own, K rounds alternating, and each
// apply is printed beside its ratio to the baseline's in the same round.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify/sync';
import pg from 'pg';
import type { Database, DatabaseOptions } from '../src/server/db/database';
import { PRODUCT_CSV_COLUMNS } from '../src/server/product-csv/columns';
import type { ImportDeps } from '../src/server/product-csv/imports';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    baseline: { type: 'string' },
    rounds: { type: 'string' },
    only: { type: 'string' },
    root: { type: 'string' },
    label: { type: 'string' },
  },
});
const PRODUCTS = Number(positionals[0] ?? 100_000);
const SERVER = positionals[1];
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];
const SUBCATEGORIES = ['dresses', 'tops', 'skirts', 'blouses', 'jeans'];
const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');

type Pass = 'new' | 'again' | 'changed';
interface Times {
  preview: number;
  apply: number;
}
const PASSES: readonly Pass[] = ['new', 'again', 'changed'];
const chosen = values.only ? (values.only.split(',') as Pass[]) : PASSES;

/** The catalogue as a file; `changed` is the second edition (prices up $1, stock moved, XS -> XXL on every tenth). */
function catalogueCsv(columns: readonly string[], changed: boolean): Buffer {
  const rows: string[][] = [];
  for (let p = 0; p < PRODUCTS; p++) {
    const sizes = changed && p % 10 === 0 ? [...SIZES.slice(1), 'XXL'] : SIZES;
    sizes.forEach((size, i) => {
      const row: Record<string, string> = {
        Handle: `bench-product-${p}`,
        'Option1 Value': size,
        'Option2 Value': p % 2 ? 'Black' : 'White',
        'Variant SKU': `BENCH-${p}-${size}`,
        'Variant Price': `${20 + (p % 50) + (changed ? 1 : 0)}.99`,
        'Variant Inventory Qty': String((p + i + (changed ? 7 : 0)) % 30),
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
      rows.push(columns.map((column) => row[column] ?? ''));
    });
  }
  return Buffer.from(stringify(rows, { header: true, columns: [...columns] }));
}

/** The store's code at `root` (this checkout, or a baseline unpacked from git). */
interface Code {
  label: string;
  openDatabase(options: DatabaseOptions): Promise<Database>;
  migrateDatabase(database: Database): Promise<void>;
  previewImport(deps: ImportDeps, file: Buffer, fileName: string, staffId: number | null): Promise<{ id: number }>;
  runImport(deps: ImportDeps, id: number, options: object): Promise<void>;
}

async function codeAt(root: string, label: string): Promise<Code> {
  const load = (path: string) => import(pathToFileURL(join(root, path)).href);
  const [database, migrate, imports] = await Promise.all([
    load('src/server/db/database.ts'),
    load('src/server/db/migrate.ts'),
    load('src/server/product-csv/imports.ts'),
  ]);
  return { label, ...database, ...migrate, ...imports } as Code;
}

/** The import code as it was at `ref`, unpacked once into node_modules/.cache (packages resolve from this repo). */
function unpackBaseline(ref: string): string {
  const commit = execFileSync('git', ['rev-parse', '--short', ref], { cwd: REPO, encoding: 'utf8' }).trim();
  const dir = join(REPO, 'node_modules', '.cache', 'import-baseline', commit);
  if (!existsSync(join(dir, 'src'))) {
    mkdirSync(dir, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${commit} src drizzle | tar -x -C ${JSON.stringify(dir)}`], { cwd: REPO });
  }
  return dir;
}

/** Seconds for the preview and the apply of each pass, run in order on one fresh database. */
async function measure(code: Code, files: Record<Pass, Buffer>): Promise<Map<Pass, Times>> {
  let database: Database;
  let dropScratch = async () => {};
  if (SERVER) {
    const name = `bench_import_${process.pid}_${code.label.replace(/\W/g, '')}`;
    const admin = new pg.Client({ connectionString: SERVER });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(SERVER);
    url.pathname = `/${name}`;
    database = await code.openDatabase({ url: url.toString() });
    dropScratch = async () => {
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    };
  } else database = await code.openDatabase({});
  const times = new Map<Pass, Times>();
  try {
    await code.migrateDatabase(database);
    // The job queue as the store runs it: a run that used up its time queues the next, which
    // reads the file again and goes on after the last batch committed.
    let queued = false;
    const jobs = { enqueue: async () => void (queued = true) } as unknown as ImportDeps['jobs'];
    const deps = { db: database.db, publicUrl: 'http://store.test', jobs, changed: () => {} };
    // "again" and "changed" need the catalogue in the store first.
    const passes: Pass[] = chosen.includes('new') ? [...chosen] : ['new', ...chosen];
    for (const pass of passes) {
      let started = performance.now();
      const preview = await code.previewImport(deps, files[pass], `${pass}.csv`, null);
      const previewS = (performance.now() - started) / 1000;
      started = performance.now();
      do {
        queued = false;
        await code.runImport(deps, preview.id, {});
      } while (queued);
      const applyS = (performance.now() - started) / 1000;
      const { rows } = await database.executeSql(
        'select (select count(*) from products)::int as products, (select count(*) from product_variants)::int as variants',
      );
      const counts = rows[0] as { products: number; variants: number };
      if (chosen.includes(pass)) times.set(pass, { preview: previewS, apply: applyS });
      console.log(
        `${code.label}, ${pass}: preview ${previewS.toFixed(1)} s, apply ${applyS.toFixed(1)} s, ` +
          `total ${(previewS + applyS).toFixed(1)} s (then ${counts.products} products, ${counts.variants} variants)`,
      );
    }
  } finally {
    await database.close();
    await dropScratch();
  }
  return times;
}

/** Runs the passes in a process of its own (so one run's memory and warm code never help or hinder another's). */
async function inChild(root: string, label: string): Promise<Map<Pass, Times>> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      String(PRODUCTS),
      ...(SERVER ? [SERVER] : []),
      '--only',
      chosen.join(','),
      '--root',
      root,
      '--label',
      label,
    ],
    { cwd: REPO, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let result: Map<Pass, Times> | undefined;
  for await (const line of createInterface({ input: child.stdout })) {
    if (line.startsWith(RESULT)) result = new Map(JSON.parse(line.slice(RESULT.length)) as [Pass, Times][]);
    else console.log(line);
  }
  const code = await new Promise((done) => child.on('close', done));
  if (!result) throw new Error(`The run of ${label} ended (${String(code)}) without its figures`);
  return result;
}

const RESULT = 'RESULT ';
if (values.root) {
  const made = performance.now();
  const first = catalogueCsv(PRODUCT_CSV_COLUMNS, false);
  const files = { new: first, again: first, changed: catalogueCsv(PRODUCT_CSV_COLUMNS, true) };
  console.log(
    `${PRODUCTS} products, ${PRODUCTS * SIZES.length} variants: ${(files.new.length / 1e6).toFixed(1)} MB of CSV, ` +
      `made in ${((performance.now() - made) / 1000).toFixed(1)} s; ${SERVER ? 'PostgreSQL' : 'PGlite in memory'}`,
  );
  const times = await measure(await codeAt(values.root, values.label ?? values.root), files);
  console.log(RESULT + JSON.stringify([...times]));
} else if (values.baseline) {
  const baselineRoot = unpackBaseline(values.baseline);
  const rounds = Number(values.rounds ?? 1);
  const ratios = new Map<Pass, number[]>(chosen.map((pass) => [pass, []]));
  for (let round = 1; round <= rounds; round++) {
    const before = await inChild(baselineRoot, `baseline ${values.baseline}`);
    const after = await inChild(REPO, 'this checkout');
    for (const pass of chosen) {
      const b = before.get(pass)!;
      const a = after.get(pass)!;
      ratios.get(pass)!.push(a.apply / b.apply);
      console.log(
        `round ${round}, ${pass}: apply ${a.apply.toFixed(1)} s against ${b.apply.toFixed(1)} s (${(a.apply / b.apply).toFixed(2)}x), ` +
          `preview ${a.preview.toFixed(1)} s against ${b.preview.toFixed(1)} s (${(a.preview / b.preview).toFixed(2)}x)`,
      );
    }
  }
  for (const [pass, list] of ratios)
    console.log(`${pass}: apply ${list.map((r) => r.toFixed(2)).join(', ')}x the baseline's`);
} else await inChild(REPO, 'this checkout');
