// Shopper sessions: their own table, cookie and expiry, apart from staff sessions, so a
// shopper's cookie never opens /api/admin and a staff cookie is no shopper's session. The
// cookie holds a random token; the database keeps only its SHA-256. The idle expiry slides
// forward on use (at most once a minute), never past the absolute expiry set at sign-in.
import { and, eq, lte, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { CUSTOMER_SIGNED_IN_COOKIE } from '../../shared/customer-signed-in-cookie';
import type { Config } from '../config';
import type { Tx } from '../db/database';
import { customerSessions, customers } from '../db/schema';
import { newToken, sha256Hex } from '../http/tokens';

export const CUSTOMER_SESSION_COOKIE = 'tj_customer_session';
const REFRESH_MS = 60_000;

export type CustomerSessionPolicy = Config['customerSession'];
export type CustomerRow = typeof customers.$inferSelect;

const cookieOptions = (policy: CustomerSessionPolicy): CookieSerializeOptions => ({ path: '/', httpOnly: true, sameSite: 'lax', secure: policy.cookieSecure });

export function setCustomerSessionCookie(reply: FastifyReply, token: string, policy: CustomerSessionPolicy): void {
  const maxAge = Math.floor(policy.absoluteMs / 1000);
  reply.setCookie(CUSTOMER_SESSION_COOKIE, token, { ...cookieOptions(policy), maxAge });
  reply.setCookie(CUSTOMER_SIGNED_IN_COOKIE, '1', { ...cookieOptions(policy), httpOnly: false, maxAge });
}

export function clearCustomerSessionCookie(reply: FastifyReply, policy: CustomerSessionPolicy): void {
  reply.clearCookie(CUSTOMER_SESSION_COOKIE, cookieOptions(policy));
  reply.clearCookie(CUSTOMER_SIGNED_IN_COOKIE, { ...cookieOptions(policy), httpOnly: false });
}

/** After a refused session: clears whatever the request came with, so the browser stops asking. */
export function clearRefusedCustomerSession(request: FastifyRequest, reply: FastifyReply, policy: CustomerSessionPolicy): void {
  if (request.cookies[CUSTOMER_SESSION_COOKIE] || request.cookies[CUSTOMER_SIGNED_IN_COOKIE]) clearCustomerSessionCookie(reply, policy);
}

/** A new session for the shopper (their expired ones are cleared); answers the cookie's token. */
export async function startCustomerSession(tx: Tx, customerId: number, policy: CustomerSessionPolicy, now = new Date()): Promise<string> {
  const token = newToken();
  await tx.delete(customerSessions).where(and(eq(customerSessions.customerId, customerId), or(lte(customerSessions.expiresAt, now), lte(customerSessions.absoluteExpiresAt, now))));
  await tx.insert(customerSessions).values({
    sessionId: sha256Hex(token),
    customerId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + Math.min(policy.idleMs, policy.absoluteMs)),
    absoluteExpiresAt: new Date(now.getTime() + policy.absoluteMs),
  });
  return token;
}

export async function endCustomerSession(tx: Tx, token: string | undefined): Promise<void> {
  if (token) await tx.delete(customerSessions).where(eq(customerSessions.sessionId, sha256Hex(token)));
}

export async function endEveryCustomerSession(tx: Tx, customerId: number): Promise<void> {
  await tx.delete(customerSessions).where(eq(customerSessions.customerId, customerId));
}

/** The shopper the cookie's session belongs to, or null; an expired session is deleted. */
export async function checkCustomerSession(tx: Tx, token: string | undefined, policy: CustomerSessionPolicy, now = new Date()): Promise<CustomerRow | null> {
  if (!token) return null;
  const [found] = await tx
    .select({ session: customerSessions, customer: customers })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(eq(customerSessions.sessionId, sha256Hex(token)));
  if (!found) return null;
  const { session, customer } = found;
  const at = now.getTime();
  if (session.expiresAt.getTime() <= at || session.absoluteExpiresAt.getTime() <= at) {
    await tx.delete(customerSessions).where(eq(customerSessions.id, session.id));
    return null;
  }
  const slid = Math.min(at + policy.idleMs, session.absoluteExpiresAt.getTime());
  if (slid - session.expiresAt.getTime() >= REFRESH_MS) {
    await tx.update(customerSessions).set({ expiresAt: new Date(slid) }).where(eq(customerSessions.id, session.id));
  }
  return customer;
}
