// The store's sales by UTC day (sales_by_day), kept in the transaction where money moves, so a
// report reads a row per day instead of every order. What each figure counts is said once, for
// the screens too, in shared/schemas/reports.ts SALES_DEFINITIONS:
// - an order counts on the day its payment status first becomes paid (orders/moves.ts), or the
//   day it was placed when a gift card paid it all (orders/service.ts), unless it was cancelled
//   before its money arrived (that money is refused and refunded: it was never a sale);
// - gross is its item subtotal; it adds its discount, tax, shipping, and net = what it paid:
//   subtotal - discount + shipping + tax (the gift-card part included);
// - a refund that succeeds (payments/refunds.ts) counts on the day it succeeded, against net,
//   when its order counted.
// Each order counts once: its row in sales_counted_orders is written with its figures, and a
// second call for it (a payment reported twice) finds the row and adds nothing. Refunds count
// where their own change from pending to succeeded happens, which happens once.
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { orderEvents, orders, payments, refunds, salesByDay, salesCountedOrders } from '../db/schema';
import { rebuildCustomerFigures, recordCustomersCounted, recordCustomersRefund } from './customers-rollup';
import { rebuildDiscountFigures, recordDiscountsCounted, recordDiscountsRefund } from './discounts-rollup';
import { rowsOf } from './order-net';

/** An order whose money arrived, whatever was refunded of it since. */
const MONEY_ARRIVED = sql`o.payment_status in ('paid', 'partially_refunded', 'refunded')`;

const utcDay = (at: SQL) => sql`((${at}) at time zone 'UTC')::date`;
const cents = (amount: SQL) => sql`round((${amount}) * 100)::bigint`;

/** What adds up a day's row: each column plus what is added to it. */
const ADD_TO_DAY = sql`on conflict (day) do update set
  orders = ${salesByDay}.orders + excluded.orders,
  gross_cents = ${salesByDay}.gross_cents + excluded.gross_cents,
  discount_cents = ${salesByDay}.discount_cents + excluded.discount_cents,
  refund_cents = ${salesByDay}.refund_cents + excluded.refund_cents,
  tax_cents = ${salesByDay}.tax_cents + excluded.tax_cents,
  shipping_cents = ${salesByDay}.shipping_cents + excluded.shipping_cents,
  net_cents = ${salesByDay}.net_cents + excluded.net_cents`;

const COLUMNS = sql`(day, orders, gross_cents, discount_cents, refund_cents, tax_cents, shipping_cents, net_cents)`;

/** One order's figures, from `orders o`, on `day`. */
const orderFigures = (day: SQL) => sql`${day}, 1, ${cents(sql`o.subtotal`)}, ${cents(sql`o.discount`)}, 0::bigint,
  ${cents(sql`o.tax`)}, ${cents(sql`o.shipping`)}, ${cents(sql`o.subtotal - o.discount + o.shipping + o.tax`)}`;

/**
 * These orders' payments went through (or a gift card paid them all when placed): each that is
 * not cancelled counts today, once, however often it is reported.
 */
export async function recordOrdersPaid(tx: Tx, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const counted = rowsOf<{ order_id: number }>(
    await tx.execute(sql`
    with counted as (
      insert into ${salesCountedOrders} (order_id, day)
      select o.id, ${utcDay(sql`now()`)} from ${orders} o
      where o.id in ${[...orderIds]} and o.status <> 'cancelled' and ${MONEY_ARRIVED}
      on conflict (order_id) do nothing
      returning order_id, day
    ),
    added as (
      insert into ${salesByDay} ${COLUMNS}
      select day, count(*), sum(gross), sum(discount), 0, sum(tax), sum(shipping), sum(net) from (
        select ${orderFigures(sql`c.day`)} from counted c join ${orders} o on o.id = c.order_id
      ) as paid (day, orders, gross, discount, refund, tax, shipping, net)
      group by day
      ${ADD_TO_DAY}
      returning day
    )
    select order_id from counted`),
  ).map((row) => Number(row.order_id));
  // The orders that counted just now, by discount and by customer (their own reports).
  await recordDiscountsCounted(tx, counted);
  await recordCustomersCounted(tx, counted);
}

/** A refund of this order went through at `at`: it counts that day, when the order counted. */
export async function recordRefundMade(
  tx: Tx,
  refund: { orderId: number; amountCents: number; at: Date },
): Promise<void> {
  const day = refund.at.toISOString().slice(0, 10);
  await tx.execute(sql`
    insert into ${salesByDay} ${COLUMNS}
    select ${day}::date, 0, 0, 0, ${refund.amountCents}, 0, 0, ${-refund.amountCents}
    where exists (select 1 from ${salesCountedOrders} where order_id = ${refund.orderId})
    ${ADD_TO_DAY}`);
  await recordDiscountsRefund(tx, refund.orderId, day, refund.amountCents);
  await recordCustomersRefund(tx, refund.orderId, day, refund.amountCents);
}

/**
 * Which orders count and on which day, worked out from their history: the day of their first
 * "paid" payment line (the day they were placed when a gift card paid it all), leaving out those
 * cancelled before it.
 */
export const countedOrdersSql = sql`
  select o.id as order_id, ${utcDay(sql`coalesce(paid.created_at, o.created_at)`)} as day
  from ${orders} o
  left join lateral (
    select e.id, e.created_at from ${orderEvents} e
    where e.order_id = o.id and e.kind = 'payment' and e.status = 'paid' order by e.id limit 1
  ) paid on true
  where ${MONEY_ARRIVED}
    and not exists (
      select 1 from ${orderEvents} c
      where c.order_id = o.id and c.kind = 'status' and c.status = 'cancelled' and c.id < paid.id
    )`;

/** Every day's figures from the orders, their history and their refunds: what the migration's backfill does. */
export async function rebuildSalesFigures(tx: Tx): Promise<void> {
  await tx.execute(sql`delete from ${salesByDay}`);
  await tx.execute(sql`delete from ${salesCountedOrders}`);
  await tx.execute(sql`insert into ${salesCountedOrders} (order_id, day) ${countedOrdersSql}`);
  await tx.execute(sql`
    insert into ${salesByDay} ${COLUMNS}
    select day, sum(orders), sum(gross), sum(discount), sum(refund), sum(tax), sum(shipping), sum(net) from (
      select ${orderFigures(sql`c.day`)} from ${salesCountedOrders} c join ${orders} o on o.id = c.order_id
      union all
      select ${utcDay(sql`coalesce(r.settled_at, r.created_at)`)}, 0, 0, 0, r.amount_cents, 0, 0, -r.amount_cents
      from ${refunds} r join ${payments} p on p.id = r.payment_id
        join ${salesCountedOrders} c on c.order_id = p.order_id
      where r.status = 'succeeded'
    ) as figures (day, orders, gross, discount, refund, tax, shipping, net)
    group by day`);
  const countedRefunds = sql`
    select ${utcDay(sql`coalesce(r.settled_at, r.created_at)`)} as day, p.order_id, r.amount_cents as cents
    from ${refunds} r join ${payments} p on p.id = r.payment_id
      join ${salesCountedOrders} c on c.order_id = p.order_id
    where r.status = 'succeeded'`;
  await rebuildDiscountFigures(tx, countedRefunds);
  await rebuildCustomerFigures(tx, countedRefunds);
}
