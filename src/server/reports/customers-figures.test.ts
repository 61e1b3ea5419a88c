// The customers report against what its customers did, over days across months and years:
// orders counted on any day (also on a day before ones already counted, as a payment at
// midnight may be) and refunds on any day after, the report's new and returning customers, their
// orders and net, each day's figures and the top customers equal a plain count of the orders
// and refunds themselves, for ranges inside a month and across many; and rebuilding the sums
// from the customers' rows gives the very rows kept.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDecimal } from '../../shared/money';
import { addDays } from '../../shared/schemas/reports';
import type { Database } from '../db/database';
import {
  customerFirstSales,
  customerSalesByDay,
  customerSalesCohorts,
  customerSalesDays,
  customerSalesRepeats,
  orders,
  salesCountedOrders,
} from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/harness';
import { customersReport } from './customers';
import { rebuildCustomerFigures, recordCustomersCounted, recordCustomersRefund } from './customers-rollup';

const TODAY = '2026-03-14';
const CUSTOMERS = 5;

interface Order {
  customer: number;
  day: string;
  cents: number;
  /** A refund of part of it, this many days after it (when not after today). */
  refund: { after: number; cents: number } | null;
}

let test: TestDatabase;
let db: Database['db'];
beforeAll(async () => {
  test = await createTestDatabase();
  db = test.database.db;
});
afterAll(async () => test?.drop());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function clear() {
  for (const table of [
    customerSalesByDay,
    customerFirstSales,
    customerSalesDays,
    customerSalesRepeats,
    customerSalesCohorts,
    salesCountedOrders,
  ])
    await db.delete(table);
}

/** The order, counted on its day, as a payment that went through then counts it. */
async function place(order: Order, index: number): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into ${orders} (email, customer_key, status, payment_status, subtotal, discount, shipping, tax, total,
        shipping_address, tracking_number)
      values (${`buyer${order.customer}@example.com`}, ${`buyer${order.customer}@example.com`}, 'pending', 'paid',
        ${order.cents / 100}, 0, 0, 0, ${order.cents / 100}, '1 Main St', ${`TJCF${Date.now()}${index}`})
      returning id`),
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into ${salesCountedOrders} (order_id, day) values (${row!.id}, ${order.day}::date)`);
    await recordCustomersCounted(tx, [row!.id]);
  });
  return row!.id;
}

interface Expected {
  new: { customers: number; orders: number; netSales: string };
  returning: { customers: number; orders: number; netSales: string };
}

/** The range's figures, counted from the orders and refunds themselves. */
function expected(all: readonly Order[], from: string, to: string) {
  const firstDay = new Map<number, string>();
  for (const order of all)
    if (!firstDay.has(order.customer) || order.day < firstDay.get(order.customer)!)
      firstDay.set(order.customer, order.day);
  const inRange = (day: string) => day >= from && day <= to;
  const figures: Expected = {
    new: { customers: 0, orders: 0, netSales: '0.00' },
    returning: { customers: 0, orders: 0, netSales: '0.00' },
  };
  const top: Array<{ new: boolean; orders: number; netSales: string }> = [];
  const nets = { new: 0, returning: 0 };
  for (let customer = 0; customer < CUSTOMERS; customer++) {
    const mine = all.filter((order) => order.customer === customer);
    const ordered = mine.filter((order) => inRange(order.day));
    if (ordered.length === 0) continue;
    let net = ordered.reduce((sum, order) => sum + order.cents, 0);
    for (const order of mine)
      if (order.refund && inRange(addDays(order.day, order.refund.after))) net -= order.refund.cents;
    const kind = inRange(firstDay.get(customer)!) ? 'new' : 'returning';
    figures[kind].customers += 1;
    figures[kind].orders += ordered.length;
    nets[kind] += net;
    top.push({ new: kind === 'new', orders: ordered.length, netSales: toDecimal(net) });
  }
  figures.new.netSales = toDecimal(nets.new);
  figures.returning.netSales = toDecimal(nets.returning);
  const series: Array<{ day: string; newCustomers: number; returningCustomers: number }> = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const buyers = new Set(all.filter((order) => order.day === day).map((order) => order.customer));
    const fresh = [...buyers].filter((customer) => firstDay.get(customer) === day).length;
    series.push({ day, newCustomers: fresh, returningCustomers: buyers.size - fresh });
  }
  return { figures, series, top };
}

