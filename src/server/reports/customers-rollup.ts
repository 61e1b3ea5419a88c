// customer_sales_by_day and customer_first_sales: each customer's counted orders and net sales by
// UTC day, and the day of their first counted order. A customer is one mailbox (the order's
// customer key, shared/customer-key.ts), named here by its page id (customers/figures.ts): the
// rows never hold an email. Written beside sales_by_day (rollup.ts), in the same transaction:
// - an order that counts adds one order and its net to its customer's day, and makes that day
//   their first when they had none;
// - a refund of such an order that succeeds takes its amount off the customer's net, on the day
//   the refund went through.
import { sql, type SQL } from 'drizzle-orm';
import { customerKeySql, customerFirstSales, customerSalesByDay, orders, salesCountedOrders } from '../db/schema';
import type { Tx } from '../db/database';
import { pageIdSql } from '../customers/figures';
import { ORDER_NET_CENTS } from './order-net';

/** The page id of the customer who placed `orders o`. */
const PAGE_ID = pageIdSql(sql`coalesce(o.customer_key, ${customerKeySql(sql`o.email`)})`);

const ADD = sql`on conflict (day, page_id) do update set
  orders = ${customerSalesByDay}.orders + excluded.orders,
  net_cents = ${customerSalesByDay}.net_cents + excluded.net_cents`;

async function addCounted(tx: Tx, where: SQL): Promise<void> {
  await tx.execute(sql`
    insert into ${customerSalesByDay} (day, page_id, orders, net_cents)
    select c.day, ${PAGE_ID}, count(*), sum(${ORDER_NET_CENTS})
    from ${salesCountedOrders} c join ${orders} o on o.id = c.order_id
    where ${where}
    group by 1, 2
    ${ADD}`);
  await tx.execute(sql`
    insert into ${customerFirstSales} (page_id, day)
    select ${PAGE_ID}, min(c.day)
    from ${salesCountedOrders} c join ${orders} o on o.id = c.order_id
    where ${where}
    group by 1
    on conflict (page_id) do update set day = least(${customerFirstSales}.day, excluded.day)`);
}

/** These orders have just counted as sales (their rows in sales_counted_orders are new). */
export async function recordCustomersCounted(tx: Tx, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await addCounted(tx, sql`c.order_id in ${[...orderIds]}`);
}

/** A refund of this order went through on `day`: its customer's net falls by it, when the order counted. */
export async function recordCustomersRefund(tx: Tx, orderId: number, day: string, amountCents: number) {
  await tx.execute(sql`
    insert into ${customerSalesByDay} (day, page_id, orders, net_cents)
    select ${day}::date, ${PAGE_ID}, 0, ${-amountCents}::bigint
    from ${orders} o
    where o.id = ${orderId} and exists (select 1 from ${salesCountedOrders} where order_id = ${orderId})
    ${ADD}`);
}

/** Every row again from the counted orders and the refunds (`refunds` as day, order_id, cents). */
export async function rebuildCustomerFigures(tx: Tx, refunds: SQL): Promise<void> {
  await tx.execute(sql`delete from ${customerSalesByDay}`);
  await tx.execute(sql`delete from ${customerFirstSales}`);
  await addCounted(tx, sql`true`);
  await tx.execute(sql`
    insert into ${customerSalesByDay} (day, page_id, orders, net_cents)
    select r.day, ${PAGE_ID}, 0, -sum(r.cents)
    from (${refunds}) r join ${orders} o on o.id = r.order_id
    group by 1, 2
    ${ADD}`);
}
