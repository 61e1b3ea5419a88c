// A product import from upload to done: the preview stores the file with what it would do;
// applying queues a job that works through the file in batches, each batch one transaction
// that also records how far it got, so a worker that dies mid-way resumes after the last whole
// batch, and a second run of the same job finds nothing left to do.
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { CsvRejection, ProductImport, ProductImportPreview } from '../../shared/schemas/product-csv';
import type { Db } from '../db/database';
import { productImports } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import type { JobQueue } from '../jobs/queue';
import { recordAudit } from '../audit/record';
import { writeBatch } from './apply';
import { readShopPlaces } from '../taxonomy/service';
import { parseProductCsv, type ParsedProduct } from './parse';
import { planBatch } from './plan';

/** Products a transaction writes: big enough for multi-row statements, small enough to hold few locks for long. */
export const IMPORT_BATCH = 500;
/** Rejected rows a preview lists (it counts them all). */
const LISTED_REJECTIONS = 1000;
/** How long one run of the job works before it hands on to a fresh one (under the queue's expiry). */
const RUN_BUDGET_MS = 60_000;

export interface ImportDeps {
  db: Db;
  publicUrl: string;
  jobs: Pick<JobQueue, 'enqueue'> | undefined;
  /** The catalogue changed (called after each committed batch that wrote something). */
  changed(): void;
}

const IMPORT_NOT_FOUND = 'No such import';

const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** Reads the file and checks every product against the catalogue as it stands; writes nothing but the upload. */
export async function previewImport(
  deps: ImportDeps,
  file: Buffer,
  fileName: string,
  staffId: number | null,
): Promise<ProductImport> {
  const parsed = await parseProductCsv(file, deps.publicUrl, await readShopPlaces(deps.db));
  const preview: ProductImportPreview = {
    products: { created: 0, changed: 0, unchanged: 0, rejected: parsed.rejectedProducts },
    variants: { created: 0, changed: 0, unchanged: 0, removed: 0 },
    rejections: [],
    rejectedRows: 0,
  };
  const rejections: CsvRejection[] = [...parsed.rejections];
  for (const batch of chunks(parsed.products, IMPORT_BATCH)) {
    const plan = await planBatch(deps.db, batch);
    rejections.push(...plan.rejections);
    preview.products.rejected += plan.rejections.length;
    for (const p of plan.planned) {
      preview.products[p.kind === 'create' ? 'created' : p.kind === 'change' ? 'changed' : 'unchanged']++;
      for (const key of ['created', 'changed', 'unchanged', 'removed'] as const)
        preview.variants[key] += p.variants[key];
    }
  }
  rejections.sort((a, b) => a.row - b.row);
  preview.rejections = rejections.slice(0, LISTED_REJECTIONS);
  preview.rejectedRows = rejections.length;
  const [row] = await deps.db
    .insert(productImports)
    .values({
      staffId,
      fileName,
      file: await promisify(gzip)(file),
      totalProducts: parsed.products.length,
      preview,
    })
    .returning();
  return present(row!);
}

function present(row: typeof productImports.$inferSelect): ProductImport {
  const result = row.result as Partial<ProductImport['result']>;
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status as ProductImport['status'],
    preview: row.preview as ProductImportPreview,
    doneProducts: row.doneProducts,
    totalProducts: row.totalProducts,
    result: {
      created: result.created ?? 0,
      changed: result.changed ?? 0,
      unchanged: result.unchanged ?? 0,
      rejections: result.rejections ?? [],
    },
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function getImport(db: Db, id: number): Promise<ProductImport> {
  const [row] = await db.select().from(productImports).where(eq(productImports.id, id));
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  return present(row);
}

/** The latest imports, newest first (without their files). */
export async function recentImports(db: Db): Promise<ProductImport[]> {
  const { file: _file, ...columns } = getTableColumns(productImports);
  const rows = await db.select(columns).from(productImports).orderBy(desc(productImports.id)).limit(20);
  return rows.map((row) => present({ ...row, file: Buffer.alloc(0) }));
}

/** Queues a previewed import (once: applying it again answers it as it stands). */
export async function startImport(deps: ImportDeps, id: number): Promise<ProductImport> {
  if (!deps.jobs) throw conflict('This store runs no job queue, so an import cannot be applied');
  const jobs = deps.jobs;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(productImports).where(eq(productImports.id, id)).for('update');
    if (!row) throw notFound(IMPORT_NOT_FOUND);
    if (row.status !== 'previewed') return present(row);
    const [queued] = await tx
      .update(productImports)
      .set({ status: 'queued' })
      .where(eq(productImports.id, id))
      .returning();
    const preview = row.preview as ProductImportPreview;
    await recordAudit(tx, {
      kind: 'product.imported',
      subject: { type: 'product_import', id, label: row.fileName },
      after: {
        'products created': preview.products.created,
        'products changed': preview.products.changed,
        'products unchanged': preview.products.unchanged,
        'rows rejected': preview.rejectedRows,
      },
    });
    await jobs.enqueue('import-products', { importId: id }, { tx });
    return present(queued!);
  });
}

