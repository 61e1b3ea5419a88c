// The activity log as staff read it: a page of rows, newest first, under the chosen filters.
import type { AuditEntry, AuditFields, AuditQuery } from '../../shared/schemas/audit';
import type { Tx } from '../db/database';
import { decodeCursor, toPage, type Page } from '../http/paging';
import { countAuditRows, selectAuditRows, type AuditRow } from './queries';

export function presentAuditRow(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    kind: row.kind,
    actor:
      row.actorId === null
        ? null
        : {
            id: row.actorId,
            username: row.actorUsername ?? '',
            email: row.actorEmail ?? '',
            role: row.actorRole ?? '',
          },
    address: row.address,
    subject:
      row.subjectType === null
        ? null
        : { type: row.subjectType, id: row.subjectId ?? '', label: row.subjectLabel ?? '' },
    before: row.before as AuditFields | null,
    after: row.after as AuditFields | null,
  };
}

export async function listAudit(tx: Tx, query: AuditQuery): Promise<Page<AuditEntry>> {
  const after = query.after === undefined ? undefined : decodeCursor(query.after);
  const [rows, total] = await Promise.all([
    selectAuditRows(tx, query, query.limit + 1, after),
    countAuditRows(tx, query),
  ]);
  return toPage(rows, query.limit, total, presentAuditRow);
}
