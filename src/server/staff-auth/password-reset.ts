// Resetting a staff password by an emailed link, never by a password someone else types. An
// owner sends one from the staff screen (the account's sessions end at once), or anyone asks
// for one with "Forgot password?". The link opens /staff/reset#<secret>, works once for an
// hour, and only its SHA-256 is kept. Using it sets the new password (the password rules),
// ends every session of the account, spends every other reset link of it and signs the person in.
//
// "Forgot password?" answers alike whether or not a staff account has the email, and counts
// alike too: the guard (auth/guard.ts) counts every request, an unknown email's as well. Its
// limits are the shoppers' codes' kind: 3 requests in 15 minutes per email and address; once
// the email has had 10 in an hour from every address, an address gets 1 an hour, except one
// the account signed in from in the last 30 days, which keeps its 3. A flood of strangers thus
// slows, and never shuts out, the person who forgot. The limits never touch signing in with a
// password. The activity log records the requests for an account, not the emails nobody has.
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { PasswordReset, PasswordResetInfo } from '../../shared/schemas/staff-account';
import { STORE } from '../../shared/store';
import { actorOf } from '../audit/context';
import { claimTry, type GuardRules } from '../auth/guard';
import { recordAudit } from '../audit/record';
import type { Db, Tx } from '../db/database';
import { staffTokens } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import { newToken, sha256Hex } from '../http/tokens';
import type { Mailer } from '../ports/mailer';
import { LINK_NOT_VALID } from './invitations';
import { hashPassword } from './password';
import { deleteStaffSessions, findStaffByEmail, findStaffById, setStaffPassword, type StaffRow } from './queries';
import { sendStaffSecretEmail } from './secret-mail';
import { ACCOUNT_DEACTIVATED } from './service';
import { startStaffSession, toStaffMember, type SessionClient, type SessionPolicy } from './sessions';
import { signedInLately } from './throttle';
import { normalizeStaffUsername, type StaffMember } from '../../shared/schemas/staff-auth';
import './common-passwords';

export const RESET_VALID_MINUTES = 60;
export const RESET_PATH = '/staff/reset';
export const FORGOT_LIMITS = {
  perAddress: { max: 3, windowMs: 15 * 60_000 },
  /** Requests from every address together past which the email is flooded. */
  perEmail: { max: 10, windowMs: 60 * 60_000 },
  /** While it is flooded: requests per address the account has not signed in from lately. */
  floodedPerAddress: { max: 1, windowMs: 60 * 60_000 },
} as const;
export const FORGOT_ANSWER =
  'If a staff account has this email, a link to choose a new password is on its way. It works for one hour.';
const DEACTIVATED_NO_RESET = 'This account is deactivated: reactivate it first';
const STAFF_RESET_RULES: GuardRules = {
  kind: 'staff_reset',
  address: { free: FORGOT_LIMITS.perAddress.max, windowMs: FORGOT_LIMITS.perAddress.windowMs },
  subject: { busy: [FORGOT_LIMITS.perEmail], strangers: FORGOT_LIMITS.floodedPerAddress },
};

export interface ResetDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

const live = (now: Date) =>
  and(
    eq(staffTokens.purpose, 'reset'),
    isNull(staffTokens.usedAt),
    isNull(staffTokens.revokedAt),
    gt(staffTokens.expiresAt, now),
  );
const staffSubject = (account: StaffRow) => ({ type: 'staff' as const, id: account.id, label: account.username });
const since = (now: Date, ms: number) => new Date(now.getTime() - ms);

async function issue(
  tx: Tx,
  values: { email: string; staffId: number | null; createdBy?: number | undefined; address?: string | null },
  now: Date,
): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + RESET_VALID_MINUTES * 60_000);
  await tx.insert(staffTokens).values({
    purpose: 'reset',
    tokenHash: sha256Hex(token),
    ...values,
    createdBy: values.createdBy ?? null,
    createdAt: now,
    expiresAt,
  });
  return token;
}

