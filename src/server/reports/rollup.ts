// The store's sales by UTC day (sales_by_day), kept in the transaction where money moves, so a
// report reads a row per day instead of every order. What each figure counts is said once, for
// the screens too, in shared/schemas/reports.ts SALES_DEFINITIONS:
// - an order counts on the day its payment status first becomes paid (orders/moves.ts), or the
//   day it was placed when a gift card paid it all (orders/service.ts), unless it was cancelled
//   before its money arrived (that money is refused and refunded: it was never a sale);
// - gross is its item subtotal; it adds its discount, tax, shipping, and net = what it paid:
//   subtotal - discount + shipping + tax (the gift-card part included);
// - a refund that succeeds (payments/refunds.ts) counts on the day it succeeded, against net,
//   when its order counted;
// - the difference a return's shopper pays for a dearer exchange (returns/charge.ts) counts on
//   the day it was paid, towards its order's net, when the order counted (also when it came too
//   late and is refunded: its refund then counts against it): net = paid - refunded.
// Each order counts once: its row in sales_counted_orders is written with its figures, and a
// second call for it (a payment reported twice) finds the row and adds nothing. Refunds count
// where their own change from pending to succeeded happens, which happens once.
// Each variant's figures (variant_sales_by_day, with running totals by month: variant-figures.ts;
// PRODUCT_DEFINITIONS) are written in the same transaction as its order's: its lines' units and
// subtotal on the day the order counted; and units coming back to stock (orders/returns.ts, once
// per refund or return line) or received with a return and kept off sale (returns/staff.ts, once,
// when it is received) on the day they came back, with their unit price when they came back for
// money.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../db/database';
import {
  orderEvents,
  orderItems,
  orders,
  payments,
  refunds,
  returnedItems,
  returnEvents,
  returnLines,
  returns,
  salesByDay,
  salesCountedOrders,
  variantSalesByDay,
} from '../db/schema';
import { rebuildCustomerFigures, recordCustomersCounted, recordCustomersRefund } from './customers-rollup';
import { rebuildDiscountFigures, recordDiscountsCounted, recordDiscountsRefund } from './discounts-rollup';
import { rowsOf } from './order-net';
import { addVariantFigures, rebuildVariantMonths } from './variant-figures';

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

const VARIANT_COLUMNS = sql`(day, variant_id, units, sales_cents, returned_units, refunded_cents)`;

/**
 * The units and subtotal of each variant in the lines of `counted` (order_id, day) orders, by
 * day, in variant order (so two orders adding to the same rows take them in the same order).
 */
const variantsSold = (counted: SQLWrapper) => sql`
  select c.day, i.variant_id, sum(i.quantity), sum(${cents(sql`i.price`)} * i.quantity), 0, 0
  from ${counted} c join ${orderItems} i on i.order_id = c.order_id
  where i.variant_id is not null
  group by 1, i.variant_id
  order by 1, i.variant_id`;

/**
 * Units back in stock (returned_items rows `where`): by the day they came back, with their unit
 * price when they came back for money (with a staff refund, or a return line asking for money
 * rather than another size), for orders that counted.
 */
const variantsReturned = (where: SQL) => sql`
  select ${utcDay(sql`ri.created_at`)}, i.variant_id, 0, 0, sum(ri.quantity),
    sum(case when ri.refund_id is not null or rl.outcome = 'refund' then ${cents(sql`i.price`)} * ri.quantity else 0 end)
  from ${returnedItems} ri
    join ${orderItems} i on i.id = ri.order_item_id
    join ${salesCountedOrders} c on c.order_id = i.order_id
    left join ${returnLines} rl on rl.id = ri.return_line_id
  where ${where} and i.variant_id is not null
  group by 1, i.variant_id
  order by 1, i.variant_id`;

/**
 * Units received with a return but not put back on sale (damaged, say), `day` being when: they
 * came back all the same, with their unit price when they came back for money.
 */
const variantsKeptBack = (day: SQL, from: SQL, where: SQL) => sql`
  select ${day}, i.variant_id, 0, 0, sum(rl.quantity),
    sum(case when rl.outcome = 'refund' then ${cents(sql`i.price`)} * rl.quantity else 0 end)
  from ${returnLines} rl
    join ${orderItems} i on i.id = rl.order_item_id
    join ${salesCountedOrders} c on c.order_id = i.order_id
    ${from}
  where ${where} and rl.restocked = false and i.variant_id is not null
  group by 1, i.variant_id
  order by 1, i.variant_id`;

