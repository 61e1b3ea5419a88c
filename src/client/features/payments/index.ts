export { isPaymentToken, paymentQuery } from './api';
export { DemoPaymentView } from './DemoPaymentView';
export { CartPaymentNote, CheckoutPaymentNote } from './PaymentNotes';
export { PaymentReturnNotice, type PaymentReturnWords } from './PaymentReturnNotice';
export { pathAfter, returnPath, successPath } from './paths';
export { usePaymentRedirect } from './redirect';
