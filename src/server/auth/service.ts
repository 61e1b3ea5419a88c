// Staff rules: signing in, adding an account, deactivating one.
import { StaffAccountSchema, type AdminUser, type LoginBody, type StaffAccountInput } from '../../shared/schemas/auth';
import type { Db } from '../db/database';
import { violatedUniqueIndex } from '../db/unique-violation';
import { conflict, HttpError } from '../http/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { deleteUserSessions, findAdminByEmail, findAdminById, findAdminByUsername, insertAdmin, setAdminActive, type AdminUserRow } from './queries';
import { endSession, startSession, toAdminUser, type SessionPolicy } from './sessions';

export const INVALID_CREDENTIALS = 'Invalid credentials';
export const ACCOUNT_DEACTIVATED = 'Account is deactivated';
const USERNAME_TAKEN = 'Username is already taken';
const EMAIL_TAKEN = 'Email is already in use';

/**
 * Checks the password and opens a fresh session. Unknown user and wrong password fail
 * the same way, after the same amount of hashing work. The session the browser held
 * before (if any) is ended, so a login never reuses an id.
 */
export async function login(
  db: Db,
  credentials: LoginBody,
  policy: SessionPolicy,
  previousToken: string | undefined,
  now = new Date(),
): Promise<{ user: AdminUser; token: string }> {
  const account = await findAdminByUsername(db, credentials.username);
  const matches = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), credentials.password);
  if (!account || !matches) throw new HttpError(401, INVALID_CREDENTIALS);
  if (!account.isActive) throw new HttpError(403, ACCOUNT_DEACTIVATED);
  const token = await db.transaction(async (tx) => {
    await endSession(tx, previousToken);
    return startSession(tx, account.id, policy, now);
  });
  return { user: toAdminUser(account), token };
}

/** Adds a staff account after validating it with the shared registration rules. */
export async function createStaff(db: Db, input: StaffAccountInput, role = 'admin'): Promise<AdminUser> {
  const parsed = StaffAccountSchema.safeParse(input);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw new HttpError(400, errors[0]?.message ?? 'Invalid staff account', errors);
  }
  const account = parsed.data;
  if (await findAdminByUsername(db, account.username)) {
    throw conflict(USERNAME_TAKEN, [{ path: 'username', message: USERNAME_TAKEN }]);
  }
  if (await findAdminByEmail(db, account.email)) {
    throw conflict(EMAIL_TAKEN, [{ path: 'email', message: EMAIL_TAKEN }]);
  }
  const passwordHash = await hashPassword(account.password);
  let row: AdminUserRow;
  try {
    row = await insertAdmin(db, { username: account.username, email: account.email, passwordHash, role });
  } catch (error) {
    // The same account added twice at once ("Clerk" and "clerk" too): both pass the checks
    // above, the case-insensitive unique index refuses one.
    const index = violatedUniqueIndex(error);
    if (index === 'admin_users_username_lower_key') throw conflict(USERNAME_TAKEN, [{ path: 'username', message: USERNAME_TAKEN }]);
    if (index === 'admin_users_email_lower_key') throw conflict(EMAIL_TAKEN, [{ path: 'email', message: EMAIL_TAKEN }]);
    throw error;
  }
  return toAdminUser(row);
}

/** Deactivates an account and signs it out everywhere; undefined when there is no such user. */
export async function deactivateStaff(
  db: Db,
  username: string,
  now = new Date(),
): Promise<{ user: AdminUser; sessionsEnded: number } | undefined> {
  const account = await findAdminByUsername(db, username);
  if (!account) return undefined;
  return db.transaction(async (tx) => {
    await setAdminActive(tx, account.id, false, now);
    const sessionsEnded = await deleteUserSessions(tx, account.id);
    return { user: toAdminUser(account), sessionsEnded };
  });
}

/**
 * Deactivates (ending every session of that account) or reactivates a staff account by
 * id; undefined when there is no such account.
 */
export async function setStaffActiveById(db: Db, id: number, isActive: boolean, now = new Date()): Promise<AdminUserRow | undefined> {
  return db.transaction(async (tx) => {
    const account = await findAdminById(tx, id);
    if (!account) return undefined;
    await setAdminActive(tx, id, isActive, now);
    if (!isActive) await deleteUserSessions(tx, id);
    return { ...account, isActive, updatedAt: now };
  });
}
