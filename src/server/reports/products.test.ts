// The products and returns reports against the orders themselves: over randomly made orders
// (paid, paid twice, declined, left unpaid, paid after staff cancelled them), some delivered and
// returned in part (for each reason, received with their units put back on sale or not, and
// refunded or not), some with units taken back by staff with a refund, the products report
// answers exactly, to the cent and per variant, what a plain SQL sum over orders, their history,
// their lines, the units back in stock and the return lines says; the returns report answers what
// a plain sum over the returns says, by reason and by size; and rebuilding the figures from
// scratch (the migration's backfill) gives the very rows kept as orders were paid, units came
// back and returns were asked for or rejected.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDecimal } from '../../shared/money';
import { addDays } from '../../shared/schemas/reports';
import { RETURN_REASONS } from '../../shared/schemas/returns';
import { returnsByDay, variantSalesByDay, variantSalesSpan, variantSalesThroughMonth } from '../db/schema';
import { cancelUnpaidOrder } from '../orders/payment-outcome';
import { createTestApp, type TestApp } from '../test/harness';
import { addTestProduct, anotherShopper, choosePayment, postOrder, variantGid } from '../test/orders-fixtures';
import { orderDetail, startReturn, staffStep } from '../test/returns-fixtures';
import { signedInStaff } from '../test/staff';
import { productsReport } from './products';
import { returnsReport } from './returns';
import { rebuildReturnFigures } from './returns-rollup';
import { rebuildSalesFigures } from './rollup';

const today = () => new Date().toISOString().slice(0, 10);
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

let t: TestApp;
let owner: Record<string, string>;
let variants: number[];

beforeAll(async () => {
  t = await createTestApp({ settings: { maxUnpaidOrdersPerEmail: 100 } });
  owner = await signedInStaff(t, 'products-report-owner', 'admin');
  const dress = await addTestProduct(t.db, 'products-report-dress', [
    { size: 'S', color: 'Blue', priceCents: 1999, stock: 100_000 },
    { size: 'M', color: 'Blue', priceCents: 4550, stock: 100_000 },
  ]);
  const coat = await addTestProduct(
    t.db,
    'products-report-coat',
    [
      { size: 'M', color: 'Black', priceCents: 12_001, stock: 100_000 },
      { size: 'L', color: 'Black', priceCents: 9900, stock: 100_000 },
    ],
    'men',
  );
  variants = [...dress.variants.values(), ...coat.variants.values()];
});
afterAll(async () => t?.close());

const staffCall = (method: 'POST' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, cookies: owner, ...(payload ? { payload } : {}) });

const lineArbitrary = fc.record({
  variant: fc.integer({ min: 0, max: 3 }),
  quantity: fc.integer({ min: 1, max: 3 }),
  /** How many units come back in a return (0: none), why, and whether for money. */
  returned: fc.integer({ min: 0, max: 3 }),
  reason: fc.constantFrom(...RETURN_REASONS),
  restock: fc.boolean(),
  /** Units staff take back with a refund of their own, when no return holds them. */
  takenBack: fc.integer({ min: 0, max: 2 }),
});

const orderArbitrary = fc.record({
  lines: fc.uniqueArray(lineArbitrary, { minLength: 1, maxLength: 3, selector: (line) => line.variant }),
  payment: fc.constantFrom('pay', 'pay', 'pay twice', 'decline', 'unpaid', 'cancelled then paid'),
  /** What happens to the return: asked only, approved and received, received and refunded, or rejected. */
  returnStage: fc.constantFrom('asked', 'received', 'refunded', 'rejected'),
});

type GeneratedOrder = typeof orderArbitrary extends fc.Arbitrary<infer T> ? T : never;

