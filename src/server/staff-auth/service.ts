// Staff rules: signing in, adding an account, deactivating one; each recorded in the activity log.
import {
  normalizeStaffUsername,
  StaffAccountSchema,
  type LoginBody,
  type StaffAccountInput,
  type StaffMember,
} from '../../shared/schemas/staff-auth';
import type { Db, Tx } from '../db/database';
import { violatedUniqueIndex } from '../db/unique-violation';
import { conflict, HttpError } from '../http/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import './common-passwords';
import { LAST_OWNER } from '../../shared/schemas/admin';
import { NewPasswordSchema } from '../../shared/schemas/password';
import { OWNER_ROLE, ROLE_REFUSED, type StaffRole } from '../../shared/staff-roles';
import {
  deleteStaffSessions,
  findStaffByEmail,
  findStaffById,
  findStaffByUsername,
  insertStaff,
  lockActiveOwners,
  setStaffActive,
  setStaffPassword,
  setStaffRole,
  type StaffRow,
} from './queries';
import { endStaffSession, startStaffSession, toStaffMember, type SessionClient, type SessionPolicy } from './sessions';
import { claimSignInTry, recordSignInSuccess } from './throttle';
import { actorOf } from '../audit/context';
import { recordAudit, type AuditEntry } from '../audit/record';

export const INVALID_CREDENTIALS = 'Invalid credentials';
export const ACCOUNT_DEACTIVATED = 'Account is deactivated';
const USERNAME_TAKEN = 'Username is already taken';
const EMAIL_TAKEN = 'Email is already in use';

