// Shipping for staff: a parcel of chosen lines, or many orders at once each in one parcel.
// Each parcel, its shipped email and its line in the activity log are written in one
// transaction; the email is handed to the mail server after the commit (or by its job).
import type { AdminOrderDetail } from '../../shared/schemas/admin';
import type { BulkShipResult, ShipmentRequest } from '../../shared/schemas/shipments';
import { HttpError } from '../http/errors';
import { shipParcel } from '../orders/fulfillment';
import { queueOrderNotice } from '../orders/notifications';
import { notifyContextOf, type PaymentDeps } from '../payments/service';
import { getOrderDetail } from './order-service';
import { recordOrderChange } from './order-audit';
import { lockOrderState } from './order-queries';

async function shipOne(
  payments: PaymentDeps,
  orderId: number,
  request: Partial<ShipmentRequest>,
  staffId: number,
): Promise<number | undefined> {
  return payments.db.transaction(async (tx) => {
    const before = await lockOrderState(tx, orderId);
    const parcel = await shipParcel(tx, orderId, {
      lines: request.lines,
      carrier: request.carrier ?? null,
      carrierTrackingNumber: request.carrierTrackingNumber ?? null,
      note: request.note ?? null,
      by: staffId,
    });
    if (before) await recordOrderChange(tx, 'order.parcel_shipped', before, parcel, { parcel: parcel.contents });
    return queueOrderNotice(tx, orderId, { kind: 'shipped', shipmentId: parcel.shipmentId }, notifyContextOf(payments));
  });
}

/** Ships the chosen lines (or everything left) in one parcel and tells the shopper. */
export async function shipPartOfOrder(
  payments: PaymentDeps,
  orderId: number,
  request: ShipmentRequest,
  staffId: number,
): Promise<AdminOrderDetail> {
  const noticeId = await shipOne(payments, orderId, request, staffId);
  if (noticeId !== undefined) await payments.mailer.deliver(noticeId);
  return getOrderDetail(payments.db, orderId);
}

/**
 * Marks each order shipped with everything it has left, in one parcel without a tracking
 * number. An order that cannot ship (unpaid, cancelled, already shipped) is reported and the
 * others still ship.
 */
export async function shipOrders(
  payments: PaymentDeps,
  orderIds: readonly number[],
  staffId: number,
): Promise<BulkShipResult> {
  const result: BulkShipResult = { shipped: [], refused: [] };
  for (const id of new Set(orderIds)) {
    try {
      const noticeId = await shipOne(payments, id, {}, staffId);
      result.shipped.push(id);
      if (noticeId !== undefined) await payments.mailer.deliver(noticeId);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      result.refused.push({ id, message: error.message });
    }
  }
  return result;
}
