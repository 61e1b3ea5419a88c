// Order rules for staff: the detail view, stage changes (orders/moves.ts), and refunds.
// Cancelling releases what checkout took (orders/release.ts) and gives back what was paid
// through the provider (payments/refunds.ts); the guarded status update makes that happen
// exactly once however often it is sent.
import { transitionRefused, type AdminOrderDetail, type OrderStatusChange } from '../../shared/schemas/admin';
import { toCents, toDecimal } from '../../shared/money';
import type { CatalogEvents } from '../catalog/events';
import type { Tx } from '../db/database';
import { conflict, notFound } from '../http/errors';
import { releaseOrder } from '../orders/release';
import { allowedTransitions, moveOrder, noteOnOrder, type StageMove } from '../orders/moves';
import { refundAsked } from '../orders/refund-notes';
import { queueOrderNotice } from '../orders/notifications';
import { findPaymentsOfOrder } from '../payments/queries';
import { findRefunds, lockPaidPayment, nothingLeftToRefund, refundableCents, queueRefund, requestRefund, sendRefund, type RefundRow } from '../payments/refunds';
import { notifyContextOf, type PaymentDeps } from '../payments/service';
import * as q from './order-queries';
import type { ShippingMethod } from '../../shared/store';

const ORDER_NOT_FOUND = 'Order not found';
const money = (value: string) => toDecimal(toCents(value));

export async function getOrderDetail(db: Tx, orderId: number): Promise<AdminOrderDetail> {
  const found = await q.findOrderDetail(db, orderId);
  if (!found) throw notFound(ORDER_NOT_FOUND);
  const { order, items, events } = found;
  const paymentsOfOrder = await findPaymentsOfOrder(db, orderId);
  const refundsOfOrder = await findRefunds(db, paymentsOfOrder.map((payment) => payment.id));
  const paid = paymentsOfOrder.find((payment) => payment.status === 'paid');
  return {
    refunds: refundsOfOrder.map((refund) => ({
      id: refund.id,
      amount: toDecimal(refund.amountCents),
      status: refund.status,
      reason: refund.reason,
      providerRefundId: refund.providerRefundId,
      lastError: refund.lastError,
      createdAt: refund.createdAt.toISOString(),
      settledAt: refund.settledAt?.toISOString() ?? null,
    })),
    refundable: toDecimal(paid ? await refundableCents(db, paid) : 0),
    payments: paymentsOfOrder.map((payment) => ({
      provider: payment.provider,
      status: payment.status,
      amount: toDecimal(payment.amountCents),
      currency: payment.currency,
      providerSessionId: payment.providerSessionId,
      providerPaymentId: payment.providerPaymentId,
      createdAt: payment.createdAt.toISOString(),
      settledAt: payment.settledAt?.toISOString() ?? null,
    })),
    order: {
      id: order.id,
      trackingNumber: order.trackingNumber,
      email: order.email,
      status: order.status,
      paymentStatus: order.paymentStatus as AdminOrderDetail['order']['paymentStatus'],
      fulfillmentStatus: order.fulfillmentStatus as AdminOrderDetail['order']['fulfillmentStatus'],
      subtotal: money(order.subtotal),
      discount: money(order.discount),
      shipping: money(order.shipping),
      tax: money(order.tax),
      giftCardAmount: money(order.giftCardAmount),
      total: money(order.total),
      shippingAddress: order.shippingAddress,
      shippingMethod: order.shippingMethod as ShippingMethod,
      customer: order.customer,
      notes: order.notes,
      promoCode: order.promoCode,
      carrier: order.carrier,
      carrierTrackingNumber: order.carrierTrackingNumber,
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
    },
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      variantId: item.variantId,
      name: item.name,
      imageUrl: item.imageUrl,
      sku: item.sku,
      designId: item.designId,
      size: item.size,
      color: item.color,
      quantity: item.quantity,
      price: money(item.price),
    })),
    events: events.map((event) => ({
      kind: event.kind,
      status: event.status,
      note: event.note,
      shopperNote: event.shopperNote,
      createdAt: event.createdAt.toISOString(),
      adminUsername: event.adminUsername,
    })),
    allowedTransitions: [...allowedTransitions(order.status)],
  };
}

