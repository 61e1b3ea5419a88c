export { CheckoutView } from './CheckoutView';
export { forgetLastOrder, peekLastOrder } from './last-order';
