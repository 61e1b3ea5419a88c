// Staff accounts and their sessions. Every function takes a Tx first.
import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { adminUsers, userSessions } from '../db/schema';

export type AdminUserRow = typeof adminUsers.$inferSelect;
export type SessionRow = typeof userSessions.$inferSelect;

/** Usernames match case-insensitively, so "Admin" and "admin" are one account. */
export async function findAdminByUsername(tx: Tx, username: string): Promise<AdminUserRow | undefined> {
  const [row] = await tx
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.username}) = lower(${username})`)
    .orderBy(adminUsers.id)
    .limit(1);
  return row;
}

export async function findAdminById(tx: Tx, id: number): Promise<AdminUserRow | undefined> {
  const [row] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id));
  return row;
}

export function listAdmins(tx: Tx): Promise<AdminUserRow[]> {
  return tx.select().from(adminUsers).orderBy(asc(adminUsers.id));
}

export async function findAdminByEmail(tx: Tx, email: string): Promise<AdminUserRow | undefined> {
  const [row] = await tx
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function insertAdmin(
  tx: Tx,
  values: { username: string; email: string; passwordHash: string; role?: string },
): Promise<AdminUserRow> {
  const [row] = await tx.insert(adminUsers).values(values).returning();
  return row!;
}

export async function setAdminActive(tx: Tx, id: number, isActive: boolean, now: Date): Promise<void> {
  await tx.update(adminUsers).set({ isActive, updatedAt: now }).where(eq(adminUsers.id, id));
}

export async function insertSession(
  tx: Tx,
  values: { sessionId: string; userId: number; createdAt: Date; expiresAt: Date; absoluteExpiresAt: Date },
): Promise<void> {
  await tx.insert(userSessions).values(values);
}

export async function findSessionWithUser(
  tx: Tx,
  sessionId: string,
): Promise<{ session: SessionRow; user: AdminUserRow } | undefined> {
  const [row] = await tx
    .select({ session: userSessions, user: adminUsers })
    .from(userSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, userSessions.userId))
    .where(eq(userSessions.sessionId, sessionId))
    .limit(1);
  return row;
}

export async function updateSessionExpiry(tx: Tx, id: number, expiresAt: Date): Promise<void> {
  await tx.update(userSessions).set({ expiresAt }).where(eq(userSessions.id, id));
}

export async function deleteSession(tx: Tx, sessionId: string): Promise<void> {
  await tx.delete(userSessions).where(eq(userSessions.sessionId, sessionId));
}

/** Ends every session of one account; answers how many there were. */
export async function deleteUserSessions(tx: Tx, userId: number): Promise<number> {
  const rows = await tx.delete(userSessions).where(eq(userSessions.userId, userId)).returning({ id: userSessions.id });
  return rows.length;
}

export async function deleteExpiredSessions(tx: Tx, userId: number, now: Date): Promise<void> {
  await tx
    .delete(userSessions)
    .where(and(eq(userSessions.userId, userId), or(lte(userSessions.expiresAt, now), lte(userSessions.absoluteExpiresAt, now))));
}
