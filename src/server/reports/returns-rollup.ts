// returns_by_day: the returns asked for by UTC day, whole and by reason, size and product, so the
// returns report reads a few rows a day instead of the returns, their lines and the order lines
// they hold. What each figure counts is RETURN_DEFINITIONS. A return counts on the day it was
// asked: it is added with its first step (returns/moves.ts firstStep, in the transaction that
// writes it and its lines) and taken off when it is rejected (moveReturn, once: the move to
// rejected is guarded), so the rows hold the returns not rejected.
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { orderItems, returnLines, returns, returnsByDay } from '../db/schema';

/**
 * The rows of the returns `where` (over `returns r`): each return once in every group it has
 * lines in, its units and the money asked back (units × what one cost, for lines asking for money).
 */
const groupsOf = (where: SQL) => sql`
  select ((r.created_at) at time zone 'UTC')::date, g.dimension, g.key, g.label, count(distinct r.id),
    sum(l.quantity), coalesce(sum(l.quantity * l.unit_paid_cents) filter (where l.outcome = 'refund'), 0)
  from ${returns} r
    join ${returnLines} l on l.return_id = r.id
    join ${orderItems} i on i.id = l.order_item_id
    cross join lateral (values
      ('all', '', ''),
      ('reason', l.reason, l.reason),
      ('size', coalesce(i.size, ''), coalesce(i.size, 'No size')),
      ('product', coalesce(i.product_id::text, ''), i.name)
    ) as g (dimension, key, label)
  where ${where}
  group by 1, 2, 3, 4
  order by 1, 2, 3, 4`;

const COLUMNS = sql`(day, dimension, key, label, returns, units, refund_cents)`;

/** Adds what the return holds to its day's rows (with -1: takes it off). */
async function add(tx: Tx, returnId: number, sign: 1 | -1): Promise<void> {
  await tx.execute(sql`
    insert into ${returnsByDay} ${COLUMNS}
    select day, dimension, key, label, ${sign} * returns, ${sign} * units, ${sign} * refund_cents
    from (${groupsOf(sql`r.id = ${returnId}`)}) as g (day, dimension, key, label, returns, units, refund_cents)
    on conflict (day, dimension, key, label) do update set
      returns = ${returnsByDay}.returns + excluded.returns,
      units = ${returnsByDay}.units + excluded.units,
      refund_cents = ${returnsByDay}.refund_cents + excluded.refund_cents`);
}

/** Takes the return's groups off its day's rows; a group left with nothing has no row, as if never written. */
async function takeOff(tx: Tx, returnId: number): Promise<void> {
  await add(tx, returnId, -1);
  await tx.execute(sql`
    delete from ${returnsByDay}
    where day = (select ((created_at) at time zone 'UTC')::date from ${returns} where id = ${returnId})
      and returns = 0 and units = 0 and refund_cents = 0`);
}

/** A return was asked for, its lines written: it counts on the day it was asked. */
export const recordReturnAsked = (tx: Tx, returnId: number) => add(tx, returnId, 1);

/** Staff rejected this return: it no longer counts. */
export const recordReturnRejected = (tx: Tx, returnId: number) => takeOff(tx, returnId);

/** Every row again from the returns not rejected: what the migration's backfill does. */
export async function rebuildReturnFigures(tx: Tx): Promise<void> {
  await tx.execute(sql`delete from ${returnsByDay}`);
  await tx.execute(sql`insert into ${returnsByDay} ${COLUMNS} ${groupsOf(sql`r.status <> 'rejected'`)}`);
}
