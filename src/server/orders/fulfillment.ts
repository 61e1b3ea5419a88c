// Parcels: staff ship an order's lines in one parcel or several, each with its carrier and
// tracking number. The order row is locked while a parcel is recorded, so two staff shipping
// the same lines at once cannot send more than was ordered: the second finds them shipped.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../shared/store';
import type { Tx } from '../db/database';
import { badRequest, conflict, notFound } from '../http/errors';
import { orderItems, orders, shipmentItems, shipments } from '../db/schema';
import { recordParcel, SHIPPABLE_STAGES, type OrderRow } from './moves';

export interface ParcelLine {
  itemId: number;
  quantity: number;
}

export interface ParcelRequest {
  /** The lines and quantities in the parcel; everything not yet shipped when absent. */
  lines?: readonly ParcelLine[] | undefined;
  carrier: string | null;
  carrierTrackingNumber: string | null;
  /** Staff's own note, for staff only. */
  note: string | null;
  by: number | null;
}

export interface LineToShip {
  itemId: number;
  name: string;
  ordered: number;
  shipped: number;
}

export const NOTHING_LEFT_TO_SHIP = 'Everything in this order has already shipped';
export const shipRefused = (status: string) => `An order that is ${status.replace('_', ' ')} cannot ship`;

/** Each line of the order with how much of it has left in parcels. */
export async function linesToShip(tx: Tx, orderId: number): Promise<LineToShip[]> {
  const shipped = tx
    .select({
      orderItemId: shipmentItems.orderItemId,
      quantity: sql<number>`sum(${shipmentItems.quantity})`.as('shipped'),
    })
    .from(shipmentItems)
    .innerJoin(shipments, eq(shipments.id, shipmentItems.shipmentId))
    .where(eq(shipments.orderId, orderId))
    .groupBy(shipmentItems.orderItemId)
    .as('shipped');
  const rows = await tx
    .select({
      itemId: orderItems.id,
      name: orderItems.name,
      ordered: orderItems.quantity,
      shipped: sql<number>`coalesce(${shipped.quantity}, 0)`.mapWith(Number),
    })
    .from(orderItems)
    .leftJoin(shipped, eq(shipped.orderItemId, orderItems.id))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return rows;
}

/** Checks the asked lines against what is left; names the field of the first that does not fit. */
function chooseLines(lines: LineToShip[], asked: ParcelRequest['lines']): ParcelLine[] {
  if (!asked)
    return lines
      .filter((line) => line.shipped < line.ordered)
      .map((line) => ({
        itemId: line.itemId,
        quantity: line.ordered - line.shipped,
      }));
  const seen = new Set<number>();
  asked.forEach((want, index) => {
    const line = lines.find((candidate) => candidate.itemId === want.itemId);
    if (!line) throw badRequest(`lines.${index}.itemId`, `This order has no line ${want.itemId}`);
    if (seen.has(want.itemId)) throw badRequest(`lines.${index}.itemId`, `${line.name} is listed twice`);
    seen.add(want.itemId);
    const left = line.ordered - line.shipped;
    if (want.quantity > left)
      throw badRequest(
        `lines.${index}.quantity`,
        left === 0 ? `${line.name} has already shipped` : `Only ${left} of ${line.name} left to ship`,
      );
  });
  return [...asked];
}

const describe = (chosen: ParcelLine[], lines: LineToShip[]) =>
  chosen.map((want) => `${want.quantity} × ${lines.find((line) => line.itemId === want.itemId)!.name}`).join(', ');

/**
 * Records a parcel and moves the order on (orders/moves.ts). Answers the parcel's id, whether
 * the order is now fully shipped, the order as it now is, and what the parcel holds.
 */
export async function shipParcel(
  tx: Tx,
  orderId: number,
  request: ParcelRequest,
): Promise<{ shipmentId: number; complete: boolean; order: OrderRow; contents: string }> {
  const [locked] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
  if (!locked) throw notFound('Order not found');
  const from = locked.status as OrderStatus;
  if (!SHIPPABLE_STAGES.includes(from))
    throw conflict(shipRefused(from), [{ path: 'status', message: shipRefused(from) }]);

  const lines = await linesToShip(tx, orderId);
  const chosen = chooseLines(lines, request.lines);
  if (chosen.length === 0) throw conflict(NOTHING_LEFT_TO_SHIP);
  const [shipment] = await tx
    .insert(shipments)
    .values({
      orderId,
      carrier: request.carrier,
      carrierTrackingNumber: request.carrierTrackingNumber,
      adminUserId: request.by,
    })
    .returning({ id: shipments.id });
  await tx.insert(shipmentItems).values(
    chosen.map((line) => ({
      shipmentId: shipment!.id,
      orderItemId: line.itemId,
      quantity: line.quantity,
    })),
  );

  const complete = lines.every(
    (line) => line.ordered - line.shipped === (chosen.find((want) => want.itemId === line.itemId)?.quantity ?? 0),
  );
  const contents = describe(chosen, lines);
  const order = await recordParcel(tx, orderId, {
    from,
    complete,
    carrier: request.carrier,
    carrierTrackingNumber: request.carrierTrackingNumber,
    by: request.by,
    note: request.note,
    contents,
  });
  return { shipmentId: shipment!.id, complete, order: order!, contents };
}

export interface Parcel {
  id: number;
  carrier: string | null;
  carrierTrackingNumber: string | null;
  shippedAt: Date;
  adminUserId: number | null;
  items: Array<{ itemId: number; quantity: number }>;
}

/** The order's parcels, oldest first, with what each holds. */
export async function findParcels(tx: Tx, orderId: number, only?: number): Promise<Parcel[]> {
  const rows = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), only === undefined ? undefined : eq(shipments.id, only)))
    .orderBy(asc(shipments.id));
  if (rows.length === 0) return [];
  const contents = await tx
    .select()
    .from(shipmentItems)
    .where(
      inArray(
        shipmentItems.shipmentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(shipmentItems.orderItemId));
  return rows.map((row) => ({
    id: row.id,
    carrier: row.carrier,
    carrierTrackingNumber: row.carrierTrackingNumber,
    shippedAt: row.createdAt,
    adminUserId: row.adminUserId,
    items: contents
      .filter((item) => item.shipmentId === row.id)
      .map((item) => ({ itemId: item.orderItemId, quantity: item.quantity })),
  }));
}
