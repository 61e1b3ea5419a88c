// Order rules for staff: the detail view, status changes by ORDER_TRANSITIONS, and refunds.
// Cancelling releases what checkout took (orders/release.ts) and gives back what was paid
// through the provider (payments/refunds.ts); the guarded status update makes that happen
// exactly once however often it is sent.
import { transitionRefused, type AdminOrderDetail, type OrderStatusChange } from '../../shared/schemas/admin';
import { toCents, toDecimal } from '../../shared/money';
import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from '../../shared/store';
import type { CatalogEvents } from '../catalog/events';
import type { Tx } from '../db/database';
import { conflict, notFound } from '../http/errors';
import { releaseOrder } from '../orders/release';
import { findPaymentsOfOrder } from '../payments/queries';
import { findRefunds, lockPaidPayment, nothingLeftToRefund, refundableCents, queueRefund, requestRefund, sendRefund, type RefundRow } from '../payments/refunds';
import type { PaymentDeps } from '../payments/service';
import * as q from './order-queries';
import type { ShippingMethod } from '../../shared/store';

const ORDER_NOT_FOUND = 'Order not found';
const money = (value: string) => toDecimal(toCents(value));
const isStatus = (status: string): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status);
export const allowedTransitions = (status: string): readonly OrderStatus[] => (isStatus(status) ? ORDER_TRANSITIONS[status] : []);

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
      status: event.status,
      note: event.note,
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
  const detail = await db.transaction(async (tx) => {
    const current = await q.findOrderStatus(tx, orderId);
    if (current === undefined) throw notFound(ORDER_NOT_FOUND);
    const refused = (from: string) =>
      conflict(transitionRefused(from, change.status), [{ path: 'status', message: transitionRefused(from, change.status) }]);
    if (!allowedTransitions(current).includes(change.status)) throw refused(current);

    const shipment =
      change.status === 'shipped' && change.carrier && change.carrierTrackingNumber
        ? { carrier: change.carrier, carrierTrackingNumber: change.carrierTrackingNumber }
        : undefined;
    const moved = await q.moveOrderStatus(tx, orderId, current, change.status, shipment);
    // Someone else changed it between our read and our update: report where it is now.
    if (!moved) throw refused((await q.findOrderStatus(tx, orderId)) ?? current);

    await q.insertOrderEvent(tx, { orderId, status: change.status, note: change.note ?? null, adminUserId });
    if (change.status === 'cancelled') {
      await releaseOrder(tx, moved);
      const paid = await lockPaidPayment(tx, orderId);
      if (paid) refund = await requestRefund(tx, paid, { reason: change.note ?? 'Order cancelled', staffId: adminUserId });
      if (refund) await queueRefund(payments.jobs, tx, refund.id);
    }
    return getOrderDetail(tx, orderId);
  });
  // Stock came back.
  if (change.status === 'cancelled') events.changed();
  // Sent after the commit: a provider that does not answer leaves it pending for its job.
  if (refund) {
    await sendRefund(payments, refund.id);
    return getOrderDetail(db, orderId);
  }
  return detail;
}

/** Gives back part of a paid order (a line's price, or any amount up to what is left). */
export async function refundPartOfOrder(payments: PaymentDeps, orderId: number, request: { amount: string; reason?: string | undefined }, staffId: number): Promise<AdminOrderDetail> {
  const { db } = payments;
  const refund = await db.transaction(async (tx) => {
    if ((await q.findOrderStatus(tx, orderId)) === undefined) throw notFound(ORDER_NOT_FOUND);
    const paid = await lockPaidPayment(tx, orderId);
    if (!paid) throw nothingLeftToRefund(0);
    const refund = await requestRefund(tx, paid, { amountCents: toCents(request.amount), reason: request.reason ?? null, staffId });
    if (refund) await queueRefund(payments.jobs, tx, refund.id);
    return refund;
  });
  await sendRefund(payments, refund!.id);
  return getOrderDetail(db, orderId);
}
