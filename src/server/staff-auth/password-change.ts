// A signed-in staff member changes their own password. The current password is asked for, and
// a wrong one counts toward the sign-in throttle (throttle.ts) like a wrong sign-in, so the
// form cannot be used to guess it. Every other session of the account ends; this one stays.
import { normalizeStaffUsername, WRONG_CURRENT_PASSWORD, type PasswordChange } from '../../shared/schemas/staff-auth';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { recordAudit } from '../audit/record';
import { hashPassword, verifyPassword } from './password';
import { deleteOtherStaffSessions, findStaffById, setStaffPassword } from './queries';

import { tooManySignIns } from './service';
import { claimSignInTry, recordSignInSuccess } from './throttle';
import './common-passwords';
import { sessionIdOf } from '../auth/sessions';

/**
 * `token`: the session's cookie value, the one session that stays. `address`: the throttled
 * address (null for one the limits never apply to). Answers how many other sessions ended.
 */
export async function changeOwnPassword(
  db: Db,
  staffId: number,
  token: string,
  body: PasswordChange,
  address: string | null,
  now = new Date(),
): Promise<{ sessionsEnded: number }> {
  const account = await findStaffById(db, staffId);
  if (!account) throw new HttpError(401, 'Authentication required');
  const username = normalizeStaffUsername(account.username);
  // Counted as a failed try before the password is checked, as a sign-in is; a right one clears it.
  if (address !== null) {
    const verdict = await claimSignInTry(db, username, address, now);
    if (!verdict.allowed) throw tooManySignIns(verdict.retryAfterSeconds);
  }
  if (!(await verifyPassword(account.passwordHash, body.currentPassword))) {
    await db.transaction(async (tx) => {
      await recordAudit(tx, {
        kind: 'staff.sign_in_failed',
        subject: { type: 'staff', id: account.id, label: account.username },
        after: { username: account.username, reason: 'wrong current password' },
      });
    });
    throw new HttpError(400, WRONG_CURRENT_PASSWORD, [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD }]);
  }
  const passwordHash = await hashPassword(body.newPassword);
  return db.transaction(async (tx) => {
    if (address !== null) await recordSignInSuccess(tx, username, address, now);
    await setStaffPassword(tx, account.id, passwordHash, now);
    const sessionsEnded = await deleteOtherStaffSessions(tx, account.id, sessionIdOf(token));
    await recordAudit(tx, {
      kind: 'staff.password_changed',
      subject: { type: 'staff', id: account.id, label: account.username },
      after: { otherSessionsEnded: sessionsEnded },
    });
    return { sessionsEnded };
  });
}
