// Staff's sales: list, read, schedule, edit and end. A sale whose start has come starts in the
// transaction that schedules it; the others wait for the job queue (sales/run.ts), asked for at
// the sale's start and end, and swept every minute. Each change is written with its activity-log
// row in one transaction.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { AuditKind } from '../../shared/audit';
import type { AdminSale, SaleInput, SaleUpdate } from '../../shared/schemas/sales';
import { SALE_ENDS_AFTER_MESSAGE, SALE_MARKDOWN_MESSAGE, SALE_TARGET_MESSAGE } from '../../shared/schemas/sales';
import { recordAudit } from '../audit/record';
import type { Db, Tx } from '../db/database';
import { products, sales, saleVariants } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import type { JobQueue } from '../jobs/queue';
import { checkCollection } from '../taxonomy/service';
import { endSale, startSale } from './run';

const LIST_MAX = 500;
type SaleRow = typeof sales.$inferSelect;

const marked = sql<number>`(select count(*) from ${saleVariants} s where s.sale_id = ${sales.id})::int`;

type Names = ReadonlyMap<number, string>;

/** The names of every product these sales choose, in one read. */
async function namesOf(tx: Tx, rows: readonly SaleRow[]): Promise<Names> {
  const ids = [...new Set(rows.flatMap((row) => row.productIds))];
  if (ids.length === 0) return new Map();
  const found = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(found.map((p) => [p.id, p.name]));
}

const toAdmin = (row: SaleRow, variantsMarkedDown: number, names: Names): AdminSale => ({
  id: row.id,
  title: row.title,
  percentOff: row.percentOff,
  priceCents: row.priceCents,
  productIds: row.productIds,
  products: row.productIds.flatMap((id) => {
    const name = names.get(id);
    return name === undefined ? [] : [{ id, name }];
  }),
  collection: row.collection,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  state: row.state as AdminSale['state'],
  startedAt: row.startedAt?.toISOString() ?? null,
  endedAt: row.endedAt?.toISOString() ?? null,
  variantsMarkedDown,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The newest sales first. */
export async function listSales(db: Db): Promise<AdminSale[]> {
  const rows = await db.select({ row: sales, marked }).from(sales).orderBy(desc(sales.id)).limit(LIST_MAX);
  const names = await namesOf(
    db,
    rows.map(({ row }) => row),
  );
  return rows.map(({ row, marked: count }) => toAdmin(row, Number(count), names));
}

export async function getSale(tx: Tx, id: number): Promise<AdminSale> {
  const [found] = await tx.select({ row: sales, marked }).from(sales).where(eq(sales.id, id));
  if (!found) throw notFound('No such sale');
  return toAdmin(found.row, Number(found.marked), await namesOf(tx, [found.row]));
}

/** What the activity log keeps of a sale: the fields staff set, and its state. */
const auditFields = ({
  id: _id,
  createdAt: _c,
  updatedAt: _u,
  startedAt: _s,
  endedAt: _e,
  variantsMarkedDown: _m,
  products: _names,
  ...fields
}: AdminSale) => fields;
const subjectOf = (sale: AdminSale) => ({ type: 'sale' as const, id: sale.id, label: sale.title });

async function audit(tx: Tx, kind: AuditKind, before: AdminSale | null, after: AdminSale) {
  await recordAudit(tx, {
    kind,
    subject: subjectOf(after),
    before: before ? auditFields(before) : null,
    after: auditFields(after),
  });
}

/** Asks the queue to run due sales at the sale's start and end (the minute sweep is the fallback). */
async function askToRun(jobs: JobQueue | undefined, tx: Tx, sale: Pick<SaleRow, 'startsAt' | 'endsAt'>, now: Date) {
  if (!jobs) return;
  for (const at of [sale.startsAt, sale.endsAt]) {
    if (at && at > now) await jobs.enqueue('run-sales', {}, { tx, startAfterMs: at.getTime() - now.getTime() });
  }
}

export interface SaleDeps {
  db: Db;
  jobs?: JobQueue | undefined;
  /** The catalogue changed (a sale started or ended): caches forget their answers. */
  catalogChanged(): void;
}

export async function createSale(deps: SaleDeps, input: SaleInput, now = new Date()): Promise<AdminSale> {
  const startsAt = new Date(input.startsAt);
  const endsAt = input.endsAt === null ? null : new Date(input.endsAt);
  if (endsAt && endsAt <= now) throw badRequest('endsAt', 'The end must be in the future');
  const { sale, started } = await deps.db.transaction(async (tx) => {
    if (input.collection) await checkCollection(tx, input.collection);
    const [row] = await tx
      .insert(sales)
      .values({ ...input, productIds: [...new Set(input.productIds)], startsAt, endsAt })
      .returning();
    const started = await startSale(tx, row!.id, now);
    await askToRun(deps.jobs, tx, row!, now);
    const sale = await getSale(tx, row!.id);
    await audit(tx, 'sale.created', null, sale);
    return { sale, started };
  });
  if (started) deps.catalogChanged();
  return sale;
}

/**
 * Changes a scheduled sale's fields; a running one takes a new title and end only (what it
 * marked down is fixed once it has started: end it and schedule another). An ended sale is kept as it was.
 */
export async function updateSale(deps: SaleDeps, id: number, update: SaleUpdate, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(sales).where(eq(sales.id, id)).for('update');
    if (!row) throw notFound('No such sale');
    if (row.state === 'ended') throw conflict('This sale has ended');
    if (row.state === 'active') {
      const fixed = Object.keys(update).find((key) => key !== 'title' && key !== 'endsAt');
      if (fixed)
        throw conflict('A running sale takes a new title or end only', [
          { path: fixed, message: 'Fixed once the sale has started' },
        ]);
    }
    const next = { ...row, ...update };
    const startsAt = update.startsAt === undefined ? row.startsAt : new Date(update.startsAt);
    const endsAt = update.endsAt === undefined ? row.endsAt : update.endsAt === null ? null : new Date(update.endsAt);
    if ((next.percentOff === null) === (next.priceCents === null))
      throw badRequest('percentOff', SALE_MARKDOWN_MESSAGE);
    if (next.productIds.length === 0 && !next.collection) throw badRequest('productIds', SALE_TARGET_MESSAGE);
    if (update.collection) await checkCollection(tx, update.collection);
    if (endsAt && endsAt <= startsAt) throw badRequest('endsAt', SALE_ENDS_AFTER_MESSAGE);
    if (endsAt && endsAt <= now) throw badRequest('endsAt', 'The end must be in the future');
    const before = await getSale(tx, id);
    await tx
      .update(sales)
      .set({ ...update, startsAt, endsAt, updatedAt: now })
      .where(eq(sales.id, id));
    await askToRun(deps.jobs, tx, { startsAt, endsAt }, now);
    const after = await getSale(tx, id);
    await audit(tx, 'sale.updated', before, after);
    return after;
  });
}

/** Ends it now: every variant it marked down goes back to its price before the sale. */
export async function endSaleNow(deps: SaleDeps, id: number, now = new Date()): Promise<AdminSale> {
  const sale = await deps.db.transaction(async (tx) => {
    const before = await getSale(tx, id);
    if (!(await endSale(tx, id, now))) throw conflict('This sale has already ended');
    const after = await getSale(tx, id);
    await audit(tx, 'sale.ended', before, after);
    return after;
  });
  deps.catalogChanged();
  return sale;
}
