// Staff's decision on a payment held for review (another amount or currency arrived): accept
// it and confirm the order, refund it and cancel the order, or cancel the order and keep the
// money to settle with the shopper (a refund from the order's refund form, or one already made
// in the provider's dashboard). One transaction composes the orders module's move and the
// payments module's: the order's row lock and the payment's status guard let a double click
// happen once; the second answers 409.
import type { AdminOrderDetail, HeldPaymentDecision } from '../../shared/schemas/admin';
import type { CatalogEvents } from '../catalog/events';
import { conflict, notFound } from '../http/errors';
import { refundAsked } from '../orders/refund-notes';
import { noteOnOrder } from '../orders/moves';
import { acceptHeldPayment, cancelHeldOrder, lockOrderInReview, NOT_IN_REVIEW } from '../orders/review';
import { lockPaymentInReview, takeReviewedPayment } from '../payments/queries';
import { queueRefund, requestRefund, sendRefund, type RefundRow } from '../payments/refunds';
import { notifyContextOf, type PaymentDeps } from '../payments/service';
import { getOrderDetail } from './order-service';
import { recordOrderChange, type OrderFields } from './order-audit';
import { lockOrderState } from './order-queries';
import { toDecimal } from '../../shared/money';
import type { Tx } from '../db/database';

const REFUND_REASON = 'Payment held for review, refunded with the cancel';

/**
 * The decision's row in the activity log: the order's stage and payment before and after, the decision and any refund.
 */
async function recordReview(tx: Tx, before: OrderFields, decision: HeldPaymentDecision, refund: RefundRow | undefined) {
  const after = (await lockOrderState(tx, before.id))!;
  await recordOrderChange(
    tx,
    'order.payment_reviewed',
    before,
    { order: after },
    {
      decision: decision.action,
      note: decision.note ?? null,
      ...(refund ? { refund: toDecimal(refund.amountCents) } : {}),
    },
  );
}

export async function decideHeldPayment(
  payments: PaymentDeps,
  orderId: number,
  decision: HeldPaymentDecision,
  staffId: number,
  events: CatalogEvents,
): Promise<AdminOrderDetail> {
  const { db } = payments;
  let refund: RefundRow | undefined;
  const emails: number[] = [];
  await db.transaction(async (tx) => {
    if (!(await lockOrderInReview(tx, orderId))) throw notFound('Order not found');
    const before = (await lockOrderState(tx, orderId))!;
    const payment = await lockPaymentInReview(tx, orderId);
    if (!payment || !(await takeReviewedPayment(tx, payment.id)))
      throw conflict(NOT_IN_REVIEW, [{ path: 'status', message: NOT_IN_REVIEW }]);
    const notify = notifyContextOf(payments);
    const why = { by: staffId, note: decision.note ?? null };
    if (decision.action === 'accept') {
      emails.push(...(await acceptHeldPayment(tx, orderId, why, notify)));
      await recordReview(tx, before, decision, undefined);
      return;
    }
    if (decision.action === 'refund') {
      refund = await requestRefund(tx, { ...payment, status: 'paid' }, { reason: REFUND_REASON, staffId });
      if (refund) {
        await noteOnOrder(tx, orderId, {
          by: staffId,
          kind: 'payment',
          text: refundAsked(refund.amountCents, refund.reason),
        });
        await queueRefund(payments.jobs, tx, refund.id);
      }
    }
    const noticeId = await cancelHeldOrder(tx, orderId, { ...why, refundCents: refund?.amountCents ?? 0 }, notify);
    if (noticeId !== undefined) emails.push(noticeId);
    await recordReview(tx, before, decision, refund);
  });
  // A cancel gave the stock back.
  if (decision.action !== 'accept') events.changed();
  for (const id of emails) await payments.mailer.deliver(id);
  // Sent after the commit: a provider that does not answer leaves it pending for its job.
  if (refund) await sendRefund(payments, refund.id);
  return getOrderDetail(db, orderId);
}
