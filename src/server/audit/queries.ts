// Reading the activity log: newest first, a keyset page at a time, filtered in SQL by person,
// kind and days (each served by an index in schema.ts).
import { and, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP } from '../../shared/catalog/counts';
import { kindsMatching } from '../../shared/audit';
import type { AuditFilters } from '../../shared/schemas/audit';
import type { Tx } from '../db/database';
import { auditLog } from '../db/schema';
import { cursorTime, olderThan, type Cursor } from '../db/keyset';

export type AuditRow = typeof auditLog.$inferSelect & { cursorTime: string };

const dayStart = (day: string) => sql`${`${day}T00:00:00Z`}::timestamptz`;

function filtering(filters: AuditFilters): SQL | undefined {
  return and(
    filters.staffId === undefined ? undefined : eq(auditLog.actorId, filters.staffId),
    filters.kind === undefined ? undefined : inArray(auditLog.kind, kindsMatching(filters.kind)),
    filters.from ? sql`${auditLog.at} >= ${dayStart(filters.from)}` : undefined,
    filters.to ? sql`${auditLog.at} < ${dayStart(filters.to)} + interval '1 day'` : undefined,
  );
}

/** Up to `limit` rows older than `after` (all of them from the newest when none). */
export function selectAuditRows(
  tx: Tx,
  filters: AuditFilters,
  limit: number,
  after: Cursor | undefined,
): Promise<AuditRow[]> {
  return tx
    .select({ ...getTableColumns(auditLog), cursorTime: cursorTime(auditLog.at) })
    .from(auditLog)
    .where(and(filtering(filters), olderThan(auditLog.at, auditLog.id, after)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}

/** How many rows match, reading at most COUNT_CAP + 1 of them: past the cap the admin shows "10,000+". */
export async function countAuditRows(tx: Tx, filters: AuditFilters): Promise<number> {
  const where = filtering(filters);
  const [row] = await tx
    .select({
      total:
        sql<number>`(select count(*)::int from (select 1 from ${auditLog} ${where ? sql`where ${where}` : sql``} limit ${COUNT_CAP + 1}) as counted)`.mapWith(
          Number,
        ),
    })
    .from(sql`(select 1) as one`);
  return row?.total ?? 0;
}
