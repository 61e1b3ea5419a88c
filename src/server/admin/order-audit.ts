// How order handling reads in the activity log: the order's stage, payment and fulfilment
// and the carrier of its latest parcel, before and after, with what the change itself added
// (a parcel's contents, the refund asked for).
import type { AuditKind } from '../../shared/audit';
import { toDecimal } from '../../shared/money';
import type { Snapshot } from '../audit/changes';
import { recordAudit } from '../audit/record';
import type { Tx } from '../db/database';
import type { ReturnLine } from '../orders/returns';

export interface OrderFields {
  id: number;
  status: string;
  paymentStatus: string;
  fulfillmentStatus: string;
  carrier: string | null;
  carrierTrackingNumber: string | null;
}

const fieldsOf = ({ status, paymentStatus, fulfillmentStatus, carrier, carrierTrackingNumber }: OrderFields) => ({
  status,
  paymentStatus,
  fulfillmentStatus,
  carrier,
  carrierTrackingNumber,
});

export const orderSubject = (orderId: number) => ({ type: 'order' as const, id: orderId, label: `#${orderId}` });

/**
 * One row for a change to an order, from its fields `before` to those of `now.order`; `added`
 * is what the change brought that the order row does not hold. Answers `now`.
 */
export async function recordOrderChange<T extends { order: OrderFields }>(
  tx: Tx,
  kind: AuditKind,
  before: OrderFields,
  now: T,
  added: Snapshot = {},
): Promise<T> {
  await recordAudit(tx, {
    kind,
    subject: orderSubject(now.order.id),
    before: fieldsOf(before),
    after: { ...fieldsOf(now.order), ...added },
  });
  return now;
}

/** A refund as asked for: its amount, why, and the lines put back on the shelf with it. */
export const refundFields = (
  refund: { amountCents: number; reason: string | null },
  restock: readonly ReturnLine[] | undefined,
): Snapshot => ({
  refund: toDecimal(refund.amountCents),
  reason: refund.reason,
  ...(restock?.length ? { restocked: restock.map(({ itemId, quantity }) => ({ itemId, quantity })) } : {}),
});
