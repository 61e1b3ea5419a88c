// A staff member signed in, for tests of the admin API: their session cookie.
import { createStaff } from '../staff-auth/service';
import { STAFF_SESSION_COOKIE } from '../staff-auth/sessions';
import { freshAddress } from './account-fixtures';
import type { StaffRole } from '../../shared/staff-roles';
import type { TestApp } from './harness';

/** A new account with this role (an owner unless told), signed in. */
export async function signedInStaff(
  t: TestApp,
  username: string,
  role: StaffRole = 'admin',
): Promise<{ [STAFF_SESSION_COOKIE]: string }> {
  const password = `${username}-password`;
  await createStaff(t.db, { username, email: `${username}@store.test`, password }, role);
  // Each from its own address, so a test that signs many in stays under the per-address limit.
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: freshAddress(),
  });
  return { [STAFF_SESSION_COOKIE]: login.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value };
}

/** POST /api/admin/media with these bytes, declared as `contentType`. */
export const uploadImage = (t: TestApp, cookies: Record<string, string>, payload: Buffer, contentType = 'image/jpeg') =>
  t.app.inject({ method: 'POST', url: '/api/admin/media', cookies, headers: { 'content-type': contentType }, payload });
