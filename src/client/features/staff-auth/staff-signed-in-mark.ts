// Whether this browser carries the server's staff mark (shared/staff-signed-in-cookie.ts).
import { STAFF_SIGNED_IN_COOKIE } from '../../../shared/staff-signed-in-cookie';
import { cookieMark } from '../../lib/cookie-mark';

const staffMark = cookieMark(STAFF_SIGNED_IN_COOKIE);

export const hasStaffSignedInMark = staffMark.present;
export const staffSignedInMarkChanged = staffMark.changed;
export const useStaffSignedInMark = staffMark.use;
