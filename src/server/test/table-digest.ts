// What every table holds, as one digest per table, so a test can prove that a request
// changed nothing it should not have (security/tampering and csrf tests).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * One digest per table (row count and an md5 of every row). The idle expiry of a session, its
 * last use and the address it was last used from are left out: they move on use (at most once
 * a minute), which is the session's own bookkeeping, not a state change a request asks for. So are media_blobs, the
 * resized copies of photos made on their first read: a cache of what the photo already holds.
 */
export async function digestTables(db: Db): Promise<Record<string, string>> {
  const { rows: columns } = (await db.execute(sql`
    select c.table_name as "table", c.column_name as "column"
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`)) as unknown as { rows: { table: string; column: string }[] };
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns) {
    if ((['staff_sessions', 'customer_sessions'].includes(table) && column === 'expires_at') || table === 'media_blobs')
      continue;
    if (table === 'staff_sessions' && ['last_used_at', 'address'].includes(column)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), `"${column}"`]);
  }
  const selects = [...byTable].map(
    ([table, cols]) =>
      `select '${table}' as "table", count(*)::int || ':' || md5(coalesce(string_agg(r, E'\\n' order by r), '')) as digest
       from (select row(${cols.join(', ')})::text as r from "${table}") s`,
  );
  const { rows } = (await db.execute(sql.raw(selects.join(' union all ')))) as unknown as {
    rows: { table: string; digest: string }[];
  };
  return Object.fromEntries(rows.map((r) => [r.table, r.digest]));
}
