// A staff member signed in, for tests of the admin API: their session cookie.
import { createStaff } from '../staff-auth/service';
import { STAFF_SESSION_COOKIE } from '../staff-auth/sessions';
import type { TestApp } from './harness';

export async function signedInStaff(t: TestApp, username: string): Promise<{ [STAFF_SESSION_COOKIE]: string }> {
  const password = `${username}-password`;
  await createStaff(t.db, { username, email: `${username}@store.test`, password });
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  return { [STAFF_SESSION_COOKIE]: login.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value };
}

/** POST /api/admin/media with these bytes, declared as `contentType`. */
export const uploadImage = (t: TestApp, cookies: Record<string, string>, payload: Buffer, contentType = 'image/jpeg') =>
  t.app.inject({ method: 'POST', url: '/api/admin/media', cookies, headers: { 'content-type': contentType }, payload });
