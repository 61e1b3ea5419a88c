// A staff member's own sessions: the list "Your account" shows, ending one of them, and an
// owner ending every session of another account. An ended session is deleted, so its cookie
// is refused on its next request. Each ending writes an activity row.
import { and, desc, eq, gt } from 'drizzle-orm';
import type { StaffSession } from '../../shared/schemas/staff-account';
import { recordAudit } from '../audit/record';
import type { Db } from '../db/database';
import { staffSessions } from '../db/schema';
import { notFound } from '../http/errors';
import { describeDevice } from './device';
import { deleteStaffSessions, findStaffById } from './queries';
import { sessionIdOf } from '../auth/sessions';

export const SESSION_NOT_FOUND = 'Session not found';
const STAFF_NOT_FOUND = 'Staff account not found';

const alive = (staffId: number, now: Date) =>
  and(eq(staffSessions.staffId, staffId), gt(staffSessions.expiresAt, now), gt(staffSessions.absoluteExpiresAt, now));

/** The account's sessions not yet expired, the one last used first; `token` is the asking browser's cookie. */
export async function listOwnSessions(
  db: Db,
  staffId: number,
  token: string | undefined,
  now = new Date(),
): Promise<StaffSession[]> {
  const rows = await db
    .select()
    .from(staffSessions)
    .where(alive(staffId, now))
    .orderBy(desc(staffSessions.lastUsedAt), desc(staffSessions.id));
  const current = token ? sessionIdOf(token) : null;
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    address: row.address,
    startedAt: row.createdAt.toISOString(),
    lastUsedAt: (row.lastUsedAt ?? row.createdAt).toISOString(),
    current: row.sessionId === current,
  }));
}

/** Ends one of the staff member's own sessions; 404 for one that is not theirs (or is gone). */
export async function endOwnSession(db: Db, staff: { id: number; username: string }, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(staffSessions)
      .where(and(eq(staffSessions.id, id), eq(staffSessions.staffId, staff.id)))
      .returning();
    if (!row) throw notFound(SESSION_NOT_FOUND);
    await recordAudit(tx, {
      kind: 'staff.session_ended',
      subject: { type: 'staff', id: staff.id, label: staff.username },
      before: { device: describeDevice(row.userAgent), address: row.address, startedAt: row.createdAt.toISOString() },
    });
  });
}

/** An owner ends every session of an account; answers how many ended. */
export async function endAllSessionsOf(db: Db, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const account = await findStaffById(tx, id);
    if (!account) throw notFound(STAFF_NOT_FOUND);
    const sessionsEnded = await deleteStaffSessions(tx, id);
    await recordAudit(tx, {
      kind: 'staff.sessions_ended',
      subject: { type: 'staff', id, label: account.username },
      after: { sessionsEnded },
    });
    return sessionsEnded;
  });
}
