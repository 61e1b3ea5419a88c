// customer_sales_by_day and customer_first_sales: each customer's counted orders and net sales by
// UTC day, and the day of their first counted order. A customer is one mailbox (the order's
// customer key, shared/customer-key.ts), named here by its page id (customers/figures.ts): the
// rows never hold an email. Written beside sales_by_day (rollup.ts), in the same transaction:
// - an order that counts adds one order and its net to its customer's day, and makes that day
//   their first when they had none;
// - a refund of such an order that succeeds takes its amount off the customer's net, on the day
//   the refund went through.
// Each row also knows the customer's first day, their last day with an order before it, and the
// orders and net of it and every later row of theirs (so a range up to today holds, for each
// customer, what their first row in it says): every write adds to the earlier rows' sums too.
// Writes for one customer take their customer_first_sales row first, so they follow one another.
// What the rows count for a range is also added up by day (customer_sales_days), by day and the
// month of the last order before (customer_sales_repeats), and by day and the month of the first
// day (customer_sales_cohorts): a write takes what its customers' rows counted off them, changes
// the rows, and adds what they count now, so those sums always say what the rows do.
import { sql, type SQL } from 'drizzle-orm';
import {
  customerFirstSales,
  customerKeySql,
  customerSalesByDay,
  customerSalesCohorts,
  customerSalesDays,
  customerSalesRepeats,
  orders,
  salesCountedOrders,
} from '../db/schema';
import type { Tx } from '../db/database';
import { pageIdSql } from '../customers/figures';
import { ORDER_NET_CENTS } from './order-net';
import { monthOf } from './range';

/** The page id of the customer who placed `orders o`. */
const PAGE_ID = pageIdSql(sql`coalesce(o.customer_key, ${customerKeySql(sql`o.email`)})`);

const T = customerSalesByDay;

/**
 * Adds `sign` times what `rows` (rows of customer_sales_by_day) count to the day sums, in key
 * order in each table, as every writer does.
 */
async function countInDaySums(tx: Tx, rows: SQL, sign: 1 | -1): Promise<void> {
  const times = sql.raw(String(sign));
  await tx.execute(sql`
    with r as materialized (${rows}),
    days as (
      insert into ${customerSalesDays} (day, new_customers, returning_customers, orders, net_cents)
      select day,
        ${times} * count(*) filter (where orders > 0 and previous_day is null),
        ${times} * count(*) filter (where orders > 0 and previous_day is not null),
        ${times} * sum(orders), ${times} * sum(net_cents)
      from r group by day order by day
      on conflict (day) do update set
        new_customers = ${customerSalesDays}.new_customers + excluded.new_customers,
        returning_customers = ${customerSalesDays}.returning_customers + excluded.returning_customers,
        orders = ${customerSalesDays}.orders + excluded.orders,
        net_cents = ${customerSalesDays}.net_cents + excluded.net_cents
    ),
    repeats as (
      insert into ${customerSalesRepeats} (day, previous_month, customers)
      select day, ${monthOf(sql`previous_day`)}, ${times} * count(*)
      from r where orders > 0 and previous_day is not null
      group by 1, 2 order by 1, 2
      on conflict (day, previous_month) do update set customers = ${customerSalesRepeats}.customers + excluded.customers
    )
    insert into ${customerSalesCohorts} (first_month, day, orders, net_cents)
    select ${monthOf(sql`first_day`)}, day, ${times} * sum(orders), ${times} * sum(net_cents)
    from r where first_day is not null
    group by 1, 2 order by 1, 2
    on conflict (first_month, day) do update set
      orders = ${customerSalesCohorts}.orders + excluded.orders,
      net_cents = ${customerSalesCohorts}.net_cents + excluded.net_cents`);
}

/**
 * Adds `added` (day, page_id, orders, net_cents rows) to the customers' days: each day's row
 * (made with its first day and the last day with an order before it), the sums from on of
 * every earlier row, and the last day with an order of every later row.
 */
