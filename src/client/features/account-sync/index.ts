export { customerSignedInMarkChanged, hasCustomerSignedInMark, useCustomerSignedIn } from './signed-in-mark';
export { startAccountSync } from './start';
export { unlessSignedOut, useAccountEmail } from './account-email';
export { forgetAccountLists, mergeIntoAccount, stopAccountSync } from './sync';
