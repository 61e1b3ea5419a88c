// Order rules for staff: the detail view, stage changes (orders/moves.ts), and refunds.
// Cancelling releases what checkout took (orders/release.ts) and gives back what was paid
// through the provider (payments/refunds.ts); the guarded status update makes that happen
// exactly once however often it is sent.
import { askToTellWaiting } from '../back-in-stock/notify';
import { transitionRefused, type AdminOrderDetail, type OrderStatusChange } from '../../shared/schemas/admin';
import { toCents, toDecimal } from '../../shared/money';
import type { CatalogEvents } from '../catalog/events';
import type { Tx } from '../db/database';
import { conflict, notFound } from '../http/errors';
import { findParcels, shipParcel } from '../orders/fulfillment';
import { releaseOrder } from '../orders/release';
import { linesReturned, type ReturnLine } from '../orders/returns';
import { askOrderRefund } from '../orders/refund-request';
import { allowedTransitions, moveOrder, noteOnOrder, type StageMove } from '../orders/moves';
import { refundAsked } from '../orders/refund-notes';
import { queueOrderNotice } from '../orders/notifications';
import { findOpenPaymentOfOrder, findPaymentsOfOrder, type PaymentRow } from '../payments/queries';
import {
  findRefunds,
  lockPaidPayment,
  refundableCents,
  queueRefund,
  requestRefund,
  sendRefund,
  type RefundRow,
} from '../payments/refunds';
import { cancelPayment, notifyContextOf, type PaymentDeps } from '../payments/service';
import * as q from './order-queries';
import { orderSubject, recordOrderChange, refundFields } from './order-audit';
import { recordAudit } from '../audit/record';
import type { ShippingMethod } from '../../shared/store';
import { customerPageOfOrder } from '../customers/detail';

const ORDER_NOT_FOUND = 'Order not found';
const money = (value: string) => toDecimal(toCents(value));

export async function getOrderDetail(db: Tx, orderId: number): Promise<AdminOrderDetail> {
  const found = await q.findOrderDetail(db, orderId);
  if (!found) throw notFound(ORDER_NOT_FOUND);
  const { order, items, events } = found;
  const parcels = await findParcels(db, orderId);
  const shippers = await q.findStaffNames(db, [
    ...new Set(parcels.flatMap((parcel) => (parcel.adminUserId === null ? [] : [parcel.adminUserId]))),
  ]);
  const shippedOf = (itemId: number) =>
    parcels
      .flatMap((parcel) => parcel.items)
      .reduce((sum, line) => sum + (line.itemId === itemId ? line.quantity : 0), 0);
  const returns = await linesReturned(db, orderId);
  const paymentsOfOrder = await findPaymentsOfOrder(db, orderId);
  const refundsOfOrder = await findRefunds(
    db,
    paymentsOfOrder.map((payment) => payment.id),
  );
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
      received:
        payment.receivedCents === null
          ? null
          : { amount: toDecimal(payment.receivedCents), currency: payment.receivedCurrency ?? payment.currency },
      createdAt: payment.createdAt.toISOString(),
      settledAt: payment.settledAt?.toISOString() ?? null,
    })),
    order: {
      id: order.id,
      trackingNumber: order.trackingNumber,
      email: order.email,
      customerPageId: await customerPageOfOrder(db, order),
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
      discounts: order.discounts.map(({ title, code, amountCents, shippingCents }) => ({
        title,
        code,
        amountCents,
        shippingCents,
      })),
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
      shipped: shippedOf(item.id),
      returned: returns.find((line) => line.itemId === item.id)?.returned ?? 0,
      price: money(item.price),
    })),
    shipments: parcels.map((parcel) => ({
      id: parcel.id,
      carrier: parcel.carrier,
      carrierTrackingNumber: parcel.carrierTrackingNumber,
      shippedAt: parcel.shippedAt.toISOString(),
      shippedBy: parcel.adminUserId === null ? null : (shippers.get(parcel.adminUserId) ?? null),
      items: parcel.items.map((line) => ({ ...line, name: items.find((item) => item.id === line.itemId)?.name ?? '' })),
    })),
    events: events.map((event) => ({
      kind: event.kind,
      status: event.status,
      note: event.note,
      shopperNote: event.shopperNote,
      createdAt: event.createdAt.toISOString(),
      adminUsername: event.adminUsername,
    })),
    allowedTransitions: [...allowedTransitions(order)],
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
  let unpaid: PaymentRow | undefined;
  let noticeId: number | undefined;
  const detail = await db.transaction(async (tx) => {
    const state = await q.lockOrderState(tx, orderId);
    if (state === undefined) throw notFound(ORDER_NOT_FOUND);
    const current = state.status;
    const refused = (from: string) =>
      conflict(transitionRefused(from, change.status), [
        { path: 'status', message: transitionRefused(from, change.status) },
      ]);
    if (!allowedTransitions(state).includes(change.status)) throw refused(current);
    const notify = notifyContextOf(payments);

    if (change.status === 'shipped') {
      // Outside tools ship with a status change: one parcel with everything not yet shipped.
      const by = { note: change.note ?? null, by: adminUserId };
      const parcel = await shipParcel(tx, orderId, {
        carrier: change.carrier ?? null,
        carrierTrackingNumber: change.carrierTrackingNumber ?? null,
        ...by,
      });
      noticeId = await queueOrderNotice(tx, orderId, { kind: 'shipped', shipmentId: parcel.shipmentId }, notify);
      return recordOrderChange(tx, 'order.parcel_shipped', state, await getOrderDetail(tx, orderId), {
        parcel: parcel.contents,
      });
    }
    const moved = await moveOrder(tx, orderId, {
      from: current as StageMove['to'],
      to: change.status,
      by: adminUserId,
      note: change.note ?? null,
      also: alsoChanging(change),
    });
    // Someone else changed it between our read and our update: report where it is now.
    if (!moved) throw refused((await q.findOrderStatus(tx, orderId)) ?? current);

    if (change.status === 'cancelled') {
      await releaseOrder(tx, moved);
      await askToTellWaiting(payments.jobs, tx);
      // Not paid yet: its payment page is closed after the commit (closeUnpaidPage).
      if (current === 'awaiting_payment') unpaid = await findOpenPaymentOfOrder(tx, orderId);
      const paid = await lockPaidPayment(tx, orderId);
      if (paid)
        refund = await requestRefund(tx, paid, { reason: change.note ?? 'Order cancelled', staffId: adminUserId });
      if (refund) {
        await noteOnOrder(tx, orderId, {
          by: adminUserId,
          kind: 'payment',
          text: refundAsked(refund.amountCents, refund.reason),
        });
        await queueRefund(payments.jobs, tx, refund.id);
      }
      noticeId = await queueOrderNotice(
        tx,
        orderId,
        { kind: 'cancelled', paidCents: refund?.amountCents ?? 0 },
        notify,
      );
    }
    if (change.status === 'delivered') noticeId = await queueOrderNotice(tx, orderId, { kind: 'delivered' }, notify);
    return recordOrderChange(
      tx,
      'order.status_changed',
      state,
      await getOrderDetail(tx, orderId),
      refund ? { refundAsked: toDecimal(refund.amountCents) } : {},
    );
  });
  // Stock came back.
  if (change.status === 'cancelled') events.changed();
  if (noticeId !== undefined) await payments.mailer.deliver(noticeId);
  if (unpaid) {
    await closeUnpaidPage(payments, unpaid);
    return getOrderDetail(db, orderId);
  }
  // Sent after the commit: a provider that does not answer leaves it pending for its job.
  if (refund) {
    await sendRefund(payments, refund.id);
    return getOrderDetail(db, orderId);
  }
  return detail;
}

