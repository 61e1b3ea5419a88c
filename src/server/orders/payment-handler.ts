// The orders module's side of an order's payment (payments/handlers.ts): what paid, unpaid,
// held for review and refunded mean for the order, each in the payment's transaction, and
// how the payment's pages show the order. Registered with payments where the app is wired.
import { STORE } from '../../shared/store';
import type { PaymentHandler } from '../payments/handlers';
import type { PaymentPage } from '../payments/service';
import { cancelUnpaidOrder, cancelUnpaidOrders, confirmPaidOrder, holdForReview } from './payment-outcome';
import { toPlacedOrder } from './placed-order';
import { findOrderCustomerId, findOrderWithItems, orderEmailSent } from './queries';
import { recordRefundOnOrder } from './refund-outcome';

export const orderPayments: PaymentHandler = {
  paid: (tx, orderId, mail) => confirmPaidOrder(tx, orderId, mail),
  unpaid: async (tx, orderId, reason) => void (await cancelUnpaidOrder(tx, orderId, reason)),
  unpaidMany: async (tx, orderIds, reason) => void (await cancelUnpaidOrders(tx, orderIds, reason)),
  review: (tx, orderId, money) => holdForReview(tx, orderId, money),
  refunded: (tx, orderId, refund, mail) => recordRefundOnOrder(tx, orderId, refund, mail),
  async describe(tx, orderId) {
    const placed = await findOrderWithItems(tx, orderId);
    if (!placed) throw new Error(`No order ${orderId}`);
    return {
      kind: 'order',
      order: { ...toPlacedOrder(placed), emailSent: await orderEmailSent(tx, orderId) },
      giftCard: null,
      exchange: null,
    };
  },
  belongsTo: async (tx, orderId, customerId) => (await findOrderCustomerId(tx, orderId)) === customerId,
};

/** What the payment page shows for an order, and where it sends the shopper back. */
export const orderPaymentPage = (
  order: { id: number; trackingNumber: string; email: string },
  token: string,
): PaymentPage => ({
  reference: order.trackingNumber,
  description: `${STORE.name} order ${order.trackingNumber}`,
  email: order.email,
  metadata: { order_id: String(order.id) },
  returnPath: `/checkout/success?payment=${token}`,
  cancelPath: `/checkout?payment=${token}&cancelled=1`,
});
