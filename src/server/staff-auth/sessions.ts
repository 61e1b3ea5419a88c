// Staff sessions, by the rules shoppers' sessions share (auth/sessions.ts): their own table,
// cookie and expiry. Each keeps the browser that signed in, the address it was last used
// from and when, for the staff member's list of their sessions.
import type { FastifyRequest } from 'fastify';
import type { StaffMember } from '../../shared/schemas/staff-auth';
import { STAFF_SIGNED_IN_COOKIE } from '../../shared/staff-signed-in-cookie';
import { permissionsOf } from '../../shared/staff-roles';
import type { Config } from '../config';
import type { Tx } from '../db/database';
import { newSession, sessionCookies, sessionExpiry, sessionIdOf, useSession } from '../auth/sessions';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteStaffSessions,
  findSessionWithStaff,
  insertSession,
  touchSession,
  type StaffRow,
} from './queries';

export const STAFF_SESSION_COOKIE = 'tj_staff_session';
export { SESSION_REFRESH_MS } from '../auth/sessions';

/** Where a request comes from: its address, and its browser's User-Agent. */
export interface SessionClient {
  address: string;
  userAgent?: string | undefined;
}

/** The request's client, as a session records it. */
export const clientOf = (request: FastifyRequest): SessionClient => ({
  address: request.ip,
  userAgent: request.headers['user-agent'],
});

const fit = (text: string | undefined, max: number) => (text ? text.slice(0, max) : null);

export type SessionPolicy = Config['session'];

export type SessionCheck = { kind: 'valid'; staff: StaffMember } | { kind: 'missing' } | { kind: 'deactivated' };

export const toStaffMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  username: row.username,
  email: row.email,
  role: row.role,
  permissions: permissionsOf(row.role),
});

const cookies = sessionCookies({ session: STAFF_SESSION_COOKIE, signedIn: STAFF_SIGNED_IN_COOKIE });

/** The session's cookie, and beside it the readable mark that one exists (shared/staff-signed-in-cookie.ts). */
export const setStaffSessionCookie = cookies.set;
export const clearStaffSessionCookie = cookies.clear;
/** After a request's session was refused: clears the cookies it came with, so the browser stops sending them. */
export const clearRefusedStaffSession = cookies.clearRefused;

/** Creates a session for the user (clearing their expired ones) and answers its cookie value. */
export async function startStaffSession(
  tx: Tx,
  staffId: number,
  policy: SessionPolicy,
  client: SessionClient,
  now: Date,
): Promise<string> {
  const { token, sessionId } = newSession();
  await deleteExpiredSessions(tx, staffId, now);
  await insertSession(tx, {
    sessionId,
    staffId,
    createdAt: now,
    lastUsedAt: now,
    userAgent: fit(client.userAgent, 255),
    address: fit(client.address, 64),
    ...sessionExpiry(policy, now),
  });
  return token;
}

export async function endStaffSession(tx: Tx, token: string | undefined): Promise<void> {
  if (token) await deleteSession(tx, sessionIdOf(token));
}

/**
 * Who the cookie belongs to, with the role as the account has it now: a role changed or an
 * account deactivated counts from the next request. Expired sessions are deleted; so are all sessions of a
 * deactivated account. A use slides the idle expiry and notes when and from where (`client`)
 * the session was used, at most once a minute. `now` is injectable so expiry can be tested
 * without waiting.
 */
export async function checkStaffSession(
  tx: Tx,
  token: string | undefined,
  policy: SessionPolicy,
  now = new Date(),
  client?: SessionClient,
): Promise<SessionCheck> {
  if (!token) return { kind: 'missing' };
  const found = await findSessionWithStaff(tx, sessionIdOf(token));
  if (!found) return { kind: 'missing' };
  const { session, user } = found;
  const use = useSession({ ...session, lastUsedAt: session.lastUsedAt ?? session.createdAt }, policy, now);
  if (use.ended) {
    await deleteSession(tx, session.sessionId);
    return { kind: 'missing' };
  }
  if (!user.isActive) {
    await deleteStaffSessions(tx, user.id);
    return { kind: 'deactivated' };
  }
  if (use.slideTo) {
    await touchSession(tx, session.id, {
      expiresAt: use.slideTo,
      lastUsedAt: now,
      ...(client ? { address: fit(client.address, 64)! } : {}),
    });
  }
  return { kind: 'valid', staff: toStaffMember(user) };
}
