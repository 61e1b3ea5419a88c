// The activity log as a CSV file for a spreadsheet, streamed in keyset batches so a long log
// is never held in memory. csv-stringify quotes what needs quoting (a comma, a quote, a line
// break) and puts an apostrophe before a cell a spreadsheet would run as a formula (=, +, -, @).
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { auditKindLabel, fieldChangeText, fieldChanges } from '../../shared/audit';
import type { AuditFilters } from '../../shared/schemas/audit';
import { staffRoleLabel } from '../../shared/staff-roles';
import type { Tx } from '../db/database';
import type { Cursor } from '../db/keyset';
import { selectAuditRows, type AuditRow } from './queries';
import { presentAuditRow } from './service';

const BATCH = 500;

export const AUDIT_CSV_COLUMNS = [
  'Time (UTC)',
  'Change',
  'Kind',
  'Staff',
  'Staff email',
  'Role',
  'Staff id',
  'Address',
  'Subject',
  'Subject type',
  'Subject id',
  'Changes',
  'Before',
  'After',
];

function csvRecord(row: AuditRow): string[] {
  const entry = presentAuditRow(row);
  const json = (fields: object | null) => (fields === null ? '' : JSON.stringify(fields));
  return [
    entry.at,
    auditKindLabel(entry.kind),
    entry.kind,
    entry.actor?.username ?? '',
    entry.actor?.email ?? '',
    entry.actor ? staffRoleLabel(entry.actor.role) : '',
    entry.actor ? String(entry.actor.id) : '',
    entry.address ?? '',
    entry.subject?.label ?? '',
    entry.subject?.type ?? '',
    entry.subject?.id ?? '',
    fieldChanges(entry.before, entry.after).map(fieldChangeText).join('\n'),
    json(entry.before),
    json(entry.after),
  ];
}

/**
 * The rows in batches. The first is read before the download starts, so a database that
 * fails answers with an error status rather than a file cut short after a 200.
 */
async function batches(tx: Tx, filters: AuditFilters): Promise<AsyncGenerator<string[]>> {
  let rows = await selectAuditRows(tx, filters, BATCH, undefined);
  async function* records(): AsyncGenerator<string[]> {
    for (;;) {
      for (const row of rows) yield csvRecord(row);
      const last = rows.at(-1);
      if (rows.length < BATCH || !last) return;
      const after: Cursor = { time: last.cursorTime, id: last.id };
      rows = await selectAuditRows(tx, filters, BATCH, after);
    }
  }
  return records();
}

/**
 * The matching rows, newest first, with a header row. A byte order mark first, so a
 * spreadsheet reads accented names as UTF-8; CRLF line ends, and a line break inside a cell
 * (the Changes column) always quoted.
 */
export async function auditCsv(tx: Tx, filters: AuditFilters): Promise<Readable> {
  const source = Readable.from(await batches(tx, filters));
  const output = stringify({
    header: true,
    columns: AUDIT_CSV_COLUMNS,
    bom: true,
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    escape_formulas: true,
  });
  // A failed read ends the download with that error instead of leaving it open.
  pipeline(source, output, () => {});
  return output;
}