/**
 * Staff cancelled an order while its payment page was open: the page is closed, so the
 * shopper can no longer pay there. A payment made first settles now and, its order being
 * cancelled, is refunded in full (orders/payment-outcome.ts). A provider that does not answer
 * leaves the page to the sweep, which settles it the same way when it expires.
 */
async function closeUnpaidPage(payments: PaymentDeps, payment: PaymentRow): Promise<void> {
  try {
    await cancelPayment(payments, payment);
  } catch (error) {
    payments.log.warn(
      { err: error, paymentId: payment.id },
      'the payment page of a cancelled order could not be closed',
    );
  }
}

/** Delivery sets the goods delivered (shipping sets them fulfilled, orders/fulfillment.ts). */
function alsoChanging(change: OrderStatusChange): StageMove['also'] {
  if (change.status === 'delivered') return { fulfillmentStatus: 'delivered' };
  return undefined;
}

/** Gives back part of a paid order (a line's price, or any amount up to what is left). */
export async function refundPartOfOrder(
  payments: PaymentDeps,
  orderId: number,
  request: { amount: string; reason?: string | undefined; restock?: ReturnLine[] | undefined },
  staffId: number,
  events: CatalogEvents,
): Promise<AdminOrderDetail> {
  const { db } = payments;
  let restocked = false;
  const refund = await db.transaction(async (tx) => {
    if ((await q.findOrderStatus(tx, orderId)) === undefined) throw notFound(ORDER_NOT_FOUND);
    const asked = await askOrderRefund(tx, payments.jobs, orderId, {
      amountCents: toCents(request.amount),
      reason: request.reason ?? null,
      staffId,
      restock: request.restock,
    });
    restocked = asked.restocked;
    await recordAudit(tx, {
      kind: 'order.refunded',
      subject: orderSubject(orderId),
      after: refundFields(asked.refund, request.restock),
    });
    return asked.refund;
  });
  // Stock came back.
  if (restocked) events.changed();
  await sendRefund(payments, refund.id);
  return getOrderDetail(db, orderId);
}
