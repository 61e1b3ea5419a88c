// The session rules staff and shoppers share; each side keeps its own table, cookie and
// expiry figures (staff-auth/sessions.ts, accounts/sessions.ts), so a shopper's cookie never
// opens the admin and a staff cookie is no shopper's session.
// - The cookie holds 256 random bits; the database keeps only their SHA-256, so a leaked
//   table holds nothing a browser could present.
// - A session ends at its idle expiry, which slides forward on use, and never outlives the
//   absolute expiry fixed when it began. Sliding costs a write, so it happens at most once a
//   minute per session.
// - Beside the httpOnly session cookie goes a readable mark that one exists, so pages know
//   whether to ask who is signed in without ever reading the session itself.
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { newToken, sha256Hex } from '../http/tokens';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
  cookieSecure: boolean;
}

/** Sliding the idle expiry (and noting the last use) costs a write: at most once a minute per session. */
export const SESSION_REFRESH_MS = 60_000;

/** A new session's cookie value, and the id its row is stored under. */
export function newSession(): { token: string; sessionId: string } {
  const token = newToken();
  return { token, sessionId: sha256Hex(token) };
}

/** The stored id of the session a cookie value names. */
export const sessionIdOf = (token: string): string => sha256Hex(token);

/** When a session starting `now` ends if unused, and at the latest. */
export function sessionExpiry(
  policy: Pick<SessionPolicy, 'idleMs' | 'absoluteMs'>,
  now: Date,
): { expiresAt: Date; absoluteExpiresAt: Date } {
  return {
    expiresAt: new Date(now.getTime() + Math.min(policy.idleMs, policy.absoluteMs)),
    absoluteExpiresAt: new Date(now.getTime() + policy.absoluteMs),
  };
}

export type SessionUse = { ended: true } | { ended: false; slideTo: Date | undefined };

/**
 * What a use at `now` means for a stored session: ended (past either expiry), or live, with
 * the idle expiry to write when it has moved by a minute or more (or the last use, when the
 * side records it, is a minute old).
 */
export function useSession(
  session: { expiresAt: Date; absoluteExpiresAt: Date; lastUsedAt?: Date | null },
  policy: Pick<SessionPolicy, 'idleMs'>,
  now: Date,
): SessionUse {
  const at = now.getTime();
  if (session.expiresAt.getTime() <= at || session.absoluteExpiresAt.getTime() <= at) return { ended: true };
  const slid = Math.min(at + policy.idleMs, session.absoluteExpiresAt.getTime());
  const lastUsedLongAgo =
    session.lastUsedAt !== undefined && at - (session.lastUsedAt ?? new Date(0)).getTime() >= SESSION_REFRESH_MS;
  return {
    ended: false,
    slideTo: slid - session.expiresAt.getTime() >= SESSION_REFRESH_MS || lastUsedLongAgo ? new Date(slid) : undefined,
  };
}

/** The cookies of one side's sessions: the httpOnly session and the readable mark beside it. */
export function sessionCookies(names: { session: string; signedIn: string }) {
  const options = (policy: SessionPolicy): CookieSerializeOptions => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: policy.cookieSecure,
  });
  const clear = (reply: FastifyReply, policy: SessionPolicy) => {
    reply.clearCookie(names.session, options(policy));
    reply.clearCookie(names.signedIn, { ...options(policy), httpOnly: false });
  };
  return {
    set(reply: FastifyReply, token: string, policy: SessionPolicy): void {
      const maxAge = Math.floor(policy.absoluteMs / 1000);
      reply.setCookie(names.session, token, { ...options(policy), maxAge });
      reply.setCookie(names.signedIn, '1', { ...options(policy), httpOnly: false, maxAge });
    },
    clear,
    /**
     * After a refused session: clears whatever the request came with, so the browser stops sending it and the page
     * stops asking.
     */
    clearRefused(request: FastifyRequest, reply: FastifyReply, policy: SessionPolicy): void {
      if (request.cookies[names.session] || request.cookies[names.signedIn]) clear(reply, policy);
    },
  };
}
