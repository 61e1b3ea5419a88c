// Staff sessions: a random id in an httpOnly cookie; the database keeps only its SHA-256,
// so a leaked table cannot be replayed. Idle expiry slides forward on use, never past the
// absolute expiry fixed at sign-in.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { StaffMember } from '../../shared/schemas/staff-auth';
import { STAFF_SIGNED_IN_COOKIE } from '../../shared/staff-signed-in-cookie';
import { permissionsOf } from '../../shared/staff-roles';
import type { Config } from '../config';
import type { Tx } from '../db/database';
import { newToken, sha256Hex } from '../http/tokens';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteStaffSessions,
  findSessionWithStaff,
  insertSession,
  updateSessionExpiry,
  type StaffRow,
} from './queries';

export const STAFF_SESSION_COOKIE = 'tj_staff_session';
/** Sliding the idle expiry costs a write, so it happens at most once a minute per session. */
export const SESSION_REFRESH_MS = 60_000;

export type SessionPolicy = Config['session'];

export type SessionCheck =
  | { kind: 'valid'; staff: StaffMember }
  | { kind: 'missing' }
  | { kind: 'deactivated' };

export const newSessionToken = newToken;
export const hashSessionToken = sha256Hex;

export const toStaffMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  username: row.username,
  email: row.email,
  role: row.role,
  permissions: permissionsOf(row.role),
});

function cookieOptions(policy: SessionPolicy): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: policy.cookieSecure };
}

/** The session's cookie, and beside it the readable mark that one exists (shared/staff-signed-in-cookie.ts). */
export function setStaffSessionCookie(reply: FastifyReply, token: string, policy: SessionPolicy): void {
  const maxAge = Math.floor(policy.absoluteMs / 1000);
  reply.setCookie(STAFF_SESSION_COOKIE, token, { ...cookieOptions(policy), maxAge });
  reply.setCookie(STAFF_SIGNED_IN_COOKIE, '1', { ...cookieOptions(policy), httpOnly: false, maxAge });
}

export function clearStaffSessionCookie(reply: FastifyReply, policy: SessionPolicy): void {
  reply.clearCookie(STAFF_SESSION_COOKIE, cookieOptions(policy));
  reply.clearCookie(STAFF_SIGNED_IN_COOKIE, { ...cookieOptions(policy), httpOnly: false });
}

/**
 * After a request's session was refused: clears the cookies it came with, the session or the
 * mark left without one, so the browser stops sending them and the page stops asking.
 */
export function clearRefusedStaffSession(request: FastifyRequest, reply: FastifyReply, policy: SessionPolicy): void {
  if (request.cookies[STAFF_SESSION_COOKIE] || request.cookies[STAFF_SIGNED_IN_COOKIE]) clearStaffSessionCookie(reply, policy);
}

/** Creates a session for the user (clearing their expired ones) and answers its cookie value. */
export async function startStaffSession(tx: Tx, staffId: number, policy: SessionPolicy, now: Date): Promise<string> {
  const token = newSessionToken();
  await deleteExpiredSessions(tx, staffId, now);
  await insertSession(tx, {
    sessionId: hashSessionToken(token),
    staffId,
    createdAt: now,
    expiresAt: new Date(Math.min(now.getTime() + policy.idleMs, now.getTime() + policy.absoluteMs)),
    absoluteExpiresAt: new Date(now.getTime() + policy.absoluteMs),
  });
  return token;
}

export async function endStaffSession(tx: Tx, token: string | undefined): Promise<void> {
  if (token) await deleteSession(tx, hashSessionToken(token));
}

/**
 * Who the cookie belongs to, with the role as the account has it now: a role changed or an
 * account deactivated counts from the next request. Expired sessions are deleted; so are all sessions of a
 * deactivated account. `now` is injectable so expiry can be tested without waiting.
 */
export async function checkStaffSession(
  tx: Tx,
  token: string | undefined,
  policy: SessionPolicy,
  now = new Date(),
): Promise<SessionCheck> {
  if (!token) return { kind: 'missing' };
  const found = await findSessionWithStaff(tx, hashSessionToken(token));
  if (!found) return { kind: 'missing' };
  const { session, user } = found;
  const at = now.getTime();
  if (session.expiresAt.getTime() <= at || session.absoluteExpiresAt.getTime() <= at) {
    await deleteSession(tx, session.sessionId);
    return { kind: 'missing' };
  }
  if (!user.isActive) {
    await deleteStaffSessions(tx, user.id);
    return { kind: 'deactivated' };
  }
  const slid = Math.min(at + policy.idleMs, session.absoluteExpiresAt.getTime());
  if (slid - session.expiresAt.getTime() >= SESSION_REFRESH_MS) {
    await updateSessionExpiry(tx, session.id, new Date(slid));
  }
  return { kind: 'valid', staff: toStaffMember(user) };
}
