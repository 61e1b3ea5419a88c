export { customerSignedInMarkChanged, hasCustomerSignedInMark, useCustomerSignedIn } from './signed-in-mark';
export { startAccountSync } from './start';
export { forgetAccountLists, mergeIntoAccount, stopAccountSync } from './sync';
