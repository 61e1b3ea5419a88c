// The staff sign-in throttle: the guard's rules for staff passwords (auth/guard.ts). It slows
// password guessing without letting a stranger's guesses keep the owner out.
//
// Every try is counted as a failure before its password is checked (a wrong password and a
// username nobody has look the same to the guesser); a success forgives its own address's
// failures, so a success never counts.
// - Per username and address: 5 failures are free, then each further try must wait 1 s, 2 s,
//   4 s and so on after the last failure, up to 15 minutes. Failures are forgotten after a day.
// - Per username, from every address together: past 100 failures in the last hour, only an
//   address with no failure on it in the last day, or one that signed in to it in the last
//   30 days, may try; past 200, only the latter. A botnet thus gets about 200 guesses an hour
//   at one account, while the owner, at an address they have used, still signs in.
import { and, eq, gt } from 'drizzle-orm';
import { claimTry, forgiveTries, type GuardRules, type GuardVerdict } from '../auth/guard';
import type { Db, Tx } from '../db/database';
import { staffSignInAddresses } from '../db/schema';

export const SIGN_IN_THROTTLE = {
  freeFailures: 5,
  failureMemoryMs: 24 * 60 * 60_000,
  accountWindowMs: 60 * 60_000,
  /** Failures on one username in the window past which addresses that failed on it must wait. */
  accountGuarded: 100,
  /** Past this many, only addresses that signed in to it lately may try. */
  accountClosed: 200,
  knownAddressMs: 30 * 24 * 60 * 60_000,
} as const;

const t = SIGN_IN_THROTTLE;
export const STAFF_PASSWORD_RULES: GuardRules = {
  kind: 'staff_password',
  address: { free: t.freeFailures, windowMs: t.failureMemoryMs, backoff: { firstMs: 1_000, maxMs: 15 * 60_000 } },
  subject: {
    busy: [{ max: t.accountGuarded, windowMs: t.accountWindowMs }],
    strangers: { max: 1, windowMs: t.failureMemoryMs },
    closed: { max: t.accountClosed, windowMs: t.accountWindowMs },
  },
};

/**
 * Whether a sign-in to `username` (normalised) from `address` may be tried now; one that may
 * is counted at once as a failure, in the same step, and recordSignInSuccess forgives it
 * should the password be right.
 */
export function claimSignInTry(db: Db, username: string, address: string, now = new Date()): Promise<GuardVerdict> {
  return db.transaction((tx) =>
    claimTry(tx, STAFF_PASSWORD_RULES, username, address, () => signedInLately(tx, username, address, now), now),
  );
}

/** Whether `address` signed in to `username` (normalised) in the last 30 days. */
export async function signedInLately(tx: Tx, username: string, address: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ at: staffSignInAddresses.signedInAt })
    .from(staffSignInAddresses)
    .where(
      and(
        eq(staffSignInAddresses.username, username),
        eq(staffSignInAddresses.address, address),
        gt(staffSignInAddresses.signedInAt, new Date(now.getTime() - t.knownAddressMs)),
      ),
    );
  return row !== undefined;
}

/** A success forgives this address's failures on the username and marks the address as known to it. */
export async function recordSignInSuccess(tx: Tx, username: string, address: string, now = new Date()): Promise<void> {
  await forgiveTries(tx, STAFF_PASSWORD_RULES, username, address);
  await tx
    .insert(staffSignInAddresses)
    .values({ username, address, signedInAt: now })
    .onConflictDoUpdate({
      target: [staffSignInAddresses.username, staffSignInAddresses.address],
      set: { signedInAt: now },
    });
}
