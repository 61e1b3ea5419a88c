// Order rules for staff: the detail view and status changes by ORDER_TRANSITIONS.
// Cancelling releases what checkout took (orders/release.ts); the guarded status update
// makes that happen exactly once however often it is sent.
import { transitionRefused, type AdminOrderDetail, type OrderStatusChange } from '../../shared/schemas/admin';
import { toCents, toDecimal } from '../../shared/money';
import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from '../../shared/store';
import type { CatalogEvents } from '../catalog/events';
import type { Db, Tx } from '../db/database';
import { conflict, notFound } from '../http/errors';
import { releaseOrder } from '../orders/release';
import * as q from './order-queries';

const ORDER_NOT_FOUND = 'Order not found';
const money = (value: string) => toDecimal(toCents(value));
const isStatus = (status: string): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status);
export const allowedTransitions = (status: string): readonly OrderStatus[] => (isStatus(status) ? ORDER_TRANSITIONS[status] : []);

export async function getOrderDetail(db: Tx, orderId: number): Promise<AdminOrderDetail> {
  const found = await q.findOrderDetail(db, orderId);
  if (!found) throw notFound(ORDER_NOT_FOUND);
  const { order, items, events } = found;
  return {
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
  db: Db,
  orderId: number,
  change: OrderStatusChange,
  adminUserId: number,
  events: CatalogEvents,
): Promise<AdminOrderDetail> {
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
    if (change.status === 'cancelled') await releaseOrder(tx, moved);
    return getOrderDetail(tx, orderId);
  });
  // Stock came back.
  if (change.status === 'cancelled') events.changed();
  return detail;
}
