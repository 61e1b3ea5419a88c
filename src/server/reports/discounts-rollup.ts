// discounts_by_day: each discount's uses, its orders' net and what it took off, by the UTC day
// its orders counted as sales. Written beside sales_by_day (rollup.ts), in the same transaction:
// - an order that counts adds, for each discount it got as placed (orders.discounts), one use,
//   the order's net, and the discount's amount off its items and shipping;
// - a refund of such an order that succeeds takes its amount off the net of each discount the
//   order got, on the day the refund went through.
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { discountsByDay, orders, salesCountedOrders } from '../db/schema';
import { ORDER_NET_CENTS } from './order-net';

const ADD = sql`on conflict (day, discount_id) do update set
  uses = ${discountsByDay}.uses + excluded.uses,
  revenue_cents = ${discountsByDay}.revenue_cents + excluded.revenue_cents,
  cost_cents = ${discountsByDay}.cost_cents + excluded.cost_cents`;

/** The discounts of counted orders (`c` joined to `o`), one row per day and discount. */
const COUNTED_DISCOUNTS = (where: SQL) => sql`
  insert into ${discountsByDay} (day, discount_id, uses, revenue_cents, cost_cents)
  select c.day, (d ->> 'id')::int, count(*), sum(${ORDER_NET_CENTS}),
    sum((d ->> 'amountCents')::bigint + coalesce((d ->> 'shippingCents')::bigint, 0))
  from ${salesCountedOrders} c join ${orders} o on o.id = c.order_id
    cross join lateral jsonb_array_elements(o.discounts) d
  where ${where}
  group by 1, 2
  ${ADD}`;

/** These orders have just counted as sales (their rows in sales_counted_orders are new). */
export async function recordDiscountsCounted(tx: Tx, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.execute(COUNTED_DISCOUNTS(sql`c.order_id in ${[...orderIds]}`));
}

/** A refund of this order went through on `day`: its discounts' net falls by it, when the order counted. */
export async function recordDiscountsRefund(tx: Tx, orderId: number, day: string, amountCents: number) {
  await tx.execute(sql`
    insert into ${discountsByDay} (day, discount_id, uses, revenue_cents, cost_cents)
    select ${day}::date, (d ->> 'id')::int, 0, ${-amountCents}::bigint, 0
    from ${orders} o cross join lateral jsonb_array_elements(o.discounts) d
    where o.id = ${orderId} and exists (select 1 from ${salesCountedOrders} where order_id = ${orderId})
    ${ADD}`);
}

/** Every row again from the counted orders and the refunds (`refunds` as day, order_id, cents). */
export async function rebuildDiscountFigures(tx: Tx, refunds: SQL): Promise<void> {
  await tx.execute(sql`delete from ${discountsByDay}`);
  await tx.execute(COUNTED_DISCOUNTS(sql`true`));
  await tx.execute(sql`
    insert into ${discountsByDay} (day, discount_id, uses, revenue_cents, cost_cents)
    select r.day, (d ->> 'id')::int, 0, -sum(r.cents), 0
    from (${refunds}) r join ${orders} o on o.id = r.order_id cross join lateral jsonb_array_elements(o.discounts) d
    group by 1, 2
    ${ADD}`);
}
