// What every report of a range of UTC days shares: the period just before it, and the range as
// timestamps for tables kept by the moment rather than by the day.
import { sql } from 'drizzle-orm';
import { addDays, daysIn } from '../../shared/schemas/reports';

/** The same number of days just before `from`..`to`. */
export function previousRange(from: string, to: string): { from: string; to: string } {
  const length = daysIn(from, to);
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/** `at` falls on a UTC day from `from` to `to`, both included: a range an index on `at` reads. */
export const onDays = (at: ReturnType<typeof sql>, from: string, to: string) =>
  sql`${at} >= (${from}::date::timestamp at time zone 'UTC') and ${at} < (${addDays(to, 1)}::date::timestamp at time zone 'UTC')`;
