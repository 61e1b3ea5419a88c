// The customers report over a range of UTC days, read from customer_sales_by_day
// (customers-rollup.ts keeps it; CUSTOMER_DEFINITIONS says what each figure counts) row by row,
// without adding up each customer over a range up to today: new and returning customers, their
// orders and net sales, beside the days just before; each day's new and returning customers;
// and the customers who spent the most, by the page id of their page in Admin > Customers.
import { sql, type SQL } from 'drizzle-orm';
import { toDecimal } from '../../shared/money';
import { addDays } from '../../shared/schemas/reports';
import {
  TOP_CUSTOMERS,
  type CustomerDay,
  type CustomerFigures,
  type CustomersReport,
} from '../../shared/schemas/reports-money';
import type { Tx } from '../db/database';
import { customerFigures, customerSalesByDay } from '../db/schema';
import { rowsOf } from './order-net';
import { previousRange, readReport } from './range';

/**
 * A row of customer `s` that counts toward its customer's net from `from` to `to`: one with an
 * order, or a refund on a day without one of a customer with an order in the range (before the
 * refund, or after it: the few refunds early in a range look for a later order).
 */
const countsInRange = (from: SQL, to: SQL) => sql`(s.orders > 0 or s.previous_day >= ${from} or exists (
  select 1 from ${customerSalesByDay} o
  where o.page_id = s.page_id and o.day > s.day and o.day <= ${to} and o.orders > 0))`;

interface DaySums {
  day: string;
  current: boolean;
  new_customers: number;
  returning_customers: number;
  returning_since: number;
  new_orders: number;
  returning_orders: number;
  new_net: number;
  returning_net: number;
}

/**
 * Each day of the range and of the days before it, reading each row once: a customer counts on
 * their first row with an order in a period (new when it is their first ever; each day's own new
 * and returning customers beside it), and their orders and net add up from every row.
 */
async function daySums(tx: Tx, from: string, to: string, before: { from: string; to: string }) {
  const start = sql`(case when s.day >= ${from}::date then ${from}::date else ${before.from}::date end)`;
  const end = sql`(case when s.day >= ${from}::date then ${to}::date else ${before.to}::date end)`;
  return rowsOf<DaySums>(
    await tx.execute(sql`
      select to_char(s.day, 'YYYY-MM-DD') as day, s.day >= ${from}::date as current,
        count(*) filter (where s.orders > 0 and s.previous_day is null)::int as new_customers,
        count(*) filter (where s.orders > 0 and s.previous_day is not null)::int as returning_customers,
        count(*) filter (where s.orders > 0 and s.previous_day < ${start})::int as returning_since,
        coalesce(sum(s.orders) filter (where s.first_day >= ${start}), 0)::bigint as new_orders,
        coalesce(sum(s.orders) filter (where s.first_day < ${start}), 0)::bigint as returning_orders,
        coalesce(sum(s.net_cents) filter (where s.first_day >= ${start} and ${countsInRange(start, end)}), 0)::bigint as new_net,
        coalesce(sum(s.net_cents) filter (where s.first_day < ${start} and ${countsInRange(start, end)}), 0)::bigint as returning_net
      from ${customerSalesByDay} s
      where s.day between ${before.from}::date and ${to}::date
      group by s.day`),
  );
}

/** A period's new and returning customers, their orders and net, from its days. */
function totals(days: readonly DaySums[], range: { from: string; to: string }, current: boolean) {
  const sum = (key: keyof DaySums) =>
    days.filter((day) => day.current === current).reduce((total, day) => total + Number(day[key]), 0);
  const group = (kind: 'new' | 'returning'): CustomerFigures['new'] => ({
    customers: sum(kind === 'new' ? 'new_customers' : 'returning_since'),
    orders: sum(`${kind}_orders`),
    netSales: toDecimal(sum(`${kind}_net`)),
  });
  return { ...range, new: group('new'), returning: group('returning') };
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
  const firstRows = (limit: number | 'with ties') => sql`
    select s.page_id, s.first_day >= ${from}::date as is_new, s.later_orders, s.later_net_cents
    from ${customerSalesByDay} s
    where s.day between ${from}::date and ${to}::date and s.orders > 0
      and (s.previous_day is null or s.previous_day < ${from}::date)
    order by s.later_net_cents desc
    ${limit === 'with ties' ? sql`fetch first ${wanted} rows with ties` : sql`limit ${limit}`}`;
  const read = async (limit: number | 'with ties') =>
    rowsOf<{ page_id: string; is_new: boolean; later_orders: number; later_net_cents: number }>(
      await tx.execute(firstRows(limit)),
    );
  // Twice as many as wanted hold those tying with the last wanted, unless even the last of them
  // ties (rare): then every one that does.
  let candidates = await read(2 * wanted);
  const cut = Number(candidates[wanted - 1]?.later_net_cents);
  if (candidates.length === 2 * wanted && Number(candidates.at(-1)!.later_net_cents) === cut)
    candidates = await read('with ties');
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
  const days = await daySums(tx, from, to, before);
  const byDay = new Map(days.filter((row) => row.current).map((row) => [row.day, row]));
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
    current: totals(days, { from, to }, true),
    previous: totals(days, before, false),
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
