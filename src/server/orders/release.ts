// What an order gives back when it ends without being fulfilled (cancelled by staff, or its
// payment ended unpaid): its stock (inventory) when it took it, the gift-card amount it
// spent (gift-cards) and its uses of discounts (promotions). The caller has moved
// the order's status under a guard in the same transaction, which is what makes this happen
// exactly once however often the cancel is sent.
import { toCents } from '../../shared/money';
import type { Tx } from '../db/database';
import { creditGiftCard } from '../gift-cards/ledger';
import { returnStock } from '../inventory/stock';
import { releaseDiscountUses } from '../promotions/claims';
import { stockTakenByOrders } from './queries';

export interface ReleasedOrder {
  id: number;
  giftCardId: number | null;
  giftCardAmount: string;
  /** False for an order of a store that takes stock at payment, cancelled before it was paid: it holds none. */
  stockTaken: boolean;
}

export async function releaseOrder(tx: Tx, order: ReleasedOrder): Promise<void> {
  await releaseOrders(tx, [order]);
}

/** releaseOrder for many orders at once: their units go back in one pass over their variants. */
export async function releaseOrders(tx: Tx, released: readonly ReleasedOrder[]): Promise<void> {
  const holding = released.filter((order) => order.stockTaken).map((order) => order.id);
  if (holding.length > 0) await returnStock(tx, await stockTakenByOrders(tx, holding));
  for (const order of released) {
    const giftCardCents = toCents(order.giftCardAmount);
    if (order.giftCardId !== null && giftCardCents > 0)
      await creditGiftCard(tx, order.giftCardId, giftCardCents, order.id);
  }
  await releaseDiscountUses(
    tx,
    released.map((order) => order.id),
  );
}
