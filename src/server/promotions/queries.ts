// Reading discounts: those a cart may get (every automatic one running now, and the ones whose
// codes were entered, whatever their state, so the pricing can say why a code does not apply)
// and what a customer has used before.
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Discount } from '../../shared/discounts/rules';
import { DiscountRuleSchema } from '../../shared/schemas/discounts';
import type { Tx } from '../db/database';
import { discounts, discountUses, orders, products } from '../db/schema';

export type DiscountRow = typeof discounts.$inferSelect;

/** A stored discount as the pricing reads it; undefined for a rule the schema no longer accepts. */
export function toDiscount(row: DiscountRow): Discount | undefined {
  const rule = DiscountRuleSchema.safeParse(row.rule);
  if (!rule.success) return undefined;
  return {
    id: row.id,
    title: row.title,
    code: row.code,
    rule: rule.data,
    minSubtotalCents: row.minSubtotalCents,
    minQuantity: row.minQuantity,
    firstOrderOnly: row.firstOrderOnly,
    perCustomerLimit: row.perCustomerLimit,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    combinable: row.combinable,
    priority: row.priority,
    active: !row.paused,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
  };
}

/** The automatic discounts running at `now` and the discounts of these (upper-case) codes. */
export async function discountsFor(tx: Tx, codes: readonly string[], now: Date): Promise<Discount[]> {
  const at = now.toISOString();
  const running = and(
    isNull(discounts.code),
    eq(discounts.paused, false),
    or(isNull(discounts.startsAt), sql`${discounts.startsAt} <= ${at}`),
    or(isNull(discounts.endsAt), sql`${discounts.endsAt} > ${at}`),
  );
  const rows = await tx
    .select()
    .from(discounts)
    .where(codes.length > 0 ? or(running, inArray(discounts.code, [...codes])) : running);
  return rows.flatMap((row) => toDiscount(row) ?? []);
}

export interface Customer {
  /** customerKeyOf(email); null when the email is not known yet (a cart before checkout). */
  key: string | null;
  accountId: number | null;
  /**
   * The unpaid order of this checkout's earlier attempt, which placing the order again cancels
   * first: its uses and the order itself do not count against the shopper.
   */
  replacingOrderId?: number | null;
}

const byCustomer = (
  customer: Customer,
  keyColumn: typeof discountUses.customerKey | typeof orders.customerKey,
  idColumn: typeof discountUses.customerId | typeof orders.customerId,
) =>
  or(
    ...(customer.key ? [eq(keyColumn, customer.key)] : []),
    ...(customer.accountId !== null ? [eq(idColumn, customer.accountId)] : []),
  );

/** The customer's uses of each discount so far, by their email's key and by their account. */
export async function usesOf(tx: Tx, customer: Customer): Promise<Map<number, number>> {
  if (!customer.key && customer.accountId === null) return new Map();
  const rows = await tx
    .select({
      discountId: discountUses.discountId,
      uses: sql<number>`count(*)::int`,
    })
    .from(discountUses)
    .where(
      and(
        byCustomer(customer, discountUses.customerKey, discountUses.customerId),
        customer.replacingOrderId ? ne(discountUses.orderId, customer.replacingOrderId) : undefined,
      ),
    )
    .groupBy(discountUses.discountId);
  return new Map(rows.map((row) => [row.discountId, Number(row.uses)]));
}

/**
 * A first order: the customer has no other order that went ahead, placed and not cancelled
 * (awaiting payment, paid, shipped or refunded all count; an abandoned or cancelled checkout
 * does not), by their email's key or by their account.
 */
export async function isFirstOrder(tx: Tx, customer: Customer, exceptOrderId: number | null = null): Promise<boolean> {
  if (!customer.key && customer.accountId === null) return true;
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        byCustomer(customer, orders.customerKey, orders.customerId),
        sql`${orders.status} <> 'cancelled'`,
        exceptOrderId === null ? undefined : sql`${orders.id} <> ${exceptOrderId}`,
        customer.replacingOrderId ? ne(orders.id, customer.replacingOrderId) : undefined,
      ),
    )
    .limit(1);
  return !row;
}

/** What rules match items by besides the variant: each product's collection and tags. */
export async function productFacts(
  tx: Tx,
  productIds: readonly number[],
): Promise<Map<number, { collection: string | null; tags: string[] }>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: products.id,
      collection: products.collection,
      tags: products.tags,
    })
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]));
  return new Map(rows.map((row) => [row.id, { collection: row.collection, tags: row.tags }]));
}
