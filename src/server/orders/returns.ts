// Lines staff take back with a refund and put on sale again. Each line returns at most what
// was ordered, counted over every refund of the order, and each return is recorded with its
// refund, so the same units never go back to stock twice.
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { orderItems, returnedItems } from '../db/schema';
import { badRequest } from '../http/errors';
import { returnStock } from '../inventory/stock';
import { noteOnOrder } from './moves';

export interface ReturnLine {
  itemId: number;
  quantity: number;
}

/** Each line of the order with how many of it have gone back to stock. */
export async function linesReturned(tx: Tx, orderId: number) {
  const returned =
    sql<number>`coalesce((select sum(r.quantity) from ${returnedItems} r where r.order_item_id = ${orderItems.id}), 0)`.mapWith(
      Number,
    );
  return tx
    .select({
      itemId: orderItems.id,
      name: orderItems.name,
      variantId: orderItems.variantId,
      ordered: orderItems.quantity,
      returned,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/**
 * Puts the lines back on sale with the refund that paid for them, and writes it in the
 * order's history. Answers whether any stock came back (a line whose product was deleted
 * is recorded but has nothing to return to).
 */
export async function returnToStock(
  tx: Tx,
  orderId: number,
  refundId: number,
  asked: readonly ReturnLine[],
  by: number | null,
): Promise<boolean> {
  if (asked.length === 0) return false;
  const lines = await linesReturned(tx, orderId);
  const chosen = asked.map((want, index) => {
    const line = lines.find((candidate) => candidate.itemId === want.itemId);
    if (!line) throw badRequest(`restock.${index}.itemId`, `This order has no line ${want.itemId}`);
    if (asked.findIndex((other) => other.itemId === want.itemId) !== index)
      throw badRequest(`restock.${index}.itemId`, `${line.name} is listed twice`);
    const left = line.ordered - line.returned;
    if (want.quantity > left)
      throw badRequest(
        `restock.${index}.quantity`,
        left === 0 ? `${line.name} is already back in stock` : `Only ${left} of ${line.name} can go back to stock`,
      );
    return { ...line, quantity: want.quantity };
  });
  await tx
    .insert(returnedItems)
    .values(chosen.map((line) => ({ refundId, orderItemId: line.itemId, quantity: line.quantity })));
  const onSale = chosen.flatMap((line) =>
    line.variantId === null ? [] : [{ variantId: line.variantId, quantity: line.quantity }],
  );
  await returnStock(tx, onSale);
  await noteOnOrder(tx, orderId, {
    by,
    kind: 'fulfillment',
    text: `Back in stock: ${chosen.map((line) => `${line.quantity} × ${line.name}`).join(', ')}`,
  });
  return onSale.length > 0;
}