/**
 * One run of the import job: the batches after the last one committed, until the file is done
 * or the run's time is up (then it queues the next run). Each batch checks, under a lock on the
 * import, that no other run got there first. A failure is recorded with the import; after the
 * queue's last try the import is failed for good. `batchSize` is for tests.
 */
export async function runImport(
  deps: ImportDeps,
  id: number,
  options: { batchSize?: number; budgetMs?: number; lastTry?: boolean } = {},
): Promise<void> {
  const { batchSize = IMPORT_BATCH, budgetMs = RUN_BUDGET_MS, lastTry = true } = options;
  const [row] = await deps.db.select().from(productImports).where(eq(productImports.id, id));
  if (!row || row.status === 'done' || row.status === 'failed') return;
  const parsed = await parseProductCsv(
    await promisify(gunzip)(row.file),
    deps.publicUrl,
    await readShopPlaces(deps.db),
  );
  const started = Date.now();
  let done = row.doneProducts;
  try {
    while (done < parsed.products.length) {
      if (Date.now() - started > budgetMs) {
        await deps.jobs?.enqueue('import-products', { importId: id });
        return;
      }
      const batch = parsed.products.slice(done, done + batchSize);
      const wrote = await applyBatch(deps.db, id, done, batch);
      if (wrote === undefined) return;
      done += batch.length;
      if (wrote) deps.changed();
    }
    await deps.db
      .update(productImports)
      .set({ status: 'done', finishedAt: sql`now()` })
      .where(eq(productImports.id, id));
  } catch (error) {
    await deps.db
      .update(productImports)
      .set({
        error: (error as Error).message,
        ...(lastTry ? { status: 'failed', finishedAt: sql`now()` } : {}),
      })
      .where(eq(productImports.id, id));
    throw error;
  }
}

/** Writes one batch and moves the import on, in one transaction; undefined when another run moved it first. */
async function applyBatch(
  db: Db,
  id: number,
  from: number,
  batch: readonly ParsedProduct[],
): Promise<boolean | undefined> {
  return db.transaction(async (tx) => {
    // Not the file: read with every batch, it would be the batch's largest cost at 100,000 products.
    const [row] = await tx
      .select({ doneProducts: productImports.doneProducts, result: productImports.result })
      .from(productImports)
      .where(eq(productImports.id, id))
      .for('update');
    if (!row || row.doneProducts !== from) return undefined;
    const plan = await planBatch(tx, batch);
    const written = await writeBatch(tx, plan.planned);
    const before = row.result as Partial<ProductImport['result']>;
    await tx
      .update(productImports)
      .set({
        status: 'running',
        doneProducts: from + batch.length,
        result: {
          created: (before.created ?? 0) + written.created,
          changed: (before.changed ?? 0) + written.changed,
          unchanged: (before.unchanged ?? 0) + written.unchanged,
          rejections: [...(before.rejections ?? []), ...plan.rejections].slice(0, LISTED_REJECTIONS),
        },
      })
      .where(eq(productImports.id, id));
    return written.created + written.changed > 0;
  });
}
