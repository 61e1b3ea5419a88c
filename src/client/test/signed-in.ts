// The server's readable mark that this browser has a session (shared/staff-signed-in-cookie.ts). A
// test whose fake server answers /api/auth/me sets it, as the real server's sign-in would;
// setup.ts clears it after every test.
import { STAFF_SIGNED_IN_COOKIE } from '../../shared/staff-signed-in-cookie';

export function markSignedIn(on: boolean): void {
  document.cookie = on
    ? `${STAFF_SIGNED_IN_COOKIE}=1; path=/`
    : `${STAFF_SIGNED_IN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
