// Staff accounts and their sessions. Every function takes a Tx first.
import { and, asc, eq, lte, ne, or, sql } from 'drizzle-orm';
import { normalizeStaffUsername } from '../../shared/schemas/staff-auth';
import { OWNER_ROLE } from '../../shared/staff-roles';
import type { Tx } from '../db/database';
import { adminUsers, staffSessions } from '../db/schema';

export type StaffRow = typeof adminUsers.$inferSelect;
export type SessionRow = typeof staffSessions.$inferSelect;

/**
 * Usernames match without regard to A-Z case, so "Admin" and "admin" are one account. The
 * name given is normalised here (shared/schemas/staff-auth.ts); stored names are ASCII, so
 * lower() on them is the same normalisation, and the unique index on it serves the lookup.
 */
export async function findStaffByUsername(tx: Tx, username: string): Promise<StaffRow | undefined> {
  const [row] = await tx
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.username}) = ${normalizeStaffUsername(username)}`)
    .orderBy(adminUsers.id)
    .limit(1);
  return row;
}

export async function findStaffById(tx: Tx, id: number): Promise<StaffRow | undefined> {
  const [row] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id));
  return row;
}

export function listStaff(tx: Tx): Promise<StaffRow[]> {
  return tx.select().from(adminUsers).orderBy(asc(adminUsers.id));
}

export async function findStaffByEmail(tx: Tx, email: string): Promise<StaffRow | undefined> {
  const [row] = await tx
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function insertStaff(
  tx: Tx,
  values: { username: string; email: string; passwordHash: string; role?: string },
): Promise<StaffRow> {
  const [row] = await tx.insert(adminUsers).values(values).returning();
  return row!;
}

export async function setStaffActive(tx: Tx, id: number, isActive: boolean, now: Date): Promise<void> {
  await tx.update(adminUsers).set({ isActive, updatedAt: now }).where(eq(adminUsers.id, id));
}

export async function setStaffRole(tx: Tx, id: number, role: string, now: Date): Promise<void> {
  await tx.update(adminUsers).set({ role, updatedAt: now }).where(eq(adminUsers.id, id));
}

/**
 * The active owners' ids, their rows locked until the transaction ends: two owners changing
 * each other at once take turns, and the second sees what the first did.
 */
export async function lockActiveOwners(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, OWNER_ROLE), eq(adminUsers.isActive, true)))
    .orderBy(asc(adminUsers.id))
    // Not FOR UPDATE: that also blocks the key-share locks another transaction takes on an
    // owner's row when it writes a row naming them (an audit entry, a session), and two such
    // transactions touching a second account in the other order deadlocked.
    .for('no key update');
  return rows.map((row) => row.id);
}

export async function insertSession(tx: Tx, values: Omit<typeof staffSessions.$inferInsert, 'id'>): Promise<void> {
  await tx.insert(staffSessions).values(values);
}

export async function findSessionWithStaff(
  tx: Tx,
  sessionId: string,
): Promise<{ session: SessionRow; user: StaffRow } | undefined> {
  const [row] = await tx
    .select({ session: staffSessions, user: adminUsers })
    .from(staffSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, staffSessions.staffId))
    .where(eq(staffSessions.sessionId, sessionId))
    .limit(1);
  return row;
}

/** A session used again: its idle expiry slid, its last use and address noted. */
export async function touchSession(
  tx: Tx,
  id: number,
  values: { expiresAt: Date; lastUsedAt: Date; address?: string },
): Promise<void> {
  await tx.update(staffSessions).set(values).where(eq(staffSessions.id, id));
}

export async function deleteSession(tx: Tx, sessionId: string): Promise<void> {
  await tx.delete(staffSessions).where(eq(staffSessions.sessionId, sessionId));
}

/** Ends every session of one account; answers how many there were. */
export async function deleteStaffSessions(tx: Tx, staffId: number): Promise<number> {
  const rows = await tx
    .delete(staffSessions)
    .where(eq(staffSessions.staffId, staffId))
    .returning({ id: staffSessions.id });
  return rows.length;
}

export async function deleteExpiredSessions(tx: Tx, staffId: number, now: Date): Promise<void> {
  await tx
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        or(lte(staffSessions.expiresAt, now), lte(staffSessions.absoluteExpiresAt, now)),
      ),
    );
}

/** A new password hash for one account. */
export async function setStaffPassword(tx: Tx, id: number, passwordHash: string, now: Date): Promise<void> {
  await tx.update(adminUsers).set({ passwordHash, updatedAt: now }).where(eq(adminUsers.id, id));
}

/** Ends every session of one account but the one whose hashed id is `keep`; answers how many ended. */
export async function deleteOtherStaffSessions(tx: Tx, staffId: number, keep: string): Promise<number> {
  const rows = await tx
    .delete(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), ne(staffSessions.sessionId, keep)))
    .returning({ id: staffSessions.id });
  return rows.length;
}
