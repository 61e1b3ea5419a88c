// The customers report over a range of UTC days (customers-rollup.ts keeps its tables;
// CUSTOMER_DEFINITIONS says what each figure counts): new and returning customers, their orders
// and net sales, beside the days just before, from the day sums and, for what a range's days
// alone do not say, the sums by month and the customers' rows of the days around whole months;
// each day's new and returning customers; and the customers who spent the most, by the page id
// of their page in Admin > Customers.
import { sql } from 'drizzle-orm';
import { toDecimal } from '../../shared/money';
import { addDays } from '../../shared/schemas/reports';
import {
  TOP_CUSTOMERS,
  type CustomerDay,
  type CustomerFigures,
  type CustomersReport,
} from '../../shared/schemas/reports-money';
import type { Tx } from '../db/database';
import {
  customerFigures,
  customerSalesByDay,
  customerSalesCohorts,
  customerSalesDays,
  customerSalesRepeats,
} from '../db/schema';
import { rowsOf } from './order-net';
import { firstOfMonth, previousRange, readReport, splitByMonths } from './range';

interface DayRow {
  day: string;
  new_customers: number;
  returning_customers: number;
  orders: number;
  net_cents: number;
}

/** Each day's customers, orders and net from `from` to `to`, as customer_sales_days adds them up. */
async function daysOf(tx: Tx, from: string, to: string): Promise<DayRow[]> {
  return rowsOf<DayRow>(
    await tx.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day, new_customers, returning_customers, orders, net_cents
      from ${customerSalesDays} where day between ${from}::date and ${to}::date`),
  );
}

interface PeriodSums {
  returning_customers: number;
  new_orders: number;
  new_net: number;
  uncounted_net: number;
}

/**
 * What a period's days alone do not say: its returning customers (a customer with orders on
 * several of its days counts once: on their first day in it, whose last order before was before
 * the period); the orders and net of the customers new in it; and the refunds in it to
 * customers with no order in it, which their net leaves out. Whole months are read from the
 * sums by month, the days of a month the period begins or ends inside from the customers' rows.
 */
async function periodSums(tx: Tx, from: string, to: string): Promise<PeriodSums> {
  const firstMonth = firstOfMonth(from);
  const split = splitByMonths(from, to);
  const newCustomersRows = [
    ...[split.before, split.after]
      .filter((edge) => edge !== null)
      .map(
        (edge) => sql`select orders, net_cents from ${customerSalesByDay}
          where first_day between ${edge.from}::date and ${edge.to}::date and day <= ${to}::date`,
      ),
    ...(split.months
      ? [
          sql`select orders, net_cents from ${customerSalesCohorts}
            where first_month >= ${split.months.firstMonth}::date and first_month < ${split.months.afterMonths}::date
              and day <= ${to}::date`,
        ]
      : []),
  ];
  const [sums] = rowsOf<PeriodSums>(
    await tx.execute(sql`
      with new_customers as (${sql.join(newCustomersRows, sql` union all `)})
      select
        (select coalesce(sum(customers), 0) from ${customerSalesRepeats}
          where day between ${from}::date and ${to}::date and previous_month < ${firstMonth}::date)
        + (select count(*) from ${customerSalesByDay}
          where orders > 0 and previous_day >= ${firstMonth}::date and previous_day < ${from}::date
            and day between ${from}::date and ${to}::date) as returning_customers,
        (select coalesce(sum(orders), 0) from new_customers) as new_orders,
        (select coalesce(sum(net_cents), 0) from new_customers) as new_net,
        (select coalesce(sum(s.net_cents), 0) from ${customerSalesByDay} s
          where s.day between ${from}::date and ${to}::date and s.orders = 0
            and (s.previous_day is null or s.previous_day < ${from}::date)
            -- Looked up for each of these few rows (a join would read every customer's rows).
            and (select o.day from ${customerSalesByDay} o
              where o.page_id = s.page_id and o.day > s.day and o.day <= ${to}::date and o.orders > 0
              limit 1) is null
        ) as uncounted_net`),
  );
  return sums!;
}

/** A period's new and returning customers, their orders and net. */
function totals(days: readonly DayRow[], sums: PeriodSums, range: { from: string; to: string }) {
  const inRange = days.filter((day) => day.day >= range.from && day.day <= range.to);
  const sum = (key: 'new_customers' | 'orders' | 'net_cents') =>
    inRange.reduce((total, day) => total + Number(day[key]), 0);
  const newOrders = Number(sums.new_orders);
  const newNet = Number(sums.new_net);
  return {
    ...range,
    new: { customers: sum('new_customers'), orders: newOrders, netSales: toDecimal(newNet) },
    returning: {
      customers: Number(sums.returning_customers),
      orders: sum('orders') - newOrders,
      netSales: toDecimal(sum('net_cents') - Number(sums.uncounted_net) - newNet),
    },
  } satisfies { from: string; to: string } & CustomerFigures;
}

interface TopRow {
  page_id: string;
  name: string | null;
  is_new: boolean;
  orders: number;
  net_cents: number;
}

/**
 * The customers who spent the most from `from` to `to`, when no day after `to` has figures (a
 * range up to today): each customer's first row with an order in the range holds their orders
 * and net from it on, less the refunds on days before it in the range, which only lower a net;
 * so the customers with the highest sums from on, as many more as have such refunds (and ties),
 * hold the top ones.
 */
async function topUpToNow(tx: Tx, from: string, to: string): Promise<TopRow[]> {
  const early = sql`
    select s.page_id, sum(s.net_cents)::bigint as net_cents from ${customerSalesByDay} s
    where s.day between ${from}::date and ${to}::date and s.orders = 0 and s.previous_day < ${from}::date
    group by s.page_id`;
  const [counted] = rowsOf<{ customers: number }>(
    await tx.execute(sql`select count(*)::int as customers from (${early}) e`),
  );
  const wanted = TOP_CUSTOMERS + Number(counted?.customers ?? 0);
  const firstRows = (limit: { rows: number } | { from: number }) => sql`
    select s.page_id, s.first_day >= ${from}::date as is_new, s.later_orders, s.later_net_cents
    from ${customerSalesByDay} s
    where s.day between ${from}::date and ${to}::date and s.orders > 0
      and (s.previous_day is null or s.previous_day < ${from}::date)
      ${'from' in limit ? sql`and s.later_net_cents >= ${limit.from}` : sql``}
    order by s.later_net_cents desc
    ${'rows' in limit ? sql`limit ${limit.rows}` : sql``}`;
  const read = async (limit: { rows: number } | { from: number }) =>
    rowsOf<{ page_id: string; is_new: boolean; later_orders: number; later_net_cents: number }>(
      await tx.execute(firstRows(limit)),
    );
  // Twice as many as wanted hold those tying with the last wanted, unless even the last of them
  // ties (rare): then every one from that sum up.
  let candidates = await read({ rows: 2 * wanted });
  const cut = Number(candidates[wanted - 1]?.later_net_cents);
  if (candidates.length === 2 * wanted && Number(candidates.at(-1)!.later_net_cents) === cut)
    candidates = await read({ from: cut });
  else candidates = candidates.filter((row, index) => index < wanted || Number(row.later_net_cents) === cut);
  if (candidates.length === 0) return [];
  const ids = candidates.map((row) => row.page_id);
  const lowered = new Map(
    rowsOf<{ page_id: string; net_cents: number }>(
      await tx.execute(sql`select * from (${early}) e where e.page_id in ${ids}`),
    ).map((row) => [row.page_id, Number(row.net_cents)]),
  );
  const names = new Map(
    rowsOf<{ page_id: string; name: string | null }>(
      await tx.execute(sql`select page_id, name from ${customerFigures} where page_id in ${ids}`),
    ).map((row) => [row.page_id, row.name]),
  );
  return candidates
    .map((row) => ({
      page_id: row.page_id,
      name: names.get(row.page_id) ?? null,
      is_new: row.is_new,
      orders: Number(row.later_orders),
      net_cents: Number(row.later_net_cents) + (lowered.get(row.page_id) ?? 0),
    }))
    .sort(
      (a, b) =>
        b.net_cents - a.net_cents ||
        b.orders - a.orders ||
        (a.page_id < b.page_id ? -1 : a.page_id > b.page_id ? 1 : 0),
    )
    .slice(0, TOP_CUSTOMERS);
}

/** The customers who spent the most from `from` to `to`, adding up each customer's rows in it. */
async function topAddedUp(tx: Tx, from: string, to: string): Promise<TopRow[]> {
  return rowsOf<TopRow>(
    await tx.execute(sql`
      select c.page_id, cf.name, c.is_new, c.orders, c.net_cents from (
        select s.page_id, sum(s.orders)::bigint as orders, sum(s.net_cents)::bigint as net_cents,
          bool_or(s.first_day >= ${from}::date) as is_new
        from ${customerSalesByDay} s
        where s.day between ${from}::date and ${to}::date
        group by s.page_id
        having sum(s.orders) > 0
        order by net_cents desc, orders desc, s.page_id
        limit ${TOP_CUSTOMERS}
      ) c left join ${customerFigures} cf on cf.page_id = c.page_id
      order by c.net_cents desc, c.orders desc, c.page_id`),
  );
}

export function customersReport(db: Tx, range: { from: string; to: string }): Promise<CustomersReport> {
  return readReport(db, (tx) => readCustomers(tx, range));
}

async function readCustomers(tx: Tx, { from, to }: { from: string; to: string }): Promise<CustomersReport> {
  const before = previousRange(from, to);
  const days = await daysOf(tx, before.from, to);
  const byDay = new Map(days.map((row) => [row.day, row]));
  const series: CustomerDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const row = byDay.get(day);
    series.push({
      day,
      newCustomers: Number(row?.new_customers ?? 0),
      returningCustomers: Number(row?.returning_customers ?? 0),
    });
  }
  const later = rowsOf(await tx.execute(sql`select 1 from ${customerSalesByDay} where day > ${to}::date limit 1`));
  const top = later.length === 0 ? await topUpToNow(tx, from, to) : await topAddedUp(tx, from, to);
  return {
    current: totals(days, await periodSums(tx, from, to), { from, to }),
    previous: totals(days, await periodSums(tx, before.from, before.to), before),
    series,
    top: top.map((row) => ({
      pageId: row.page_id,
      name: row.name,
      new: row.is_new,
      orders: Number(row.orders),
      netSales: toDecimal(Number(row.net_cents)),
    })),
  };
}
