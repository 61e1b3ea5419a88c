// Emailed sign-in codes: 6 digits, valid 10 minutes, used once, dead after 5 wrong tries.
//
// Each code is bound to the browser that asked for it: the answer sets a cookie with a
// random token, the row keeps the token's SHA-256, and the code's hash is salted with the
// token. Only that browser can spend the code's tries, so a stranger typing wrong codes
// for someone's email spends only their own; and a leaked table cannot be tried offline.
//
// Asking is limited per email, where the code goes, and first per email and address, so a
// stranger spends only their own allowance:
// - from one address, 5 codes in 15 minutes;
// - once the email has had 10 codes in an hour or 30 in a day from every address together
//   (a flood), each address gets 1 code an hour for it, except one that signed in to the
//   account in the last 30 days, which keeps its 5. A flood thus slows strangers and never
//   shuts a new address out: the shopper on a new device still gets a code at once.
// The guard (auth/guard.ts) counts and records each request in one step, so parallel requests
// cannot all pass a count taken before any of them was recorded.
// Requests per address over all emails are limited by the route (http/rate-limits.ts).
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { EMAIL_CODE_RULES } from '../../shared/schemas/account';
import { claimTry, type GuardRules } from '../auth/guard';
import type { Tx } from '../db/database';
import { customerEmailCodes, customers, customerSignInAddresses } from '../db/schema';
import { HttpError } from '../http/errors';
import { newToken, sameSecret, sha256Hex } from '../http/tokens';

export const EMAIL_CODE_LIMITS = {
  perAddress: { max: 5, windowMs: 15 * 60_000 },
  /** Codes from every address together past which the email is flooded. */
  perHour: { max: 10, windowMs: 60 * 60_000 },
  perDay: { max: 30, windowMs: 24 * 60 * 60_000 },
  /** While the email is flooded: codes per address that has not signed in to the account lately. */
  floodedPerAddress: { max: 1, windowMs: 60 * 60_000 },
  knownAddressMs: 30 * 24 * 60 * 60_000,
} as const;

const l = EMAIL_CODE_LIMITS;
const SHOPPER_CODE_RULES: GuardRules = {
  kind: 'shopper_code',
  address: { free: l.perAddress.max, windowMs: l.perAddress.windowMs },
  subject: { busy: [l.perHour, l.perDay], strangers: l.floodedPerAddress },
};

export type CodePurpose = 'sign_in' | 'change_email';

export const NEW_CODE_NEEDED = 'This code can no longer be used. Please request a new code.';

const codeHash = (attemptToken: string, code: string) => sha256Hex(`${attemptToken}:${code}`);
const since = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** Whether `address` signed in lately to the account that has `email`. */
async function isKnownAddress(tx: Tx, email: string, address: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ at: customerSignInAddresses.signedInAt })
    .from(customerSignInAddresses)
    .innerJoin(customers, eq(customers.id, customerSignInAddresses.customerId))
    .where(
      and(
        eq(customers.email, email),
        eq(customerSignInAddresses.address, address),
        gt(customerSignInAddresses.signedInAt, since(now, EMAIL_CODE_LIMITS.knownAddressMs)),
      ),
    );
  return row !== undefined;
}

/**
 * Refuses (429) a code request past the limits above, or records it. Holds the email's lock
 * until the caller's transaction ends.
 */
async function checkCodeLimits(tx: Tx, email: string, address: string, now: Date): Promise<void> {
  const verdict = await claimTry(
    tx,
    SHOPPER_CODE_RULES,
    email,
    address,
    () => isKnownAddress(tx, email, address, now),
    now,
  );
  if (!verdict.allowed) throw tooMany(Math.ceil(verdict.retryAfterSeconds / 60));
}

const tooMany = (minutes: number) =>
  new HttpError(
    429,
    `Too many codes were asked for this email. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    {
      'retry-after': String(minutes * 60),
    },
  );

export interface IssuedCode {
  /** For the browser's cookie. */
  attemptToken: string;
  /** For the email; never stored. */
  code: string;
}

/**
 * A new code for `email` (lowercased), within the limits; old rows of a day ago are pruned.
 * Run it in a transaction: the limits' lock is held until that transaction ends.
 */
export async function issueEmailCode(
  tx: Tx,
  input: { purpose: CodePurpose; email: string; customerId: number | null; address: string },
  now = new Date(),
): Promise<IssuedCode> {
  await checkCodeLimits(tx, input.email, input.address, now);
  await tx
    .delete(customerEmailCodes)
    .where(lt(customerEmailCodes.createdAt, since(now, EMAIL_CODE_LIMITS.perDay.windowMs)));
  const attemptToken = newToken();
  const code = String(randomInt(0, 10 ** EMAIL_CODE_RULES.digits)).padStart(EMAIL_CODE_RULES.digits, '0');
  await tx.insert(customerEmailCodes).values({
    attemptHash: sha256Hex(attemptToken),
    purpose: input.purpose,
    email: input.email,
    customerId: input.customerId,
    codeHash: codeHash(attemptToken, code),
    address: input.address,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_CODE_RULES.validMinutes * 60_000),
  });
  return { attemptToken, code };
}

export type CodeCheck = { ok: true; email: string; customerId: number | null } | { ok: false; message: string };

/**
 * Spends the browser's code: the right one, in time and with tries left, is used up and
 * answers its email; a wrong one costs a try. Each outcome is its own committed write, so a
 * refusal still counts.
 */
export async function spendEmailCode(
  tx: Tx,
  attemptToken: string | undefined,
  purpose: CodePurpose,
  code: string,
  now = new Date(),
): Promise<CodeCheck> {
  if (!attemptToken) return { ok: false, message: 'Please request a code first.' };
  const [row] = await tx
    .select()
    .from(customerEmailCodes)
    .where(and(eq(customerEmailCodes.attemptHash, sha256Hex(attemptToken)), eq(customerEmailCodes.purpose, purpose)));
  if (!row || row.usedAt || row.expiresAt <= now || row.wrongTries >= EMAIL_CODE_RULES.maxWrongTries)
    return { ok: false, message: NEW_CODE_NEEDED };
  const live = and(
    eq(customerEmailCodes.id, row.id),
    isNull(customerEmailCodes.usedAt),
    lt(customerEmailCodes.wrongTries, EMAIL_CODE_RULES.maxWrongTries),
  );
  if (sameSecret(codeHash(attemptToken, code), row.codeHash)) {
    const used = await tx
      .update(customerEmailCodes)
      .set({ usedAt: now })
      .where(live)
      .returning({ id: customerEmailCodes.id });
    return used.length === 1
      ? { ok: true, email: row.email, customerId: row.customerId }
      : { ok: false, message: NEW_CODE_NEEDED };
  }
  const [tried] = await tx
    .update(customerEmailCodes)
    .set({ wrongTries: sql`${customerEmailCodes.wrongTries} + 1` })
    .where(live)
    .returning({ wrongTries: customerEmailCodes.wrongTries });
  const left = EMAIL_CODE_RULES.maxWrongTries - (tried?.wrongTries ?? EMAIL_CODE_RULES.maxWrongTries);
  return {
    ok: false,
    message:
      left > 0
        ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : `That code is not right. ${NEW_CODE_NEEDED}`,
  };
}
