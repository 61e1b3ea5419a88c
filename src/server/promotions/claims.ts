// Uses of discounts: the only code that changes discounts.used_count and discount_uses. An
// order claims a use of each discount it got inside its own transaction; cancelling it gives
// them back.
//
// Why the limits hold however many checkouts run at once: the claim first raises used_count
// under `used_count < usage_limit`, which locks the discount's row until the order commits, so
// every other claim of that discount waits there. READ COMMITTED gives the statements that
// follow a fresh snapshot, taken after the lock: they see every use committed before, and
// count the customer's uses and earlier orders exactly. The numbered use (one customer cannot
// hold use n twice) is the database's own guard behind that. Discounts are claimed in id
// order, after the order's variants, so two checkouts never wait on each other in a circle.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { DISCOUNT_REASONS } from '../../shared/discounts/price';
import type { Discount } from '../../shared/discounts/rules';
import type { Tx } from '../db/database';
import { discounts, discountUses } from '../db/schema';
import { isFirstOrder, type Customer } from './queries';

export const USED_UP = 'This promo code has been used up';

export interface Claim {
  discount: Discount;
  /** What it took off the order (merchandise and shipping). */
  amountCents: number;
}

export interface LostClaim {
  discount: Discount;
  /** Why, in the shopper's words. */
  reason: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Claims one use of each discount for the order; the first one it could not claim, or undefined. */
export async function claimDiscountUses(
  tx: Tx,
  orderId: number,
  customer: Customer & { key: string },
  claims: readonly Claim[],
): Promise<LostClaim | undefined> {
  for (const { discount, amountCents } of [...claims].sort((a, b) => a.discount.id - b.discount.id)) {
    const [counted] = await tx
      .update(discounts)
      .set({ usedCount: sql`${discounts.usedCount} + 1` })
      .where(
        and(
          eq(discounts.id, discount.id),
          sql`(${discounts.usageLimit} is null or ${discounts.usedCount} < ${discounts.usageLimit})`,
        ),
      )
      .returning({
        perCustomerLimit: discounts.perCustomerLimit,
        firstOrderOnly: discounts.firstOrderOnly,
      });
    if (!counted) return { discount, reason: USED_UP };
    if (counted.perCustomerLimit !== null) {
      const [held] = rowsOf<{ uses: number }>(
        await tx.execute(sql`select count(*)::int as uses from discount_uses
          where discount_id = ${discount.id} and (customer_key = ${customer.key} or customer_id = ${customer.accountId}::int)`),
      );
      if (Number(held?.uses ?? 0) >= counted.perCustomerLimit)
        return { discount, reason: DISCOUNT_REASONS.alreadyUsed };
    }
    if (counted.firstOrderOnly && !(await isFirstOrder(tx, customer, orderId)))
      return { discount, reason: DISCOUNT_REASONS.firstOrders };
    const written = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into discount_uses (discount_id, order_id, customer_key, customer_id, use_number, amount_cents)
        select ${discount.id}, ${orderId}, ${customer.key}, ${customer.accountId}::int, coalesce(max(use_number), 0) + 1, ${amountCents}
        from discount_uses where discount_id = ${discount.id} and customer_key = ${customer.key}
        on conflict do nothing returning id`),
    );
    if (written.length === 0) return { discount, reason: DISCOUNT_REASONS.alreadyUsed };
  }
  return undefined;
}

/** Gives back the uses these orders held (they were cancelled, or their payment ended). */
export async function releaseDiscountUses(tx: Tx, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const released = await tx
    .delete(discountUses)
    .where(inArray(discountUses.orderId, [...orderIds]))
    .returning({ discountId: discountUses.discountId });
  const counts = new Map<number, number>();
  for (const { discountId } of released) counts.set(discountId, (counts.get(discountId) ?? 0) + 1);
  for (const [discountId, count] of [...counts].sort((a, b) => a[0] - b[0])) {
    await tx
      .update(discounts)
      .set({ usedCount: sql`greatest(${discounts.usedCount} - ${count}, 0)` })
      .where(and(eq(discounts.id, discountId), gt(discounts.usedCount, 0)));
  }
}
