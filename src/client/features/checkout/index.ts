export { CheckoutView } from './CheckoutView';
export { forgetLastOrder, peekLastOrder } from './last-order';
export { OrderConfirmed, OrderNotFound } from './OrderConfirmed';
export { PaymentConfirmation } from './PaymentConfirmation';
