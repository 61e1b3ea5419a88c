export { CheckoutView } from './CheckoutView';
export { forgetLastOrder, peekLastOrder, peekLastOrderEmail } from './last-order';
export { OrderConfirmed } from './OrderConfirmed';
export { PaymentConfirmation } from './PaymentConfirmation';
