// Whether this browser carries the shopper's signed-in mark (shared/customer-signed-in-cookie.ts).
// Without it nothing here asks the account API.
import { CUSTOMER_SIGNED_IN_COOKIE } from '../../../shared/customer-signed-in-cookie';
import { cookieMark } from '../../lib/cookie-mark';

const shopperMark = cookieMark(CUSTOMER_SIGNED_IN_COOKIE);

export const customerSignedInMarkChanged = shopperMark.changed;
export const hasCustomerSignedInMark = shopperMark.present;
export const useCustomerSignedIn = shopperMark.use;
