// The one way into the activity log. The module that makes a change calls recordAudit with
// the transaction the change is written in, so the row and the change commit or fail together.
import type { AuditKind, AuditSubjectType } from '../../shared/audit';
import type { Tx } from '../db/database';
import { auditLog } from '../db/schema';
import { changedFields, type Snapshot } from './changes';
import { currentActor, type AuditActor } from './context';

export interface AuditSubject {
  type: AuditSubjectType;
  id: number | string;
  /** What it is called now: a product's name, "#1042", a username. */
  label: string;
}

export interface AuditEntry {
  kind: AuditKind;
  subject?: AuditSubject | undefined;
  /** The subject's fields before the change (omit for an addition); only those that differ from `after` are kept. */
  before?: Snapshot | null | undefined;
  /** Its fields after the change (omit when nothing is compared, as for a sign-in). */
  after?: Snapshot | null | undefined;
  /**
   * Who did it, where that is not the signed-in staff member of the request: the account that
   * just signed in, or null for a sign-in attempt nobody was proven to make.
   */
  actor?: AuditActor | null;
}

/** Long labels are cut to what the column holds rather than failing the change they describe. */
const fit = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  const context = currentActor();
  const actor = entry.actor === undefined ? context.actor : entry.actor;
  const { before, after } = changedFields(entry.before, entry.after);
  await tx.insert(auditLog).values({
    kind: entry.kind,
    actorId: actor?.id ?? null,
    actorUsername: actor?.username ?? null,
    actorEmail: actor?.email ?? null,
    actorRole: actor?.role ?? null,
    address: context.address === null ? null : fit(context.address, 64),
    subjectType: entry.subject?.type ?? null,
    subjectId: entry.subject ? fit(String(entry.subject.id), 64) : null,
    subjectLabel: entry.subject ? fit(entry.subject.label, 300) : null,
    before,
    after,
  });
}
