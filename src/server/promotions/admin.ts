// Staff's discounts: list (with what their uses cost), read, add, edit, pause, resume and end.
// Each change is written with its activity-log row in one transaction.
import { desc, eq, sql } from 'drizzle-orm';
import type { AuditKind } from '../../shared/audit';
import { describeRule } from '../../shared/discounts/rules';
import type { AdminDiscount, DiscountInput, DiscountUpdate } from '../../shared/schemas/discounts';
import { recordAudit } from '../audit/record';
import type { Db, Tx } from '../db/database';
import { discounts, discountUses } from '../db/schema';
import { violatedUniqueIndex } from '../db/unique-violation';
import { badRequest, conflict, notFound } from '../http/errors';
import type { DiscountRow } from './queries';

const LIST_MAX = 500;

const uses = sql<number>`(select count(*) from ${discountUses} u where u.discount_id = ${discounts.id})::int`;
const saved = sql<number>`(select coalesce(sum(u.amount_cents), 0) from ${discountUses} u where u.discount_id = ${discounts.id})::int`;

function stateOf(row: DiscountRow, now: Date): AdminDiscount['state'] {
  if (row.endsAt && row.endsAt <= now) return 'ended';
  if (row.paused) return 'paused';
  if (row.startsAt && row.startsAt > now) return 'scheduled';
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return 'used_up';
  return 'active';
}

function toAdmin(row: DiscountRow, savedCents: number, now = new Date()): AdminDiscount {
  return {
    id: row.id,
    title: row.title,
    code: row.code,
    rule: row.rule,
    description: describeRule(row.rule),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    paused: row.paused,
    combinable: row.combinable,
    priority: row.priority,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    firstOrderOnly: row.firstOrderOnly,
    minSubtotalCents: row.minSubtotalCents,
    minQuantity: row.minQuantity,
    usedCount: row.usedCount,
    savedCents,
    state: stateOf(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The newest discounts first, each with its uses and what they took off orders. */
export async function listDiscounts(db: Db): Promise<AdminDiscount[]> {
  const rows = await db
    .select({ row: discounts, uses, saved })
    .from(discounts)
    .orderBy(desc(discounts.id))
    .limit(LIST_MAX);
  return rows.map(({ row, saved: cents }) => toAdmin(row, Number(cents)));
}

export async function getDiscount(tx: Tx, id: number): Promise<AdminDiscount> {
  const [found] = await tx.select({ row: discounts, saved }).from(discounts).where(eq(discounts.id, id));
  if (!found) throw notFound('No such discount');
  return toAdmin(found.row, Number(found.saved));
}

const CODE_TAKEN = 'Another discount has this code';

async function codeTaken(tx: Tx, code: string | null, exceptId: number | null): Promise<boolean> {
  if (code === null) return false;
  const [row] = await tx.select({ id: discounts.id }).from(discounts).where(eq(discounts.code, code));
  return row !== undefined && row.id !== exceptId;
}

/** What the activity log keeps of a discount: the fields staff set. */
const auditFields = ({
  id: _id,
  savedCents: _saved,
  usedCount: _used,
  state: _state,
  createdAt: _c,
  updatedAt: _u,
  description: _d,
  ...fields
}: AdminDiscount) => fields;

const subjectOf = (d: AdminDiscount) => ({
  type: 'discount' as const,
  id: d.id,
  label: d.code ?? d.title,
});

const dateOf = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

export async function createDiscount(db: Db, input: DiscountInput): Promise<AdminDiscount> {
  return db.transaction(async (tx) => {
    if (await codeTaken(tx, input.code, null)) throw conflict(CODE_TAKEN, [{ path: 'code', message: CODE_TAKEN }]);
    const [row] = await tx
      .insert(discounts)
      .values({
        ...input,
        startsAt: dateOf(input.startsAt),
        endsAt: dateOf(input.endsAt),
      })
      .onConflictDoNothing()
      .returning({ id: discounts.id });
    if (!row) throw conflict(CODE_TAKEN, [{ path: 'code', message: CODE_TAKEN }]);
    const created = await getDiscount(tx, row.id);
    await recordAudit(tx, {
      kind: 'discount.created',
      subject: subjectOf(created),
      after: auditFields(created),
    });
    return created;
  });
}

/** Changes the fields sent, under the row's lock, so a limit is never set below the uses already held. */
export async function updateDiscount(
  db: Db,
  id: number,
  update: DiscountUpdate,
  kind: AuditKind = 'discount.updated',
): Promise<AdminDiscount> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(discounts).where(eq(discounts.id, id)).for('update');
    if (!locked) throw notFound('No such discount');
    const before = await getDiscount(tx, id);
    const startsAt = update.startsAt === undefined ? locked.startsAt : dateOf(update.startsAt)!;
    const endsAt = update.endsAt === undefined ? locked.endsAt : dateOf(update.endsAt)!;
    if (startsAt && endsAt && endsAt <= startsAt) throw badRequest('endsAt', 'endsAt must be after startsAt');
    if (update.usageLimit != null && update.usageLimit < locked.usedCount) {
      throw badRequest('usageLimit', `usageLimit cannot be below the ${locked.usedCount} uses already held`);
    }
    if (update.code !== undefined && (await codeTaken(tx, update.code, id)))
      throw conflict(CODE_TAKEN, [{ path: 'code', message: CODE_TAKEN }]);
    // The check above cannot see another save taking the same code at this moment: the
    // index has the last word, and its refusal reads as the same 409.
    await tx
      .update(discounts)
      .set({ ...update, startsAt, endsAt, updatedAt: new Date() })
      .where(eq(discounts.id, id))
      .catch((error: unknown) => {
        if (violatedUniqueIndex(error) === undefined) throw error;
        throw conflict(CODE_TAKEN, [{ path: 'code', message: CODE_TAKEN }]);
      });
    const after = await getDiscount(tx, id);
    await recordAudit(tx, {
      kind,
      subject: subjectOf(after),
      before: auditFields(before),
      after: auditFields(after),
    });
    return after;
  });
}

export const pauseDiscount = (db: Db, id: number) => updateDiscount(db, id, { paused: true }, 'discount.paused');
export const resumeDiscount = (db: Db, id: number) => updateDiscount(db, id, { paused: false }, 'discount.resumed');

/** Ends it now: no cart gets it from this moment; orders placed with it keep it. */
export async function endDiscount(db: Db, id: number, now = new Date()): Promise<AdminDiscount> {
  const current = await getDiscount(db, id);
  if (current.state === 'ended') throw conflict('This discount has already ended');
  // A discount not started yet ends at once too: its start moves back to now.
  const startsAt =
    current.startsAt && new Date(current.startsAt) >= now ? new Date(now.getTime() - 1).toISOString() : undefined;
  return updateDiscount(db, id, { endsAt: now.toISOString(), ...(startsAt ? { startsAt } : {}) }, 'discount.ended');
}
