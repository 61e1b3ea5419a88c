// How often a promotion has been used: the only code that changes promotions.used_count.
// An order claims a use inside its transaction; cancelling it gives the use back.
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { promotions } from '../db/schema';

/** Counts one use of a promotion, unless its usage limit is reached. */
export async function claimPromotionUse(tx: Tx, promotionId: number): Promise<boolean> {
  const rows = await tx
    .update(promotions)
    .set({ usedCount: sql`${promotions.usedCount} + 1` })
    .where(
      and(
        eq(promotions.id, promotionId),
        or(isNull(promotions.usageLimit), lt(promotions.usedCount, promotions.usageLimit)),
      ),
    )
    .returning({ id: promotions.id });
  return rows.length === 1;
}

/** Gives back one use of a limited promotion; unlimited ones count nothing that matters. */
export async function releasePromotionUse(tx: Tx, code: string): Promise<void> {
  await tx
    .update(promotions)
    .set({ usedCount: sql`${promotions.usedCount} - 1` })
    .where(and(eq(promotions.code, code), isNotNull(promotions.usageLimit), gt(promotions.usedCount, 0)));
}