export async function changeOrderStatus(
  payments: PaymentDeps,
  orderId: number,
  change: OrderStatusChange,
  adminUserId: number,
  events: CatalogEvents,
): Promise<AdminOrderDetail> {
  const { db } = payments;
  let refund: RefundRow | undefined;
  let noticeId: number | undefined;
  const detail = await db.transaction(async (tx) => {
    const current = await q.findOrderStatus(tx, orderId);
    if (current === undefined) throw notFound(ORDER_NOT_FOUND);
    const refused = (from: string) =>
      conflict(transitionRefused(from, change.status), [{ path: 'status', message: transitionRefused(from, change.status) }]);
    if (!allowedTransitions(current).includes(change.status)) throw refused(current);

    const moved = await moveOrder(tx, orderId, { from: current as StageMove['to'], to: change.status, by: adminUserId, note: change.note ?? null, also: alsoChanging(change) });
    // Someone else changed it between our read and our update: report where it is now.
    if (!moved) throw refused((await q.findOrderStatus(tx, orderId)) ?? current);

    const notify = notifyContextOf(payments);
    if (change.status === 'cancelled') {
      await releaseOrder(tx, moved);
      const paid = await lockPaidPayment(tx, orderId);
      if (paid) refund = await requestRefund(tx, paid, { reason: change.note ?? 'Order cancelled', staffId: adminUserId });
      if (refund) {
        await noteOnOrder(tx, orderId, { by: adminUserId, kind: 'payment', text: refundAsked(refund.amountCents, refund.reason) });
        await queueRefund(payments.jobs, tx, refund.id);
      }
      noticeId = await queueOrderNotice(tx, orderId, { kind: 'cancelled', paidCents: refund?.amountCents ?? 0 }, notify);
    }
    if (change.status === 'shipped' || change.status === 'delivered') noticeId = await queueOrderNotice(tx, orderId, { kind: change.status }, notify);
    return getOrderDetail(tx, orderId);
  });
  // Stock came back.
  if (change.status === 'cancelled') events.changed();
  if (noticeId !== undefined) await payments.mailer.deliver(noticeId);
  // Sent after the commit: a provider that does not answer leaves it pending for its job.
  if (refund) {
    await sendRefund(payments, refund.id);
    return getOrderDetail(db, orderId);
  }
  return detail;
}

/** Shipping records the parcel's carrier and sets the goods fulfilled; delivery sets them delivered. */
function alsoChanging(change: OrderStatusChange): StageMove['also'] {
  if (change.status === 'shipped') {
    return { carrier: change.carrier ?? null, carrierTrackingNumber: change.carrierTrackingNumber ?? null, fulfillmentStatus: 'fulfilled' };
  }
  if (change.status === 'delivered') return { fulfillmentStatus: 'delivered' };
  return undefined;
}

/** Gives back part of a paid order (a line's price, or any amount up to what is left). */
export async function refundPartOfOrder(payments: PaymentDeps, orderId: number, request: { amount: string; reason?: string | undefined }, staffId: number): Promise<AdminOrderDetail> {
  const { db } = payments;
  const refund = await db.transaction(async (tx) => {
    if ((await q.findOrderStatus(tx, orderId)) === undefined) throw notFound(ORDER_NOT_FOUND);
    const paid = await lockPaidPayment(tx, orderId);
    if (!paid) throw nothingLeftToRefund(0);
    const asked = await requestRefund(tx, paid, { amountCents: toCents(request.amount), reason: request.reason ?? null, staffId });
    await noteOnOrder(tx, orderId, { by: staffId, kind: 'payment', text: refundAsked(asked!.amountCents, asked!.reason) });
    await queueRefund(payments.jobs, tx, asked!.id);
    return asked;
  });
  await sendRefund(payments, refund!.id);
  return getOrderDetail(db, orderId);
}
