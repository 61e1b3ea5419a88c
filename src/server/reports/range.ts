// What every report of a range of UTC days shares: the period just before it, and the range as
// timestamps for tables kept by the moment rather than by the day.
import { sql, type SQL } from 'drizzle-orm';
import { addDays, daysIn } from '../../shared/schemas/reports';
import type { Tx } from '../db/database';

/**
 * Runs a report's reads in one transaction without parallel workers: a report sums a few tens of
 * thousands of rollup rows, and on a small server starting the workers costs more than the share
 * of the work they take (over a year's products at a million orders, 160 ms with them, 105 without).
 */
export function readReport<T>(db: Tx, read: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return read(tx);
  });
}

/** The same number of days just before `from`..`to`. */
export function previousRange(from: string, to: string): { from: string; to: string } {
  const length = daysIn(from, to);
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/** `at` falls on a UTC day from `from` to `to`, both included: a range an index on `at` reads. */
export const onDays = (at: ReturnType<typeof sql>, from: string, to: string) =>
  sql`${at} >= (${from}::date::timestamp at time zone 'UTC') and ${at} < (${addDays(to, 1)}::date::timestamp at time zone 'UTC')`;

/** The first day of the month holding `day`. */
export const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** In SQL: the first day of the month holding the date `day`. */
export const monthOf = (day: SQL) => sql`date_trunc('month', (${day})::timestamp)::date`;

/** The first day of the month after the one holding `day`. */
const nextMonth = (day: string) => {
  const next = new Date(`${firstOfMonth(day)}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next.toISOString().slice(0, 10);
};

/**
 * The days from `from` to `to` as a monthly rollup and its daily table read them: the months
 * wholly inside (each by its first day, `firstMonth` included, `afterMonths` not), and the days
 * before and after them (null when there are none). A range inside one month is all days.
 */
export function splitByMonths(
  from: string,
  to: string,
): {
  before: { from: string; to: string } | null;
  months: { firstMonth: string; afterMonths: string } | null;
  after: { from: string; to: string } | null;
} {
  const firstMonth = from.endsWith('-01') ? from : nextMonth(from);
  const afterMonths = nextMonth(to) === addDays(to, 1) ? addDays(to, 1) : firstOfMonth(to);
  if (firstMonth >= afterMonths) return { before: { from, to }, months: null, after: null };
  return {
    before: from < firstMonth ? { from, to: addDays(firstMonth, -1) } : null,
    months: { firstMonth, afterMonths },
    after: afterMonths <= to ? { from: afterMonths, to } : null,
  };
}

/**
 * The rows of the days from `from` to `to`: `months(first, after)` for the months wholly inside,
 * `days(from, to)` for the days around them, joined by union all.
 */
export function rowsByMonths(
  from: string,
  to: string,
  days: (from: string, to: string) => SQL,
  months: (firstMonth: string, afterMonths: string) => SQL,
): SQL {
  const split = splitByMonths(from, to);
  const parts = [
    split.before && days(split.before.from, split.before.to),
    split.months && months(split.months.firstMonth, split.months.afterMonths),
    split.after && days(split.after.from, split.after.to),
  ].filter((part): part is SQL => part !== null);
  return sql.join(parts, sql` union all `);
}