async function addToDays(tx: Tx, added: SQL): Promise<void> {
  const customersRows = sql`select * from ${T} where page_id in (select page_id from (${added}) a)`;
  await countInDaySums(tx, customersRows, -1);
  await tx.execute(sql`
    insert into ${T} (day, page_id, orders, net_cents, first_day, previous_day, later_orders, later_net_cents)
    select a.day, a.page_id, a.orders, a.net_cents, f.day,
      (select max(p.day) from ${T} p where p.page_id = a.page_id and p.day < a.day and p.orders > 0),
      a.orders + coalesce((select n.later_orders from ${T} n where n.page_id = a.page_id and n.day > a.day order by n.day limit 1), 0),
      a.net_cents + coalesce((select n.later_net_cents from ${T} n where n.page_id = a.page_id and n.day > a.day order by n.day limit 1), 0)
    from (${added}) a join ${customerFirstSales} f on f.page_id = a.page_id
    order by a.day, a.page_id
    on conflict (day, page_id) do update set
      orders = ${T}.orders + excluded.orders,
      net_cents = ${T}.net_cents + excluded.net_cents,
      later_orders = ${T}.later_orders + excluded.orders,
      later_net_cents = ${T}.later_net_cents + excluded.net_cents`);
  await tx.execute(sql`
    update ${T} s set
      later_orders = s.later_orders + a.orders,
      later_net_cents = s.later_net_cents + a.net_cents
    from (
      select e.day, e.page_id, sum(a.orders)::int as orders, sum(a.net_cents)::bigint as net_cents
      from (${added}) a join ${T} e on e.page_id = a.page_id and e.day < a.day
      group by e.day, e.page_id
    ) a
    where s.day = a.day and s.page_id = a.page_id`);
  // A day with orders written before a later one (a payment on the stroke of midnight): the later rows learn of it.
  await tx.execute(sql`
    update ${T} s set previous_day = a.day
    from (
      select e.day as later_day, e.page_id, max(a.day) as day
      from (${added}) a join ${T} e on e.page_id = a.page_id and e.day > a.day
      where a.orders > 0
      group by e.day, e.page_id
    ) a
    where s.day = a.later_day and s.page_id = a.page_id and (s.previous_day is null or s.previous_day < a.day)`);
  // A first day that moved earlier (the same): every row of the customer says it.
  await tx.execute(sql`
    update ${T} s set first_day = f.day
    from ${customerFirstSales} f
    where f.page_id = s.page_id and s.page_id in (select page_id from (${added}) a) and s.first_day is distinct from f.day`);
  await countInDaySums(tx, customersRows, 1);
}

/** Counted orders `where` (over `sales_counted_orders c`, `orders o`), by day and customer. */
const countedByDay = (where: SQL) => sql`
  select c.day, ${PAGE_ID} as page_id, count(*)::int as orders, sum(${ORDER_NET_CENTS})::bigint as net_cents
  from ${salesCountedOrders} c join ${orders} o on o.id = c.order_id
  where ${where}
  group by 1, 2`;

/** These orders have just counted as sales (their rows in sales_counted_orders are new). */
export async function recordCustomersCounted(tx: Tx, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const where = sql`c.order_id in ${[...orderIds]}`;
  // The customer's first day first: it also holds their row until the end of the transaction.
  await tx.execute(sql`
    insert into ${customerFirstSales} (page_id, day)
    select ${PAGE_ID}, min(c.day)
    from ${salesCountedOrders} c join ${orders} o on o.id = c.order_id
    where ${where}
    group by 1
    order by 1
    on conflict (page_id) do update set day = least(${customerFirstSales}.day, excluded.day)`);
  await addToDays(tx, countedByDay(where));
}

/** A refund of this order went through on `day`: its customer's net falls by it, when the order counted. */
export async function recordCustomersRefund(tx: Tx, orderId: number, day: string, amountCents: number) {
  const refunded = sql`
    select ${day}::date as day, f.page_id, 0 as orders, ${-amountCents}::bigint as net_cents
    from ${customerFirstSales} f
    where f.page_id = (select ${PAGE_ID} from ${orders} o where o.id = ${orderId})
      and exists (select 1 from ${salesCountedOrders} where order_id = ${orderId})`;
  // Take the customer's row, as a counted order does, before reading their days.
  await tx.execute(
    sql`select 1 from ${customerFirstSales} f where f.page_id in (select page_id from (${refunded}) r) for update`,
  );
  await addToDays(tx, refunded);
}

/** Every row again from the counted orders and the refunds (`refunds` as day, order_id, cents). */
export async function rebuildCustomerFigures(tx: Tx, refunds: SQL): Promise<void> {
  await tx.execute(sql`delete from ${T}`);
  await tx.execute(sql`delete from ${customerFirstSales}`);
  await tx.execute(sql`
    insert into ${customerFirstSales} (page_id, day)
    select ${PAGE_ID}, min(c.day)
    from ${salesCountedOrders} c join ${orders} o on o.id = c.order_id
    group by 1`);
  await tx.execute(sql`
    insert into ${T} (day, page_id, orders, net_cents, first_day, previous_day, later_orders, later_net_cents)
    select day, page_id, orders, net_cents,
      min(day) filter (where orders > 0) over (partition by page_id),
      max(day) filter (where orders > 0) over (partition by page_id order by day rows between unbounded preceding and 1 preceding),
      sum(orders) over (partition by page_id order by day desc rows between unbounded preceding and current row),
      sum(net_cents) over (partition by page_id order by day desc rows between unbounded preceding and current row)
    from (
      select day, page_id, sum(orders)::int as orders, sum(net_cents)::bigint as net_cents from (
        ${countedByDay(sql`true`)}
        union all
        select r.day, ${PAGE_ID}, 0, -sum(r.cents)
        from (${refunds}) r join ${orders} o on o.id = r.order_id
        group by 1, 2
      ) as figures
      group by day, page_id
    ) as days
    order by day, page_id`);
  await tx.execute(sql`delete from ${customerSalesDays}`);
  await tx.execute(sql`delete from ${customerSalesRepeats}`);
  await tx.execute(sql`delete from ${customerSalesCohorts}`);
  await countInDaySums(tx, sql`select * from ${T}`, 1);
}
