// SQL for promotions. The cart's check and the order placement use the same lookup, so a
// code the cart accepts is one the order accepts (usage is claimed when the order is placed).
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { promotions } from '../db/schema';

export type PromotionRow = typeof promotions.$inferSelect;

/** The active promotion with this (upper-case) code whose dates include `now`. */
export async function findActivePromotion(tx: Tx, code: string, now: Date): Promise<PromotionRow | undefined> {
  const [row] = await tx
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.code, code),
        eq(promotions.active, true),
        or(isNull(promotions.startsAt), sql`${promotions.startsAt} <= ${now.toISOString()}`),
        or(isNull(promotions.endsAt), sql`${promotions.endsAt} > ${now.toISOString()}`),
      ),
    );
  return row;
}
