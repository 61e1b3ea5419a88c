// Who answers for each kind of thing a payment pays for: the orders module for orders, the
// gift-cards module for gift card purchases, the returns module for a return's difference.
// Payments sees only these handlers (payments/handlers.ts), so it imports none of those
// modules; the app and its job workers both get them here.
import { giftCardPayments } from './gift-cards/payment-handler';
import { orderPayments } from './orders/payment-handler';
import type { PaymentHandlers } from './payments/handlers';
import { returnPayments } from './returns/charge';

export const paymentHandlers: PaymentHandlers = {
  order: orderPayments,
  'gift-card': giftCardPayments,
  return: returnPayments,
};
