// The welcome offer every new store starts with: an ordinary discount staff can change or end
// like any other. It is for a shopper's first order, once per customer.
import { sql } from 'drizzle-orm';
import { PROMO } from '../../shared/store';
import type { Tx } from '../db/database';
import { discounts } from '../db/schema';

export const WELCOME_DISCOUNT = {
  title: `Welcome offer: ${PROMO.welcomePercent}% off your first order`,
  code: PROMO.welcomeCode,
  rule: { kind: 'order-percent', percent: PROMO.welcomePercent },
  firstOrderOnly: true,
  perCustomerLimit: 1,
} satisfies typeof discounts.$inferInsert;

/** Adds the welcome offer unless a discount already has its code. */
export async function addWelcomeDiscount(tx: Tx): Promise<void> {
  await tx
    .insert(discounts)
    .values(WELCOME_DISCOUNT)
    .onConflictDoNothing({
      target: discounts.code,
      where: sql`${discounts.code} is not null`,
    });
}
