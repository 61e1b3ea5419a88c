// Shopper sessions, by the rules staff sessions share (auth/sessions.ts): their own table,
// cookie and expiry, so a shopper's cookie never opens /api/admin and a staff cookie is no
// shopper's session.
import { and, eq, lte, or } from 'drizzle-orm';
import { CUSTOMER_SIGNED_IN_COOKIE } from '../../shared/customer-signed-in-cookie';
import type { Config } from '../config';
import type { Tx } from '../db/database';
import { customerSessions, customers } from '../db/schema';
import { newSession, sessionCookies, sessionExpiry, sessionIdOf, useSession } from '../auth/sessions';

export const CUSTOMER_SESSION_COOKIE = 'tj_customer_session';

export type CustomerSessionPolicy = Config['customerSession'];
export type CustomerRow = typeof customers.$inferSelect;

const cookies = sessionCookies({ session: CUSTOMER_SESSION_COOKIE, signedIn: CUSTOMER_SIGNED_IN_COOKIE });
export const setCustomerSessionCookie = cookies.set;
export const clearCustomerSessionCookie = cookies.clear;
/** After a refused session: clears whatever the request came with, so the browser stops asking. */
export const clearRefusedCustomerSession = cookies.clearRefused;

/** A new session for the shopper (their expired ones are cleared); answers the cookie's token. */
export async function startCustomerSession(
  tx: Tx,
  customerId: number,
  policy: CustomerSessionPolicy,
  now = new Date(),
): Promise<string> {
  const { token, sessionId } = newSession();
  await tx
    .delete(customerSessions)
    .where(
      and(
        eq(customerSessions.customerId, customerId),
        or(lte(customerSessions.expiresAt, now), lte(customerSessions.absoluteExpiresAt, now)),
      ),
    );
  await tx.insert(customerSessions).values({
    sessionId,
    customerId,
    createdAt: now,
    ...sessionExpiry(policy, now),
  });
  return token;
}

export async function endCustomerSession(tx: Tx, token: string | undefined): Promise<void> {
  if (token) await tx.delete(customerSessions).where(eq(customerSessions.sessionId, sessionIdOf(token)));
}

export async function endEveryCustomerSession(tx: Tx, customerId: number): Promise<void> {
  await tx.delete(customerSessions).where(eq(customerSessions.customerId, customerId));
}

/** The shopper the cookie's session belongs to, or null; an expired session is deleted. */
export async function checkCustomerSession(
  tx: Tx,
  token: string | undefined,
  policy: CustomerSessionPolicy,
  now = new Date(),
): Promise<CustomerRow | null> {
  if (!token) return null;
  const [found] = await tx
    .select({ session: customerSessions, customer: customers })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(eq(customerSessions.sessionId, sessionIdOf(token)));
  if (!found) return null;
  const { session, customer } = found;
  const use = useSession(session, policy, now);
  if (use.ended) {
    await tx.delete(customerSessions).where(eq(customerSessions.id, session.id));
    return null;
  }
  if (use.slideTo)
    await tx.update(customerSessions).set({ expiresAt: use.slideTo }).where(eq(customerSessions.id, session.id));
  return customer;
}
