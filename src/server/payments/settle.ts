// The one transition of a payment, whoever reports its outcome: the shopper's return, the
// shopper's Cancel, the demo page, a webhook or the sweeper. Under the payment's row lock,
// only an open payment moves: paid records one charge in the ledger and confirms the order
// (one confirmation email) or issues the gift card bought (one email to its recipient);
// unpaid cancels the order and gives back what it held, or issues nothing; money that is
// not the amount asked keeps an order held and tells staff on its timeline. Whatever
// arrives second, twice or out of order finds the payment settled and changes nothing.
import type { PaymentStatus } from '../../shared/schemas/payments';
import type { Db } from '../db/database';
import type { QueuedEmail, QueueDelivery } from '../mail/outbox-part';
import { cancelPurchase, completePurchase } from '../gift-cards/purchases';
import { cancelUnpaidOrder, confirmPaidOrder, holdForReview } from '../orders/payment-outcome';
import { lockPayment, markSettled, recordCharge, type PaymentRow } from './queries';

export type PaymentOutcome =
  | { status: 'paid'; providerPaymentId: string | null }
  | { status: 'review'; providerPaymentId: string | null; receivedCents: number; currency: string }
  | { status: Exclude<PaymentStatus, 'open' | 'paid' | 'review'> };

export interface Settled {
  payment: PaymentRow;
  /** Whether this call moved it (false: it was already settled). */
  changed: boolean;
  /** The order's confirmation to hand to SMTP after the commit. */
  confirmationId?: number;
  /** Other emails the payment wrote (the store's new-order email, the buyer's receipt), handed over after it. */
  alsoQueued?: number[];
}

export interface SettleContext {
  queuedStatus: QueuedEmail['status'];
  queueDelivery?: QueueDelivery;
  publicUrl: string;
  /** Where the store is told of a new paid order. */
  storeEmail: string;
}

export async function settlePayment(db: Db, paymentId: number, outcome: PaymentOutcome, context: SettleContext, now = new Date()): Promise<Settled> {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) throw new Error(`No payment ${paymentId}`);
    if (payment.status !== 'open') return { payment, changed: false };

    const { orderId, giftCardPurchaseId } = payment;
    if (outcome.status === 'paid') {
      await markSettled(tx, payment.id, { status: 'paid', providerPaymentId: outcome.providerPaymentId, now });
      await recordCharge(tx, payment, outcome.providerPaymentId);
      const queued = orderId !== null ? await confirmPaidOrder(tx, orderId, context) : await completePurchase(tx, giftCardPurchaseId!, context, now);
      return {
        payment: { ...payment, status: 'paid', providerPaymentId: outcome.providerPaymentId, settledAt: now },
        changed: true,
        confirmationId: queued?.confirmationId,
        alsoQueued: queued?.alsoQueued,
      };
    }
    if (outcome.status === 'review') {
      await markSettled(tx, payment.id, { status: 'review', providerPaymentId: outcome.providerPaymentId, now });
      const money = { receivedCents: outcome.receivedCents, currency: outcome.currency, expectedCents: payment.amountCents, expectedCurrency: payment.currency };
      if (orderId !== null) await holdForReview(tx, orderId, money);
      return { payment: { ...payment, status: 'review', providerPaymentId: outcome.providerPaymentId, settledAt: now }, changed: true };
    }
    await markSettled(tx, payment.id, { status: outcome.status, now });
    if (orderId !== null) await cancelUnpaidOrder(tx, orderId, outcome.status);
    else await cancelPurchase(tx, giftCardPurchaseId!, now);
    return { payment: { ...payment, status: outcome.status, settledAt: now }, changed: true };
  });
}
