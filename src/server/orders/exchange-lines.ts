// The sizes and colours a shopper's exchange sends out become lines of the order they came from
// (returns/): new unshipped lines that staff ship as a parcel of their own, through the same
// parcel flow as the rest of the order. Their units were taken when the exchange was started,
// so adding them takes nothing more; each line keeps what the shopper paid for one unit.
import { toDecimal } from '../../shared/money';
import type { Tx } from '../db/database';
import { orderItems, soldItemNames } from '../db/schema';
import { noteOnOrder, reopenForExchange } from './moves';

export interface ExchangeLine {
  productId: number;
  variantId: number;
  name: string;
  imageUrl: string | null;
  sku: string;
  size: string;
  color: string;
  quantity: number;
  /** What one unit cost the shopper. */
  unitCents: number;
}

/** Adds the lines to the order and reopens it for shipping; answers the new lines' ids, in the order given. */
export async function addExchangeLines(
  tx: Tx,
  orderId: number,
  lines: readonly ExchangeLine[],
  why: { by: number | null; note: string },
): Promise<number[]> {
  if (lines.length === 0) return [];
  const added = await tx
    .insert(orderItems)
    .values(
      lines.map((line) => ({
        orderId,
        productId: line.productId,
        variantId: line.variantId,
        name: line.name,
        imageUrl: line.imageUrl,
        sku: line.sku,
        quantity: line.quantity,
        price: toDecimal(line.unitCents),
        size: line.size,
        color: line.color,
      })),
    )
    .returning({ id: orderItems.id });
  // The order list's search by product finds the new lines too; in one order, as checkout writes them.
  const names = [...new Map(lines.map((line) => [`${line.name}\u0000${line.sku}`, line])).values()]
    .map((line) => ({ name: line.name, sku: line.sku }))
    .sort((a, b) => (a.name === b.name ? a.sku.localeCompare(b.sku) : a.name.localeCompare(b.name)));
  await tx.insert(soldItemNames).values(names).onConflictDoNothing();
  await reopenForExchange(tx, orderId, { by: why.by, note: why.note });
  await noteOnOrder(tx, orderId, {
    by: why.by,
    kind: 'fulfillment',
    text: `${why.note}: ${lines.map((line) => `${line.quantity} × ${line.name} (${line.size}, ${line.color})`).join(', ')} to ship`,
  });
  return added.map((row) => row.id);
}
