// The customers report over a range of UTC days, read from customer_sales_by_day and
// customer_first_sales (customers-rollup.ts keeps them; CUSTOMER_DEFINITIONS says what each
// figure counts): new and returning customers, their orders and net sales, beside the days just
// before; each day's new and returning customers; and the customers who spent the most, by the
// page id of their page in Admin > Customers.
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
import { customerFigures, customerFirstSales, customerSalesByDay } from '../db/schema';
import { rowsOf } from './order-net';
import { previousRange } from './range';

/** Each customer with a counted order in the range: their orders, net and whether they are new in it. */
const inRange = (from: string, to: string) => sql`
  select s.page_id, sum(s.orders)::bigint as orders, sum(s.net_cents)::bigint as net_cents,
    bool_or(f.day >= ${from}::date) as is_new
  from ${customerSalesByDay} s join ${customerFirstSales} f on f.page_id = s.page_id
  where s.day between ${from}::date and ${to}::date
  group by s.page_id
  having sum(s.orders) > 0`;

async function totals(tx: Tx, from: string, to: string): Promise<CustomerFigures & { from: string; to: string }> {
  const groups = rowsOf<{ is_new: boolean; customers: number; orders: number; net_cents: number }>(
    await tx.execute(sql`
      select c.is_new, count(*)::bigint as customers, sum(c.orders)::bigint as orders, sum(c.net_cents)::bigint as net_cents
      from (${inRange(from, to)}) c group by c.is_new`),
  );
  const group = (isNew: boolean) => {
    const row = groups.find((g) => g.is_new === isNew);
    return {
      customers: Number(row?.customers ?? 0),
      orders: Number(row?.orders ?? 0),
      netSales: toDecimal(Number(row?.net_cents ?? 0)),
    };
  };
  return { from, to, new: group(true), returning: group(false) };
}

export async function customersReport(tx: Tx, { from, to }: { from: string; to: string }): Promise<CustomersReport> {
  const before = previousRange(from, to);
  const days = rowsOf<{ day: string; new_customers: number; returning_customers: number }>(
    await tx.execute(sql`
      select to_char(s.day, 'YYYY-MM-DD') as day,
        count(*) filter (where f.day = s.day)::int as new_customers,
        count(*) filter (where f.day < s.day)::int as returning_customers
      from ${customerSalesByDay} s join ${customerFirstSales} f on f.page_id = s.page_id
      where s.day between ${from}::date and ${to}::date and s.orders > 0
      group by s.day`),
  );
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
  const top = rowsOf<{ page_id: string; name: string | null; is_new: boolean; orders: number; net_cents: number }>(
    await tx.execute(sql`
      select c.page_id, cf.name, c.is_new, c.orders, c.net_cents
      from (${inRange(from, to)}) c left join ${customerFigures} cf on cf.page_id = c.page_id
      order by c.net_cents desc, c.orders desc, c.page_id
      limit ${TOP_CUSTOMERS}`),
  );
  return {
    current: await totals(tx, from, to),
    previous: await totals(tx, before.from, before.to),
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
