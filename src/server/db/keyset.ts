// Keyset paging in SQL for the newest-first lists: rows ordered by (created desc, id desc),
// continued after a cursor that carries the timestamp to the microsecond (what PostgreSQL
// stores), so rows sharing a millisecond are neither skipped nor repeated.
import { ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface Cursor {
  /** UTC ISO 8601 with 6 fractional digits. */
  time: string;
  id: number;
}

/** The timestamp as cursor text, to the microsecond, in UTC. */
export const cursorTime = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows strictly older than the cursor in (created, id) order; the (created desc, id desc) index serves it. */
export const olderThan = (created: PgColumn, id: PgColumn, after: Cursor | undefined): SQL | undefined =>
  after ? sql`(${created}, ${id}) < (${after.time}::timestamptz, ${after.id}::int)` : undefined;

/** Case-insensitive substring match on any of the columns; LIKE wildcards in q match literally. */
export function containing(q: string | undefined, columns: PgColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}
