// The staff sign-in throttle: it slows password guessing without letting a stranger's
// guesses keep the owner out.
//
// Only refused sign-ins count (a wrong password, or a username nobody has: both look the
// same to the guesser); a success never does, and it forgives its own address's failures.
// - Per username and address: 5 failures are free, then each further try must wait 1 s, 2 s,
//   4 s and so on after the last failure, up to 15 minutes. Failures are forgotten after a day.
// - Per username, from every address together: past 100 failures in the last hour, only an
//   address with no failure on it in the last day, or one that signed in to it in the last
//   30 days, may try; past 200, only the latter. A botnet thus gets about 200 guesses an hour
//   at one account, while the owner, at an address they have used, still signs in.
// The counts live in PostgreSQL, so every server process sees the same ones. Checking and
// counting a try is one step: tries on one username take turns on an advisory lock, and a
// try let through is recorded as a failure before its password is checked (a success then
// forgives it), so parallel guesses cannot all pass a count taken before any was recorded.
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { staffSignInAddresses, staffSignInFailures } from '../db/schema';

export const SIGN_IN_THROTTLE = {
  freeFailures: 5,
  firstWaitMs: 1_000,
  maxWaitMs: 15 * 60_000,
  failureMemoryMs: 24 * 60 * 60_000,
  accountWindowMs: 60 * 60_000,
  /** Failures on one username in the window past which addresses that failed on it must wait. */
  accountGuarded: 100,
  /** Past this many, only addresses that signed in to it lately may try. */
  accountClosed: 200,
  knownAddressMs: 30 * 24 * 60 * 60_000,
} as const;

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The key an address is throttled under. IPv6 hosts are given a whole /64 each, so its
 * addresses count as one; an IPv4 address written as IPv6 counts as the IPv4 address.
 */
export function throttleAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

const since = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** The first key of the advisory lock that makes sign-in tries on one username take turns (the second is the username's hash). */
const SIGN_IN_LOCK = 0x7374_6166;

/**
 * Whether a sign-in to `username` (normalised) from `address` may be tried now; one that may
 * is counted at once as a failure, in the same step, and recordSignInSuccess forgives it
 * should the password be right. Old failures are pruned.
 */
export async function claimSignInTry(db: Db, username: string, address: string, now = new Date()): Promise<ThrottleVerdict> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SIGN_IN_LOCK}, hashtext(${username}))`);
    const verdict = await checkSignInThrottle(tx, username, address, now);
    if (verdict.allowed) {
      await tx.insert(staffSignInFailures).values({ username, address, failedAt: now });
      await tx.delete(staffSignInFailures).where(lt(staffSignInFailures.failedAt, since(now, SIGN_IN_THROTTLE.failureMemoryMs)));
    }
    return verdict;
  });
}

async function checkSignInThrottle(tx: Tx, username: string, address: string, now: Date): Promise<ThrottleVerdict> {
  const t = SIGN_IN_THROTTLE;
  const [counts] = await tx
    .select({
      fromAddress: sql<number>`count(*) filter (where ${staffSignInFailures.address} = ${address} and ${staffSignInFailures.failedAt} > ${since(now, t.failureMemoryMs)})`.mapWith(Number),
      lastFromAddress: sql<Date | null>`max(${staffSignInFailures.failedAt}) filter (where ${staffSignInFailures.address} = ${address})`.mapWith(staffSignInFailures.failedAt),
      inWindow: sql<number>`count(*) filter (where ${staffSignInFailures.failedAt} > ${since(now, t.accountWindowMs)})`.mapWith(Number),
    })
    .from(staffSignInFailures)
    .where(and(eq(staffSignInFailures.username, username), gt(staffSignInFailures.failedAt, since(now, t.failureMemoryMs))));
  const fromAddress = counts?.fromAddress ?? 0;
  const inWindow = counts?.inWindow ?? 0;

  if (inWindow >= t.accountGuarded) {
    const mayTry = (inWindow < t.accountClosed && fromAddress === 0) || (await signedInLately(tx, username, address, now));
    if (!mayTry) {
      const threshold = inWindow >= t.accountClosed ? t.accountClosed : t.accountGuarded;
      return { allowed: false, retryAfterSeconds: await secondsUntilWindowBelow(tx, username, inWindow - threshold, now) };
    }
    // A known address under attack still waits out its own failures below.
  }

  if (fromAddress >= t.freeFailures && counts?.lastFromAddress) {
    const wait = Math.min(t.firstWaitMs * 2 ** (fromAddress - t.freeFailures), t.maxWaitMs);
    const readyAt = counts.lastFromAddress.getTime() + wait;
    if (readyAt > now.getTime()) return { allowed: false, retryAfterSeconds: Math.ceil((readyAt - now.getTime()) / 1000) };
  }
  return { allowed: true };
}

async function signedInLately(tx: Tx, username: string, address: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ at: staffSignInAddresses.signedInAt })
    .from(staffSignInAddresses)
    .where(
      and(
        eq(staffSignInAddresses.username, username),
        eq(staffSignInAddresses.address, address),
        gt(staffSignInAddresses.signedInAt, since(now, SIGN_IN_THROTTLE.knownAddressMs)),
      ),
    );
  return row !== undefined;
}

/** Seconds until the username's failures in the window drop below the threshold (`excess` is how far over it they are). */
async function secondsUntilWindowBelow(tx: Tx, username: string, excess: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ at: staffSignInFailures.failedAt })
    .from(staffSignInFailures)
    .where(and(eq(staffSignInFailures.username, username), gt(staffSignInFailures.failedAt, since(now, SIGN_IN_THROTTLE.accountWindowMs))))
    .orderBy(asc(staffSignInFailures.failedAt))
    .offset(excess)
    .limit(1);
  const leavesAt = (row?.at.getTime() ?? now.getTime()) + SIGN_IN_THROTTLE.accountWindowMs;
  return Math.max(1, Math.ceil((leavesAt - now.getTime()) / 1000));
}

/** A success forgives this address's failures on the username and marks the address as known to it. */
export async function recordSignInSuccess(tx: Tx, username: string, address: string, now = new Date()): Promise<void> {
  await tx.delete(staffSignInFailures).where(and(eq(staffSignInFailures.username, username), eq(staffSignInFailures.address, address)));
  await tx
    .insert(staffSignInAddresses)
    .values({ username, address, signedInAt: now })
    .onConflictDoUpdate({ target: [staffSignInAddresses.username, staffSignInAddresses.address], set: { signedInAt: now } });
}
