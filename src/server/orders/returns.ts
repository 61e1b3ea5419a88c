// Lines that go back on sale: taken back by staff with a refund, or received with a shopper's
// return (returns/). Each line returns at most what was ordered, counted over every refund and
// every return of the order, and each is recorded with its refund or its return line, so the
// same units never go back to stock twice.
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { orderItemIdSql, orderItems, returnedItems } from '../db/schema';
import { HttpError, badRequest } from '../http/errors';
import { returnStock } from '../inventory/stock';
import { recordUnitsReturned } from '../reports/rollup';
import { noteOnOrder } from './moves';

export interface ReturnLine {
  itemId: number;
  quantity: number;
}

/** Each line of the order with how many of it have gone back to stock. */
export async function linesReturned(tx: Tx, orderId: number) {
  const returned =
    sql<number>`coalesce((select sum(r.quantity) from ${returnedItems} r where r.order_item_id = ${orderItemIdSql}), 0)`.mapWith(
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

type Returned = Awaited<ReturnType<typeof linesReturned>>[number] & { quantity: number };

/** What goes back: each asked line checked against what is still out; `refuse` names the first that is not. */
async function chooseReturned(
  tx: Tx,
  orderId: number,
  asked: readonly ReturnLine[],
  refuse: (index: number, field: 'itemId' | 'quantity', message: string) => HttpError,
): Promise<Returned[]> {
  const lines = await linesReturned(tx, orderId);
  return asked.map((want, index) => {
    const line = lines.find((candidate) => candidate.itemId === want.itemId);
    if (!line) throw refuse(index, 'itemId', `This order has no line ${want.itemId}`);
    if (asked.findIndex((other) => other.itemId === want.itemId) !== index)
      throw refuse(index, 'itemId', `${line.name} is listed twice`);
    const left = line.ordered - line.returned;
    if (want.quantity > left)
      throw refuse(
        index,
        'quantity',
        left === 0 ? `${line.name} is already back in stock` : `Only ${left} of ${line.name} can go back to stock`,
      );
    return { ...line, quantity: want.quantity };
  });
}

/** Puts the chosen lines' units on their variants and says so in the order's history. */
async function putBack(tx: Tx, orderId: number, chosen: Returned[], by: number | null): Promise<boolean> {
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
  const chosen = await chooseReturned(tx, orderId, asked, (index, field, message) =>
    badRequest(`restock.${index}.${field}`, message),
  );
  const recorded = await tx
    .insert(returnedItems)
    .values(chosen.map((line) => ({ refundId, orderItemId: line.itemId, quantity: line.quantity })))
    .returning({ id: returnedItems.id });
  await recordUnitsReturned(
    tx,
    recorded.map((row) => row.id),
  );
  return putBack(tx, orderId, chosen, by);
}

/**
 * Puts a shopper's returned units back on sale as staff receive them, each with its return
 * line (so a receipt sent twice returns nothing more); refused (409) when staff already put
 * those units back with a refund of their own. Answers whether any stock came back.
 */
export async function restockReturnLines(
  tx: Tx,
  orderId: number,
  lines: ReadonlyArray<ReturnLine & { returnLineId: number }>,
  by: number | null,
): Promise<boolean> {
  if (lines.length === 0) return false;
  const chosen = await chooseReturned(
    tx,
    orderId,
    lines,
    (index, field, message) => new HttpError(409, message, [{ path: `lines.${index}.${field}`, message }]),
  );
  const recorded = await tx
    .insert(returnedItems)
    .values(
      lines.map((line) => ({
        returnLineId: line.returnLineId,
        orderItemId: line.itemId,
        quantity: line.quantity,
      })),
    )
    .returning({ id: returnedItems.id });
  // The products report counts them on their variants today.
  await recordUnitsReturned(
    tx,
    recorded.map((row) => row.id),
  );
  return putBack(tx, orderId, chosen, by);
}