const byFigures = (
  rows: ReadonlyArray<{ new: boolean; orders: number; netSales: string }>,
): Array<{ new: boolean; orders: number; netSales: string }> =>
  rows
    .map(({ new: isNew, orders: count, netSales }) => ({ new: isNew, orders: count, netSales }))
    .sort((a, b) => Number(b.netSales) - Number(a.netSales) || b.orders - a.orders || Number(a.new) - Number(b.new));

const orderArbitrary = fc.record({
  customer: fc.integer({ min: 0, max: CUSTOMERS - 1 }),
  day: fc.integer({ min: -420, max: 0 }).map((offset) => addDays(TODAY, offset)),
  cents: fc.integer({ min: 100, max: 50_000 }),
  refund: fc.option(fc.record({ after: fc.integer({ min: 0, max: 70 }), cents: fc.integer({ min: 1, max: 90 }) })),
});

const kept = async () => ({
  days: await db.select().from(customerSalesDays).orderBy(customerSalesDays.day),
  repeats: await db
    .select()
    .from(customerSalesRepeats)
    .orderBy(customerSalesRepeats.day, customerSalesRepeats.previousMonth),
  cohorts: await db
    .select()
    .from(customerSalesCohorts)
    .orderBy(customerSalesCohorts.firstMonth, customerSalesCohorts.day),
});

/** The sums without rows that count nothing (a write leaves such rows behind; a rebuild does not). */
const counting = async () => {
  const sums = await kept();
  return {
    days: sums.days.filter((r) => r.newCustomers || r.returningCustomers || r.orders || r.netCents),
    repeats: sums.repeats.filter((r) => r.customers),
    cohorts: sums.cohorts.filter((r) => r.orders || r.netCents),
  };
};

describe('the customers report over days across months', () => {
  it('equals a plain count of the orders and refunds, whatever order they came in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(orderArbitrary, { minLength: 1, maxLength: 10 }),
        fc.array(
          fc.tuple(fc.integer({ min: -430, max: 0 }), fc.integer({ min: 0, max: 200 })).map(([start, length]) => ({
            from: addDays(TODAY, start),
            to: addDays(TODAY, Math.min(0, start + length)),
          })),
          { minLength: 1, maxLength: 4 },
        ),
        async (generated, ranges) => {
          await clear();
          const placed: Order[] = [];
          const refunds: Array<ReturnType<typeof sql>> = [];
          for (const [index, order] of generated.entries()) {
            const id = await place(order, index);
            const refundDay = order.refund ? addDays(order.day, order.refund.after) : null;
            if (order.refund && refundDay! <= TODAY) {
              await db.transaction((tx) => recordCustomersRefund(tx, id, refundDay!, order.refund!.cents));
              refunds.push(sql`select ${refundDay}::date, ${id}::int, ${order.refund.cents}::bigint`);
              placed.push(order);
            } else placed.push({ ...order, refund: null });
          }
          for (const { from, to } of [...ranges, { from: addDays(TODAY, -29), to: TODAY }]) {
            const report = await customersReport(db, { from, to });
            const want = expected(placed, from, to);
            expect({ new: report.current.new, returning: report.current.returning }, `${from}..${to}`).toEqual(
              want.figures,
            );
            const before = { from: report.previous.from, to: report.previous.to };
            expect({ new: report.previous.new, returning: report.previous.returning }, `before ${from}..${to}`).toEqual(
              expected(placed, before.from, before.to).figures,
            );
            expect(report.series, `days ${from}..${to}`).toEqual(want.series);
            expect(byFigures(report.top), `top ${from}..${to}`).toEqual(byFigures(want.top));
          }
          const sums = await counting();
          const refunded = refunds.length
            ? sql.join(refunds, sql` union all `)
            : sql`select null::date, null::int, null::bigint where false`;
          await db.transaction((tx) =>
            rebuildCustomerFigures(tx, sql`select * from (${refunded}) as r (day, order_id, cents)`),
          );
          expect(await counting()).toEqual(sums);
        },
      ),
      { numRuns: 30 },
    );
  }, 300_000);
});
