// The emails an order's changes send: to the shopper when it ships, is delivered, cancelled
// or refunded, and to the store when it is paid for. Each is written to the outbox in the
// transaction that made the change, so it exists exactly when the change does; the mailer
// hands it to SMTP after the commit (or its retry does).
import { toCents } from '../../shared/money';
import type { ShippingMethod } from '../../shared/store';
import type { Tx } from '../db/database';
import { queueEmail, type QueueDelivery, type QueuedEmail } from '../mail/outbox-part';
import type { MailMessage } from '../ports/mailer';
import {
  newOrderNotificationEmail,
  orderCancelledEmail,
  orderDeliveredEmail,
  orderRefundedEmail,
  orderShippedEmail,
  returnRefundedEmail,
  type OrderUpdate,
} from '../mail/templates';
import { findParcels } from './fulfillment';
import { findOrderWithItems, findReturnOfRefund } from './queries';

export interface NotifyContext {
  publicUrl: string;
  queuedStatus: QueuedEmail['status'];
  /** Writes the job that hands the email to SMTP, in the same transaction; none in a store without a job queue. */
  queueDelivery?: QueueDelivery | undefined;
  /** Where the store hears of new orders. */
  storeEmail: string;
}

export type OrderNotice =
  | { kind: 'shipped'; shipmentId: number }
  | { kind: 'delivered' }
  /**
   * `reason`: a sentence for the shopper on why (none for a cancel by staff); `giftCardBack` false when the gift card
   * amount went back before.
   */
  | { kind: 'cancelled'; paidCents: number; reason?: string; giftCardBack?: boolean }
  /** `refundId`: the refund made, so the email names the return it was made for, if any. */
  | { kind: 'refunded'; amountCents: number; partial: boolean; refundId?: number | undefined }
  | { kind: 'new-order' };

const customerName = (customer: Record<string, unknown>) =>
  [customer.firstName, customer.lastName]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' ');

type OrderLine = NonNullable<Awaited<ReturnType<typeof findOrderWithItems>>>['items'][number];

/** The shipped email for one parcel: what it holds, and how much of the order is still to come. */
async function parcelEmail(
  tx: Tx,
  orderId: number,
  shipmentId: number,
  update: OrderUpdate,
  items: OrderLine[],
  publicUrl: string,
): Promise<MailMessage> {
  const parcels = await findParcels(tx, orderId);
  const parcel = parcels.find((candidate) => candidate.id === shipmentId);
  const shippedOf = (itemId: number) =>
    parcels.flatMap((p) => p.items).reduce((sum, line) => sum + (line.itemId === itemId ? line.quantity : 0), 0);
  const inParcel = (parcel?.items ?? []).flatMap((line) => {
    const item = items.find((candidate) => candidate.id === line.itemId);
    return item
      ? [{ name: item.name, size: item.size, color: item.color, quantity: line.quantity, imageUrl: item.imageUrl }]
      : [];
  });
  const stillToShip = items.reduce((sum, item) => sum + Math.max(0, item.quantity - shippedOf(item.id)), 0);
  const carrier = { carrier: parcel?.carrier ?? null, carrierTrackingNumber: parcel?.carrierTrackingNumber ?? null };
  return orderShippedEmail({ ...update, ...carrier, items: inParcel, stillToShip }, publicUrl);
}

/** Writes the notice's email for the order into the outbox; answers its id, or undefined when the order is gone. */
export async function queueOrderNotice(
  tx: Tx,
  orderId: number,
  notice: OrderNotice,
  context: NotifyContext,
): Promise<number | undefined> {
  const found = await findOrderWithItems(tx, orderId);
  if (!found) return undefined;
  const { order, items, giftCardCode } = found;
  const update = {
    email: order.email,
    customerName: customerName(order.customer) || order.email,
    trackingNumber: order.trackingNumber,
  };
  const parcel = items.map((item) => ({
    name: item.name,
    size: item.size,
    color: item.color,
    quantity: item.quantity,
    imageUrl: item.imageUrl,
  }));
  let message: MailMessage;
  switch (notice.kind) {
    case 'shipped':
      message = await parcelEmail(tx, orderId, notice.shipmentId, update, items, context.publicUrl);
      break;
    case 'delivered':
      message = orderDeliveredEmail({ ...update, items: parcel }, context.publicUrl);
      break;
    case 'cancelled':
      message = orderCancelledEmail(
        {
          ...update,
          paidCents: notice.paidCents,
          giftCardCents: notice.giftCardBack === false ? 0 : toCents(order.giftCardAmount),
          giftCardLast4: giftCardCode ? giftCardCode.slice(-4) : null,
          reason: notice.reason ?? null,
        },
        context.publicUrl,
      );
      break;
    case 'refunded': {
      const refunded = { ...update, amountCents: notice.amountCents, partial: notice.partial };
      const forReturn = notice.refundId === undefined ? undefined : await findReturnOfRefund(tx, notice.refundId);
      message = forReturn
        ? returnRefundedEmail({ ...refunded, ...forReturn }, context.publicUrl)
        : orderRefundedEmail(refunded, context.publicUrl);
      break;
    }
    case 'new-order':
      message = {
        ...newOrderNotificationEmail(
          {
            id: order.id,
            trackingNumber: order.trackingNumber,
            customerName: update.customerName,
            email: order.email,
            items: items.map((item, i) => ({ ...parcel[i]!, priceCents: toCents(item.price) })),
            totalCents: toCents(order.total) + toCents(order.giftCardAmount),
            shippingMethod: order.shippingMethod as ShippingMethod,
          },
          context.publicUrl,
        ),
        to: context.storeEmail,
      };
      break;
  }
  // The emails linked to an order are the shopper's; the store's own notice stands apart.
  return queueEmail(
    tx,
    { ...message, status: context.queuedStatus },
    notice.kind === 'new-order' ? null : orderId,
    context.queueDelivery,
  );
}