export const tooManySignIns = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    `Too many sign-in attempts. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
    undefined,
    {
      'retry-after': String(retryAfterSeconds),
    },
  );

/**
 * Checks the password and opens a fresh session. Unknown user and wrong password fail
 * the same way, after the same amount of hashing work, and both count toward the sign-in
 * throttle (throttle.ts) for that username and address; a success clears that address's
 * count. `address` is null for an address the limits never apply to. The session the
 * browser held before (if any) is ended, so a login never reuses an id.
 */
export async function login(
  db: Db,
  credentials: LoginBody,
  policy: SessionPolicy,
  previousToken: string | undefined,
  address: string | null,
  now = new Date(),
  client: SessionClient = { address: address ?? '' },
): Promise<{ staff: StaffMember; token: string }> {
  const username = normalizeStaffUsername(credentials.username);
  if (address !== null) {
    const verdict = await claimSignInTry(db, username, address, now);
    if (!verdict.allowed) throw tooManySignIns(verdict.retryAfterSeconds);
  }
  const account = await findStaffByUsername(db, username);
  const matches = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), credentials.password);
  if (!account || !matches) {
    // The throttle counted this try as a failure already.
    await recordAudit(db, signInRefused(username, account, account ? 'wrong password' : 'no such account'));
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  if (!account.isActive) {
    await recordAudit(db, signInRefused(username, account, 'account deactivated'));
    throw new HttpError(403, ACCOUNT_DEACTIVATED);
  }
  const token = await db.transaction(async (tx) => {
    await endStaffSession(tx, previousToken);
    if (address !== null) await recordSignInSuccess(tx, username, address, now);
    await recordAudit(tx, { kind: 'staff.signed_in', actor: actorOf(account), subject: staffSubject(account) });
    return startStaffSession(tx, account.id, policy, client, now);
  });
  return { staff: toStaffMember(account), token };
}

const staffSubject = (account: Pick<StaffRow, 'id' | 'username'>) => ({
  type: 'staff' as const,
  id: account.id,
  label: account.username,
});

/** A refused sign-in: no one is proven to have made it, so the row names the account tried, not an actor. */
const signInRefused = (username: string, account: StaffRow | undefined, reason: string): AuditEntry => ({
  kind: 'staff.sign_in_failed',
  actor: null,
  ...(account ? { subject: staffSubject(account) } : {}),
  after: { username, reason },
});

/** Adds a staff account after validating it with the shared registration rules. */
export async function createStaff(db: Db, input: StaffAccountInput, role = 'admin'): Promise<StaffMember> {
  const parsed = StaffAccountSchema.safeParse(input);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw new HttpError(400, errors[0]?.message ?? 'Invalid staff account', errors);
  }
  const account = parsed.data;
  if (await findStaffByUsername(db, account.username)) {
    throw conflict(USERNAME_TAKEN, [{ path: 'username', message: USERNAME_TAKEN }]);
  }
  if (await findStaffByEmail(db, account.email)) {
    throw conflict(EMAIL_TAKEN, [{ path: 'email', message: EMAIL_TAKEN }]);
  }
  const passwordHash = await hashPassword(account.password);
  let row: StaffRow;
  try {
    row = await db.transaction(async (tx) => {
      const added = await insertStaff(tx, { username: account.username, email: account.email, passwordHash, role });
      await recordAudit(tx, {
        kind: 'staff.created',
        subject: staffSubject(added),
        after: { username: added.username, email: added.email, role: added.role, isActive: added.isActive },
      });
      return added;
    });
  } catch (error) {
    // The same account added twice at once ("Clerk" and "clerk" too): both pass the checks
    // above, the case-insensitive unique index refuses one.
    const index = violatedUniqueIndex(error);
    if (index === 'admin_users_username_lower_key')
      throw conflict(USERNAME_TAKEN, [{ path: 'username', message: USERNAME_TAKEN }]);
    if (index === 'admin_users_email_lower_key') throw conflict(EMAIL_TAKEN, [{ path: 'email', message: EMAIL_TAKEN }]);
    throw error;
  }
  return toStaffMember(row);
}

/** Deactivates an account and signs it out everywhere; undefined when there is no such user. */
export async function deactivateStaff(
  db: Db,
  username: string,
  now = new Date(),
): Promise<{ user: StaffMember; sessionsEnded: number } | undefined> {
  const account = await findStaffByUsername(db, username);
  if (!account) return undefined;
  return db.transaction(async (tx) => {
    await setStaffActive(tx, account.id, false, now);
    await recordAudit(tx, {
      kind: 'staff.deactivated',
      subject: staffSubject(account),
      before: { isActive: account.isActive },
      after: { isActive: false },
    });
    const sessionsEnded = await deleteStaffSessions(tx, account.id);
    return { user: toStaffMember(account), sessionsEnded };
  });
}

/**
 * An owner's change to another account, in one transaction with the active owners' rows
 * locked: refused when the one acting is no longer an active owner (changed a moment ago by
 * another owner), and when it would leave the store without an active owner.
 */
async function changeAsOwner(
  db: Db,
  actorId: number | undefined,
  id: number,
  staysOwner: (target: StaffRow) => boolean,
  change: (tx: Tx, target: StaffRow) => Promise<StaffRow>,
): Promise<StaffRow | undefined> {
  return db.transaction(async (tx) => {
    const owners = await lockActiveOwners(tx);
    if (actorId !== undefined && !owners.includes(actorId)) throw new HttpError(403, ROLE_REFUSED);
    const target = await findStaffById(tx, id);
    if (!target) return undefined;
    const wasOwner = owners.includes(target.id);
    if (wasOwner && !staysOwner(target) && owners.length === 1)
      throw conflict(LAST_OWNER, [{ path: 'id', message: LAST_OWNER }]);
    return change(tx, target);
  });
}

/**
 * Deactivates (ending every session of that account) or reactivates a staff account by
 * id; undefined when there is no such account. `actorId`: the owner doing it (none from the
 * command line).
 */
export async function setStaffActiveById(
  db: Db,
  id: number,
  isActive: boolean,
  now = new Date(),
  actorId?: number,
): Promise<StaffRow | undefined> {
  return changeAsOwner(
    db,
    actorId,
    id,
    () => isActive,
    async (tx, account) => {
      await setStaffActive(tx, id, isActive, now);
      await recordAudit(tx, {
        kind: isActive ? 'staff.activated' : 'staff.deactivated',
        subject: staffSubject(account),
        before: { isActive: account.isActive },
        after: { isActive },
      });
      if (!isActive) await deleteStaffSessions(tx, id);
      return { ...account, isActive, updatedAt: now };
    },
  );
}

/** Gives an account another role, from its next request on; undefined when there is no such account. */
export async function setStaffRoleById(
  db: Db,
  id: number,
  role: StaffRole,
  actorId: number,
  now = new Date(),
): Promise<StaffRow | undefined> {
  return changeAsOwner(
    db,
    actorId,
    id,
    () => role === OWNER_ROLE,
    async (tx, account) => {
      await setStaffRole(tx, id, role, now);
      await recordAudit(tx, {
        kind: 'staff.role_changed',
        subject: staffSubject(account),
        before: { role: account.role },
        after: { role },
      });
      return { ...account, role, updatedAt: now };
    },
  );
}

/**
 * Sets a new password for the account with this email, by the password rules, and ends every
 * session of it at once (the command line's reset, for a password forgotten or leaked).
 */
export async function resetPasswordByEmail(
  db: Db,
  email: string,
  password: string,
  now = new Date(),
): Promise<{ user: StaffMember; sessionsEnded: number }> {
  const parsed = NewPasswordSchema.safeParse(password);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid password';
    throw new HttpError(400, message, [{ path: 'password', message }]);
  }
  const account = await findStaffByEmail(db, email.trim().toLowerCase());
  if (!account) throw new HttpError(404, `No staff account has the email "${email}".`);
  const passwordHash = await hashPassword(parsed.data);
  return db.transaction(async (tx) => {
    await setStaffPassword(tx, account.id, passwordHash, now);
    const sessionsEnded = await deleteStaffSessions(tx, account.id);
    await recordAudit(tx, {
      kind: 'staff.password_reset',
      subject: staffSubject(account),
      after: { by: 'command line', sessionsEnded },
    });
    return { user: toStaffMember(account), sessionsEnded };
  });
}
