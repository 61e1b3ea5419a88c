// A return as the shopper and staff read it, and as its emails list it.
import { variantGid } from '../../shared/catalog/gid';
import { toDecimal } from '../../shared/money';
import type {
  AdminReturnDetail,
  Return,
  ReturnOutcome,
  ReturnReason,
  ReturnStatus,
} from '../../shared/schemas/returns';
import { RETURNS } from '../../shared/store';
import type { Tx } from '../db/database';
import { customerPageOfOrder } from '../customers/detail';
import type { ReturnEmail } from '../mail/templates';
import {
  eventsOfReturn,
  findOrderById,
  linesOfReturn,
  type ReturnLineWithItem,
  type ReturnOrder,
  type ReturnRow,
} from './queries';

export function presentLine({ line, name, size, color }: ReturnLineWithItem): Return['lines'][number] {
  return {
    id: line.id,
    itemId: line.orderItemId,
    name,
    size,
    color,
    quantity: line.quantity,
    price: toDecimal(line.unitPaidCents),
    reason: line.reason as ReturnReason,
    outcome: line.outcome as ReturnOutcome,
    exchange:
      line.outcome === 'exchange' && line.exchangeVariantId !== null
        ? { variantId: variantGid(line.exchangeVariantId), size: line.exchangeSize, color: line.exchangeColor }
        : null,
    note: line.note,
    restocked: line.restocked,
  };
}

/** What the shopper owes for dearer sizes, and whether it is paid; null when nothing is owed. */
export const chargeOf = (ret: Pick<ReturnRow, 'chargeCents' | 'chargePaidAt'>): Return['charge'] =>
  ret.chargeCents > 0
    ? {
        amount: toDecimal(ret.chargeCents),
        paid: ret.chargePaidAt !== null,
        paidAt: ret.chargePaidAt?.toISOString() ?? null,
      }
    : null;

export async function presentReturn(
  tx: Tx,
  ret: ReturnRow,
  order: Pick<ReturnOrder, 'trackingNumber'>,
): Promise<Return> {
  const [lines, events] = await Promise.all([linesOfReturn(tx, ret.id), eventsOfReturn(tx, ret.id)]);
  return {
    returnNumber: ret.returnNumber,
    status: ret.status as ReturnStatus,
    trackingNumber: order.trackingNumber,
    lines: lines.map(presentLine),
    sendTo: [...RETURNS.sendTo],
    refundAmount: toDecimal(ret.refundCents),
    charge: chargeOf(ret),
    label: ret.labelType && ret.labelAddedAt ? { type: ret.labelType, addedAt: ret.labelAddedAt.toISOString() } : null,
    events: events.map((event) => ({
      status: event.status as ReturnStatus,
      message: event.message,
      createdAt: event.createdAt.toISOString(),
    })),
    createdAt: ret.createdAt.toISOString(),
  };
}

export async function presentForStaff(tx: Tx, ret: ReturnRow): Promise<AdminReturnDetail> {
  const order = (await findOrderById(tx, ret.orderId))!;
  return {
    ...(await presentReturn(tx, ret, order)),
    id: ret.id,
    orderId: ret.orderId,
    shipsTo: order.country,
    customerName: order.customerName || order.email,
    email: order.email,
    customerPageId: await customerPageOfOrder(tx, order),
    refundId: ret.refundId,
    exchangeShipped: ret.exchangeShipped,
  };
}

/** What the return's emails say of it. */
export async function returnEmailOf(tx: Tx, ret: ReturnRow, order: ReturnOrder): Promise<ReturnEmail> {
  const lines = await linesOfReturn(tx, ret.id);
  return {
    email: order.email,
    customerName: order.customerName || order.email,
    returnNumber: ret.returnNumber,
    trackingNumber: order.trackingNumber,
    refundCents: ret.refundCents,
    chargeCents: ret.chargeCents,
    chargePaid: ret.chargePaidAt !== null,
    lines: lines.map(({ line, name, size, color, imageUrl }) => ({
      name,
      size,
      color,
      imageUrl,
      quantity: line.quantity,
      exchange: line.outcome === 'exchange' ? { size: line.exchangeSize, color: line.exchangeColor } : null,
    })),
  };
}