async function makeOrder(generated: GeneratedOrder): Promise<void> {
  const placed = await postOrder(t.app, {
    customer: { ...anotherShopper(), state: 'AR' },
    items: generated.lines.map((line) => ({ variantId: variantGid(variants[line.variant]!), quantity: line.quantity })),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { order, paymentToken } = placed.json<{
    order: { id: number; trackingNumber: string; email: string };
    paymentToken: string;
  }>();
  const pay = (choice: 'pay' | 'decline') => choosePayment(t.app, paymentToken, choice);
  if (generated.payment === 'pay') await pay('pay');
  if (generated.payment === 'pay twice') await Promise.all([pay('pay'), pay('pay')]);
  if (generated.payment === 'decline') await pay('decline');
  if (generated.payment === 'cancelled then paid') {
    await t.db.transaction((tx) => cancelUnpaidOrder(tx, order.id, 'cancelled'));
    await pay('pay');
  }
  const detail = await orderDetail(t.app, owner, order.id);
  if (detail.order.paymentStatus !== 'paid' || detail.order.status === 'cancelled') return;
  for (const payload of [
    { status: 'shipped', carrier: 'UPS', carrierTrackingNumber: '1Z999AA1' },
    { status: 'delivered' },
  ])
    expect((await staffCall('POST', `/api/admin/orders/${order.id}/status`, payload)).statusCode).toBe(200);
  const itemIds = detail.items.map((item) => item.id);

  // Staff take some units back with a refund of their own.
  const restock = generated.lines.flatMap((line, index) => {
    const quantity = Math.min(line.takenBack, line.quantity - Math.min(line.returned, line.quantity));
    return quantity > 0 ? [{ itemId: itemIds[index]!, quantity }] : [];
  });
  if (restock.length > 0) {
    const refunded = await staffCall('POST', `/api/admin/orders/${order.id}/refunds`, { amount: '1.00', restock });
    expect(refunded.statusCode, refunded.body).toBe(200);
  }

  const asked = generated.lines.flatMap((line, index) => {
    const quantity = Math.min(line.returned, line.quantity);
    return quantity > 0 ? [{ itemId: itemIds[index]!, quantity, reason: line.reason }] : [];
  });
  if (asked.length === 0) return;
  const started = await startReturn(t.app, { trackingNumber: order.trackingNumber, email: detail.order.email! }, asked);
  expect(started.statusCode, started.body).toBe(201);
  const [found] = rows<{ id: number }>(
    await t.db.execute(sql`select id from returns where return_number = ${started.json().returnNumber}`),
  );
  const id = found!.id;
  if (generated.returnStage === 'asked') return;
  if (generated.returnStage === 'rejected') {
    expect((await staffStep(t.app, owner, id, 'reject', { message: 'Worn' })).statusCode).toBe(200);
    return;
  }
  expect((await staffStep(t.app, owner, id, 'approve', {})).statusCode).toBe(200);
  const lineIds = rows<{ id: number }>(
    await t.db.execute(sql`select id from return_lines where return_id = ${id} order by id`),
  ).map((line) => line.id);
  const lines = lineIds.map((lineId, index) => ({
    lineId,
    restock: generated.lines.filter((line) => Math.min(line.returned, line.quantity) > 0)[index]!.restock,
  }));
  const received = await staffStep(t.app, owner, id, 'receive', { lines });
  expect(received.statusCode, received.body).toBe(200);
  if (generated.returnStage === 'refunded') {
    const refunded = await staffStep(t.app, owner, id, 'refund', {});
    expect(refunded.statusCode, refunded.body).toBe(200);
  }
}

interface VariantFigures {
  unitsSold: number;
  sales: string;
  refunds: string;
  netSales: string;
  unitsReturned: number;
}

/** What the products report should say of each variant today: summed from the orders themselves. */
async function recomputedProducts(): Promise<Map<number, VariantFigures>> {
  const result = await t.db.execute(sql`
    with paid as (
      select o.id, first_paid.id as paid_event_id, first_paid.created_at as paid_at
      from orders o left join lateral (
        select e.id, e.created_at from order_events e
        where e.order_id = o.id and e.kind = 'payment' and e.status = 'paid' order by e.id limit 1
      ) first_paid on true
      where o.payment_status in ('paid', 'partially_refunded', 'refunded')
    ),
    sold as (
      select p.* from paid p
      where not exists (
        select 1 from order_events c
        where c.order_id = p.id and c.kind = 'status' and c.status = 'cancelled' and c.id < p.paid_event_id)
    ),
    figures as (
      select i.variant_id, i.quantity as units, i.price * i.quantity as sales, 0 as returned, 0::numeric as refunded
      from sold s join order_items i on i.order_id = s.id
      where to_char(s.paid_at at time zone 'UTC', 'YYYY-MM-DD') = ${today()}
      union all
      select i.variant_id, 0, 0, ri.quantity,
        case when ri.refund_id is not null or rl.outcome = 'refund' then i.price * ri.quantity else 0 end
      from returned_items ri join order_items i on i.id = ri.order_item_id join sold s on s.id = i.order_id
        left join return_lines rl on rl.id = ri.return_line_id
      where to_char(ri.created_at at time zone 'UTC', 'YYYY-MM-DD') = ${today()}
      union all
      select i.variant_id, 0, 0, rl.quantity, case when rl.outcome = 'refund' then i.price * rl.quantity else 0 end
      from return_lines rl join order_items i on i.id = rl.order_item_id join sold s on s.id = i.order_id
      where rl.restocked = false
    )
    select variant_id, sum(units)::int as units, sum(sales)::numeric(14,2)::text as sales,
      sum(returned)::int as returned, sum(refunded)::numeric(14,2)::text as refunded,
      (sum(sales) - sum(refunded))::numeric(14,2)::text as net
    from figures group by variant_id`);
  return new Map(
    rows<Record<string, string | number>>(result).map((row) => [
      Number(row.variant_id),
      {
        unitsSold: Number(row.units),
        sales: String(row.sales),
        refunds: String(row.refunded),
        netSales: String(row.net),
        unitsReturned: Number(row.returned),
      },
    ]),
  );
}

/** What the returns report should say today, by reason and by size: summed from the returns. */
async function recomputedReturns(by: 'l.reason' | 'i.size') {
  const result = await t.db.execute(sql`
    select ${sql.raw(by)} as key, count(distinct r.id)::int as returns, sum(l.quantity)::int as units,
      sum(case when l.outcome = 'refund' then l.quantity * l.unit_paid_cents else 0 end)::int as refund
    from returns r join return_lines l on l.return_id = r.id join order_items i on i.id = l.order_item_id
    where r.status <> 'rejected' and to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD') = ${today()}
    group by 1`);
  return new Map(
    rows<Record<string, string | number>>(result).map((row) => [
      String(row.key),
      { returns: Number(row.returns), units: Number(row.units), refundAmount: toDecimal(Number(row.refund)) },
    ]),
  );
}

describe('the products and returns reports', () => {
  it('equal plain sums over the orders, their lines, the units back in stock and the returns', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(orderArbitrary, { minLength: 1, maxLength: 3 }), async (generated) => {
        for (const order of generated) await makeOrder(order);
        const day = today();

        const expected = await recomputedProducts();
        const report = await productsReport(t.db, { from: day, to: day });
        const reported = new Map(
          report.products.flatMap((product) =>
            product.variants.map((variant) => {
              const { variantId, unitsSold, sales, refunds, netSales, unitsReturned } = variant;
              return [variantId, { unitsSold, sales, refunds, netSales, unitsReturned }] as const;
            }),
          ),
        );
        expect(reported).toEqual(expected);
        const units = [...expected.values()].reduce((sum, variant) => sum + variant.unitsSold, 0);
        expect(report.current.unitsSold).toBe(units);
        expect(report.bySize.reduce((sum, size) => sum + size.unitsSold, 0)).toBe(units);

        const returns = await returnsReport(t.db, { from: day, to: day });
        const byReason = await recomputedReturns('l.reason');
        for (const reason of returns.byReason)
          expect(
            { returns: reason.returns, units: reason.units, refundAmount: reason.refundAmount },
            reason.key,
          ).toEqual(byReason.get(reason.key) ?? { returns: 0, units: 0, refundAmount: '0.00' });
        const bySize = await recomputedReturns('i.size');
        expect(
          new Map(
            returns.bySize.map((size) => [
              size.key,
              { returns: size.returns, units: size.units, refundAmount: size.refundAmount },
            ]),
          ),
        ).toEqual(bySize);
      }),
      { numRuns: 8 },
    );

    // Over whole months (read by month) and over days around them, the figures are the same:
    // every order was made today.
    const day = today();
    const lastOfMonth = new Date(Date.UTC(+day.slice(0, 4), +day.slice(5, 7), 0)).toISOString().slice(0, 10);
    const variantsOf = (report: Awaited<ReturnType<typeof productsReport>>) =>
      report.products.flatMap((product) => product.variants);
    const todays = variantsOf(await productsReport(t.db, { from: day, to: day }));
    for (const range of [
      { from: `${day.slice(0, 7)}-01`, to: lastOfMonth },
      { from: addDays(day, -45), to: addDays(day, 45) },
    ])
      expect(variantsOf(await productsReport(t.db, range)), range.from).toEqual(todays);

    // Listing only the product that sold the most leaves the totals and every group as they were.
    const every = await productsReport(t.db, { from: day, to: day }, null);
    const first = await productsReport(t.db, { from: day, to: day }, 1);
    expect(every.productCount).toBe(2);
    expect(every.products).toHaveLength(2);
    expect(first).toEqual({ ...every, products: every.products.slice(0, 1) });
    expect(Number(every.products[0]!.netSales)).toBeGreaterThanOrEqual(Number(every.products[1]!.netSales));

    // The migration's backfill, from scratch, gives the rows kept as orders were paid and units came back.
    const byDay = () =>
      t.db.select().from(variantSalesByDay).orderBy(variantSalesByDay.day, variantSalesByDay.variantId);
    const byMonth = async () => ({
      months: await t.db
        .select()
        .from(variantSalesThroughMonth)
        .orderBy(variantSalesThroughMonth.month, variantSalesThroughMonth.variantId),
      spans: await t.db.select().from(variantSalesSpan).orderBy(variantSalesSpan.variantId),
    });
    const kept = await byDay();
    const keptByMonth = await byMonth();
    // Every order was made this month: its running totals are the days' sums.
    expect(keptByMonth.months.reduce((sum, row) => sum + row.units, 0)).toBe(
      kept.reduce((sum, row) => sum + row.units, 0),
    );
    // The orders made did sell, come back for money and come back for nothing.
    expect(kept.some((row) => row.units > 0)).toBe(true);
    expect(kept.some((row) => row.refundedCents > 0)).toBe(true);
    const returnRows = () =>
      t.db
        .select()
        .from(returnsByDay)
        .orderBy(returnsByDay.day, returnsByDay.dimension, returnsByDay.key, returnsByDay.label);
    const keptReturns = await returnRows();
    // Returns were asked for, and some rejected.
    expect(keptReturns.length).toBeGreaterThan(0);
    await t.db.transaction((tx) => rebuildSalesFigures(tx));
    await t.db.transaction((tx) => rebuildReturnFigures(tx));
    expect(await byDay()).toEqual(kept);
    expect(await byMonth()).toEqual(keptByMonth);
    expect(await returnRows()).toEqual(keptReturns);
  }, 600_000);
});
