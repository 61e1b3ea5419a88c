// The first admin comes from env (ADMIN_USERNAME / ADMIN_PASSWORD) or the CLI; there is no default password.
import type { Config } from '../config';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { findStaffByUsername } from './queries';
import { createStaff } from './service';

export type BootstrapOutcome = 'not-configured' | 'exists' | 'created';

/**
 * Creates ADMIN_USERNAME with ADMIN_PASSWORD (and ADMIN_EMAIL, default <username>@localhost)
 * when that account does not exist yet. An existing account is left as it is, password
 * included. Bad values stop the start-up with a message naming the variable.
 */
export async function ensureAdminFromEnv(db: Db, config: Config): Promise<BootstrapOutcome> {
  const { username, password, email } = config.admin;
  if (!username && !password) return 'not-configured';
  if (!username || !password) {
    throw new Error('Invalid environment:\n  ADMIN_USERNAME and ADMIN_PASSWORD go together');
  }
  if (await findStaffByUsername(db, username)) return 'exists';
  try {
    await createStaff(db, { username, password, email: email ?? `${username}@localhost` });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const variable = { username: 'ADMIN_USERNAME', email: 'ADMIN_EMAIL', password: 'ADMIN_PASSWORD' };
    const lines = (error.errors ?? [{ path: '', message: error.message }]).map(
      (e) => `  ${variable[e.path as keyof typeof variable] ?? 'ADMIN_*'}: ${e.message}`,
    );
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return 'created';
}