/** The day each return line was received: its return's first step to received (or exchanged). */
const RECEIVED = sql`join lateral (
  select e.created_at from ${returnEvents} e
  where e.return_id = rl.return_id and e.status in ('received', 'exchanged') order by e.id limit 1
) received on true`;

/** These return lines were received today without going back on sale: each counts on its variant as returned. */
export async function recordUnitsKeptBack(tx: Tx, returnLineIds: readonly number[]): Promise<void> {
  if (returnLineIds.length === 0) return;
  await addVariantFigures(tx, variantsKeptBack(utcDay(sql`now()`), sql``, sql`rl.id in ${[...returnLineIds]}`));
}

/** These units (returned_items ids) went back on sale: each counts on its variant, today. */
export async function recordUnitsReturned(tx: Tx, returnedItemIds: readonly number[]): Promise<void> {
  if (returnedItemIds.length === 0) return;
  await addVariantFigures(tx, variantsReturned(sql`ri.id in ${[...returnedItemIds]}`));
}

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
  if (counted.length > 0)
    await addVariantFigures(
      tx,
      variantsSold(sql`(select order_id, day from ${salesCountedOrders} where order_id in ${counted})`),
    );
  // The orders that counted just now, by variant, discount and customer (their own reports).
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
 * A return of this order was paid the difference of a dearer exchange at `at`: it adds to net
 * that day, when the order counted.
 */
export async function recordChargeMade(
  tx: Tx,
  charge: { orderId: number; amountCents: number; at: Date },
): Promise<void> {
  const day = charge.at.toISOString().slice(0, 10);
  await tx.execute(sql`
    insert into ${salesByDay} ${COLUMNS}
    select ${day}::date, 0, 0, 0, 0, 0, 0, ${charge.amountCents}
    where exists (select 1 from ${salesCountedOrders} where order_id = ${charge.orderId})
    ${ADD_TO_DAY}`);
  // What the order's discounts and customer took grows by it: a refund the other way.
  await recordDiscountsRefund(tx, charge.orderId, day, -charge.amountCents);
  await recordCustomersRefund(tx, charge.orderId, day, -charge.amountCents);
}

/** The order a payment's money counts towards: its own, or the order of the return it pays the difference of. */
const PAYMENT_ORDER = sql`coalesce(p.order_id, (select rt.order_id from ${returns} rt where rt.id = p.return_id))`;

/** The paid differences of returns of counted orders (as `p`, with `c` the counted order), refunded since or not. */
const RETURN_CHARGES = sql`${payments} p join ${returns} rt on rt.id = p.return_id
  join ${salesCountedOrders} c on c.order_id = rt.order_id
  where p.status = 'paid'`;

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
        join ${salesCountedOrders} c on c.order_id = ${PAYMENT_ORDER}
      where r.status = 'succeeded'
      union all
      select ${utcDay(sql`p.settled_at`)}, 0, 0, 0, 0, 0, 0, p.amount_cents
      from ${RETURN_CHARGES}
    ) as figures (day, orders, gross, discount, refund, tax, shipping, net)
    group by day`);
  await rebuildVariantSales(tx);
  // Refunds, and the differences returns paid as refunds the other way.
  const countedRefunds = sql`
    select ${utcDay(sql`coalesce(r.settled_at, r.created_at)`)} as day, c.order_id, r.amount_cents as cents
    from ${refunds} r join ${payments} p on p.id = r.payment_id
      join ${salesCountedOrders} c on c.order_id = ${PAYMENT_ORDER}
    where r.status = 'succeeded'
    union all
    select ${utcDay(sql`p.settled_at`)}, c.order_id, -p.amount_cents
    from ${RETURN_CHARGES}`;
  await rebuildDiscountFigures(tx, countedRefunds);
  await rebuildCustomerFigures(tx, countedRefunds);
}

/**
 * Every variant's figures from the counted orders' lines and the units back in stock, in day
 * order as the store writes them.
 */
async function rebuildVariantSales(tx: Tx): Promise<void> {
  await tx.execute(sql`delete from ${variantSalesByDay}`);
  await tx.execute(sql`insert into ${variantSalesByDay} ${VARIANT_COLUMNS}
    select day, variant_id, sum(units), sum(sales), sum(returned), sum(refunded) from (
      (${variantsSold(salesCountedOrders)})
      union all
      (${variantsReturned(sql`true`)})
      union all
      (${variantsKeptBack(utcDay(sql`received.created_at`), RECEIVED, sql`true`)})
    ) as figures (day, variant_id, units, sales, returned, refunded)
    group by day, variant_id
    order by day, variant_id`);
  await rebuildVariantMonths(tx);
}
