// The one transition of a payment, whoever reports its outcome: the shopper's return, the
// shopper's Cancel, the demo page, a webhook or the sweeper. Under the payment's row lock,
// only an open payment moves: paid records one charge in the ledger, and the handler of what
// it pays for (handlers.ts) acts in the same transaction: the order is confirmed or the gift
// card issued when paid, given back when unpaid, held for staff when the money is not the
// amount asked. Money that came in for something that can no longer take it (an order
// cancelled before its payment arrived, or whose stock sold out meanwhile) is refunded in
// full: the refund is written with the charge and sent after the commit. Whatever arrives
// second, twice or out of order finds the payment settled and changes nothing.
import type { PaymentStatus } from '../../shared/schemas/payments';
import type { Db } from '../db/database';
import type { JobQueue } from '../jobs/queue';
import {
  handlerOf,
  orderOfPayment,
  paidFor,
  type PaymentHandlers,
  type PaymentKind,
  type PaymentMail,
} from './handlers';
import { lockPayment, markManySettled, markSettled, recordCharge, type PaymentRow } from './queries';
import { queueRefund, requestRefund } from './refunds';

export type PaymentOutcome =
  | { status: 'paid'; providerPaymentId: string | null }
  | { status: 'review'; providerPaymentId: string | null; receivedCents: number; currency: string }
  | { status: Exclude<PaymentStatus, 'open' | 'paid' | 'review'> };

export interface Settled {
  payment: PaymentRow;
  /** Whether this call moved it (false: it was already settled). */
  changed: boolean;
  /** The confirmation (the order's, or the gift card's) to hand to SMTP after the commit. */
  confirmationId?: number;
  /** Other emails the payment wrote (the store's new-order email, the buyer's receipt), handed over after it. */
  alsoQueued?: number[];
  /** The refund of money that could not be taken, to send to the provider after the commit. */
  refundId?: number;
  /** Whether what it paid for took its stock only now (a store that takes stock at payment). */
  stockTaken?: boolean;
}

export async function settlePayment(
  deps: { db: Db; handlers: PaymentHandlers; jobs?: Pick<JobQueue, 'enqueue'> | undefined },
  paymentId: number,
  outcome: PaymentOutcome,
  mail: PaymentMail,
  now = new Date(),
): Promise<Settled> {
  return deps.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) throw new Error(`No payment ${paymentId}`);
    if (payment.status !== 'open') return { payment, changed: false };

    const { handler, id } = handlerOf(deps.handlers, payment);
    if (outcome.status === 'paid') {
      await markSettled(tx, payment.id, { status: 'paid', providerPaymentId: outcome.providerPaymentId, now });
      await recordCharge(tx, payment, await orderOfPayment(tx, deps.handlers, payment), outcome.providerPaymentId);
      const paid: PaymentRow = {
        ...payment,
        status: 'paid',
        providerPaymentId: outcome.providerPaymentId,
        settledAt: now,
      };
      const queued = await handler.paid(tx, id, mail, now);
      if (queued && 'refused' in queued) {
        const refund = (await requestRefund(tx, paid, { reason: queued.refused, staffId: null }))!;
        await queueRefund(deps.jobs, tx, refund.id);
        return {
          payment: paid,
          changed: true,
          refundId: refund.id,
          alsoQueued: queued.noticeId === undefined ? [] : [queued.noticeId],
        };
      }
      return {
        payment: paid,
        changed: true,
        confirmationId: queued?.confirmationId,
        alsoQueued: queued?.alsoQueued,
        stockTaken: queued?.stockTaken === true,
      };
    }
    if (outcome.status === 'review') {
      // The money is in, whatever staff decide: the ledger says what arrived.
      const received = { cents: outcome.receivedCents, currency: outcome.currency.toLowerCase() };
      await markSettled(tx, payment.id, {
        status: 'review',
        providerPaymentId: outcome.providerPaymentId,
        now,
        received,
      });
      const orderId = await orderOfPayment(tx, deps.handlers, payment);
      await recordCharge(tx, payment, orderId, outcome.providerPaymentId, received);
      const money = {
        receivedCents: outcome.receivedCents,
        currency: outcome.currency,
        expectedCents: payment.amountCents,
        expectedCurrency: payment.currency,
      };
      await handler.review(tx, id, money, now);
      return {
        payment: {
          ...payment,
          status: 'review',
          providerPaymentId: outcome.providerPaymentId,
          settledAt: now,
          receivedCents: received.cents,
          receivedCurrency: received.currency,
        },
        changed: true,
      };
    }
    await markSettled(tx, payment.id, { status: outcome.status, now });
    await handler.unpaid(tx, id, outcome.status, now);
    return { payment: { ...payment, status: outcome.status, settledAt: now }, changed: true };
  });
}

/**
 * Settles as expired, in one transaction, those of the payments still open whose pages have
 * ended unpaid (the sweep's pile of expired holds); what they held is given back together.
 * Answers how many moved. One that another transaction is settling is left to it.
 */
export async function settleExpiredPayments(
  deps: { db: Db; handlers: PaymentHandlers },
  paymentIds: readonly number[],
  now = new Date(),
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const moved = await markManySettled(tx, paymentIds, 'expired', now);
    const byKind = new Map<PaymentKind, number[]>();
    for (const payment of moved) {
      const what = paidFor(payment);
      byKind.set(what.kind, [...(byKind.get(what.kind) ?? []), what.id]);
    }
    for (const [kind, ids] of byKind) {
      const handler = deps.handlers[kind];
      if (handler.unpaidMany) await handler.unpaidMany(tx, ids, 'expired', now);
      else for (const id of ids) await handler.unpaid(tx, id, 'expired', now);
    }
    return moved.length;
  });
}