function resetEmail(publicUrl: string, account: StaffRow, token: string, sentBy: string | undefined) {
  return {
    to: account.email,
    subject: `Choose a new password for ${STORE.name}'s admin`,
    text: [
      sentBy
        ? `${sentBy} sent you a link to choose a new password for your account "${account.username}".`
        : `Someone asked to reset the password of your account "${account.username}".`,
      '',
      `Choose a new password here (the link works once, for ${RESET_VALID_MINUTES} minutes):`,
      `${publicUrl}${RESET_PATH}#${token}`,
      '',
      sentBy
        ? 'Your sessions have been signed out.'
        : 'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}

/** An owner emails an account a reset link; its sessions end at once. */
export async function sendResetByOwner(
  deps: ResetDeps,
  id: number,
  owner: { id: number; username: string },
  now = new Date(),
): Promise<{ sessionsEnded: number }> {
  const account = await findStaffById(deps.db, id);
  if (!account) throw notFound('Staff account not found');
  if (!account.isActive) throw conflict(DEACTIVATED_NO_RESET, [{ path: 'id', message: DEACTIVATED_NO_RESET }]);
  const { token, sessionsEnded } = await deps.db.transaction(async (tx) => {
    const made = await issue(tx, { email: account.email, staffId: account.id, createdBy: owner.id }, now);
    const ended = await deleteStaffSessions(tx, account.id);
    await recordAudit(tx, {
      kind: 'staff.password_reset_sent',
      subject: staffSubject(account),
      after: { email: account.email, validMinutes: RESET_VALID_MINUTES, sessionsEnded: ended },
    });
    return { token: made, sessionsEnded: ended };
  });
  await sendStaffSecretEmail(
    deps.mailer,
    resetEmail(deps.publicUrl, account, token, owner.username),
    'Staff password reset',
  );
  return { sessionsEnded };
}

function tooMany(seconds: number): HttpError {
  const minutes = Math.ceil(seconds / 60);
  const wait = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new HttpError(429, `Too many reset links were asked for this email. Please try again in ${wait}.`, undefined, {
    'retry-after': String(seconds),
  });
}

/** Refuses (429) past the limits, or counts the request; holds the email's lock until the transaction ends. */
async function checkForgotLimits(
  tx: Tx,
  email: string,
  account: StaffRow | undefined,
  address: string,
  now: Date,
): Promise<void> {
  const known = async () =>
    account !== undefined && (await signedInLately(tx, normalizeStaffUsername(account.username), address, now));
  const verdict = await claimTry(tx, STAFF_RESET_RULES, email, address, known, now);
  if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
}

/**
 * "Forgot password?": within the limits, records the request and, when an active staff account
 * has the email, answers the email to send (sent by the caller after answering, so an account
 * takes no longer to answer than no account). `address`: null for one the limits never apply to.
 */
export async function requestReset(
  deps: ResetDeps,
  email: string,
  address: string | null,
  now = new Date(),
): Promise<(() => Promise<void>) | null> {
  const account = await findStaffByEmail(deps.db, email);
  const token = await deps.db.transaction(async (tx) => {
    if (address !== null) await checkForgotLimits(tx, email, account, address, now);
    await tx
      .delete(staffTokens)
      .where(and(eq(staffTokens.purpose, 'reset'), lt(staffTokens.expiresAt, since(now, 24 * 60 * 60_000))));
    if (!account) return null;
    await recordAudit(tx, {
      kind: 'staff.password_reset_requested',
      actor: null,
      subject: staffSubject(account),
      after: { email, sent: account.isActive },
    });
    return account.isActive ? issue(tx, { email, staffId: account.id, address }, now) : null;
  });
  if (!account || token === null) return null;
  return () =>
    sendStaffSecretEmail(deps.mailer, resetEmail(deps.publicUrl, account, token, undefined), 'Staff password reset');
}

async function accountOfLink(tx: Tx, token: string, now: Date): Promise<{ tokenId: number; account: StaffRow }> {
  const [row] = await tx
    .select()
    .from(staffTokens)
    .where(and(eq(staffTokens.tokenHash, sha256Hex(token)), live(now)));
  const account = row?.staffId ? await findStaffById(tx, row.staffId) : undefined;
  if (!row || !account) throw new HttpError(404, LINK_NOT_VALID, [{ path: 'token', message: LINK_NOT_VALID }]);
  if (!account.isActive) throw new HttpError(403, ACCOUNT_DEACTIVATED);
  return { tokenId: row.id, account };
}

/** Whose password a link resets, for the page that opens it; 404 for a link used, expired or unknown. */
export async function lookUpReset(db: Db, token: string, now = new Date()): Promise<PasswordResetInfo> {
  const { account } = await accountOfLink(db, token, now);
  return { username: account.username };
}

/** Uses the link: the new password, every session and other reset link of the account ended, and a new session. */
export async function completeReset(
  db: Db,
  body: PasswordReset,
  policy: SessionPolicy,
  client: SessionClient,
  now = new Date(),
): Promise<{ staff: StaffMember; token: string }> {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const { tokenId, account } = await accountOfLink(tx, body.token, now);
    const [spent] = await tx
      .update(staffTokens)
      .set({ usedAt: now })
      .where(and(eq(staffTokens.id, tokenId), live(now)))
      .returning({ id: staffTokens.id });
    if (!spent) throw new HttpError(404, LINK_NOT_VALID, [{ path: 'token', message: LINK_NOT_VALID }]);
    await tx
      .update(staffTokens)
      .set({ revokedAt: now })
      .where(and(eq(staffTokens.staffId, account.id), ne(staffTokens.id, tokenId), live(now)));
    await setStaffPassword(tx, account.id, passwordHash, now);
    const sessionsEnded = await deleteStaffSessions(tx, account.id);
    await recordAudit(tx, {
      kind: 'staff.password_reset',
      actor: actorOf(account),
      subject: staffSubject(account),
      after: { by: 'emailed link', sessionsEnded },
    });
    const token = await startStaffSession(tx, account.id, policy, client, now);
    return { staff: toStaffMember(account), token };
  });
}
