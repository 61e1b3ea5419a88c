// The sales figures against the orders themselves: over randomly made orders (promo codes, tax,
// gift cards paying part or all, free shipping or not), paid, declined, left unpaid, paid twice,
// declined and then paid, paid after staff cancelled them, held for review and then accepted,
// refunded or kept, cancelled after payment, and refunded
// in parts on later days, the report answers exactly, to the cent and by day, what a plain SQL
// sum over orders, their history and their refunds says; and rebuilding the figures from scratch
// (the migration's backfill) gives the very rows kept as money moved.
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDecimal } from '../../shared/money';
import { NO_SALES } from '../../shared/schemas/reports';
import { discounts, payments, salesByDay } from '../db/schema';
import { cancelUnpaidOrder } from '../orders/payment-outcome';
import { percentCodes } from '../test/discount-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { refundShares } from '../test/refund-fixtures';
import {
  addGiftCard,
  addTestProduct,
  anotherShopper,
  choosePayment,
  postOrder,
  variantGid,
} from '../test/orders-fixtures';
import { signedInStaff } from '../test/staff';
import { rebuildSalesFigures } from './rollup';
import { salesReport } from './sales';

const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

let t: TestApp;
let owner: Record<string, string>;
let variants: number[];
let lastCard = 0;

beforeAll(async () => {
  t = await createTestApp({ settings: { maxUnpaidOrdersPerEmail: 100 } });
  owner = await signedInStaff(t, 'report-owner', 'admin');
  const product = await addTestProduct(t.db, 'report-wrap-dress', [
    { size: 'S', color: 'Blue', priceCents: 1999, stock: 100_000 },
    { size: 'M', color: 'Blue', priceCents: 4550, stock: 100_000 },
    { size: 'L', color: 'Blue', priceCents: 12_001, stock: 100_000 },
  ]);
  variants = [...product.variants.values()];
  await t.db.insert(discounts).values(percentCodes({ code: 'SAVE15', percentOff: 15 }));
});
afterAll(async () => t?.close());

/** What the report should say, day by day: summed from the orders, their history and their refunds. */
async function recomputed(): Promise<Map<string, Record<string, string | number>>> {
  const result = await t.db.execute(sql`
    with paid as (
      select o.*, first_paid.id as paid_event_id, first_paid.created_at as paid_at
      from orders o left join lateral (
        select e.id, e.created_at from order_events e
        where e.order_id = o.id and e.kind = 'payment' and e.status = 'paid' order by e.id limit 1
      ) first_paid on true
      where o.payment_status in ('paid', 'partially_refunded', 'refunded')
    ),
    -- Money for an order cancelled before it arrived was refused: no sale.
    sold as (
      select p.* from paid p
      where not exists (
        select 1 from order_events c
        where c.order_id = p.id and c.kind = 'status' and c.status = 'cancelled' and c.id < p.paid_event_id)
    ),
    lines as (
      select to_char(coalesce(paid_at, created_at) at time zone 'UTC', 'YYYY-MM-DD') as day, 1 as orders,
        subtotal, discount, 0::numeric as refunded, tax, shipping
      from sold
      union all
      select to_char(r.settled_at at time zone 'UTC', 'YYYY-MM-DD'), 0, 0, 0, r.amount_cents / 100.0, 0, 0
      from refunds r join payments pay on pay.id = r.payment_id join sold s on s.id = pay.order_id
      where r.status = 'succeeded'
    )
    select day, sum(orders)::int as orders, sum(subtotal)::numeric(14,2)::text as gross,
      sum(discount)::numeric(14,2)::text as discounts, sum(refunded)::numeric(14,2)::text as refunds,
      sum(tax)::numeric(14,2)::text as tax, sum(shipping)::numeric(14,2)::text as shipping,
      (sum(subtotal) - sum(discount) + sum(shipping) + sum(tax) - sum(refunded))::numeric(14,2)::text as net
    from lines group by day order by day`);
  return new Map(
    rows<Record<string, string | number>>(result).map((row) => [
      String(row.day),
      {
        orders: Number(row.orders),
        grossSales: String(row.gross),
        discounts: String(row.discounts),
        refunds: String(row.refunds),
        tax: String(row.tax),
        shipping: String(row.shipping),
        netSales: String(row.net),
      },
    ]),
  );
}

const PAYMENTS = [
  'pay',
  'pay twice',
  'decline',
  'decline then pay',
  'pay then decline',
  'cancel page',
  'unpaid',
  'cancelled then paid',
  'held then accepted',
  'held then refunded',
  'held then kept',
] as const;

const orderArbitrary = fc.record({
  lines: fc.array(fc.record({ variant: fc.integer({ min: 0, max: 2 }), quantity: fc.integer({ min: 1, max: 3 }) }), {
    minLength: 1,
    maxLength: 2,
  }),
  state: fc.constantFrom('CA', 'NY', 'AR'),
  promo: fc.boolean(),
  /** A gift card paying part of the order, or all of it. */
  giftCardCents: fc.constantFrom(0, 0, 0, 1500, 1_000_000),
  payment: fc.constantFrom(...PAYMENTS),
  /** Refunds of a share (in basis points) of what is left, each on a day 0 to 2 days from now. */
  refunds: fc.array(
    fc.record({ bps: fc.integer({ min: 1, max: 10_000 }), daysLater: fc.integer({ min: 0, max: 2 }) }),
    {
      maxLength: 3,
    },
  ),
  cancelAfterPaying: fc.boolean(),
});

type GeneratedOrder = typeof orderArbitrary extends fc.Arbitrary<infer T> ? T : never;

const REVIEW = { 'held then accepted': 'accept', 'held then refunded': 'refund', 'held then kept': 'cancel' };

const staffCall = (method: 'POST' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, cookies: owner, ...(payload ? { payload } : {}) });

async function makeOrder(generated: GeneratedOrder): Promise<void> {
  const giftCard =
    generated.giftCardCents > 0
      ? (
          await addGiftCard(
            t.db,
            `TJ-REPT-${String(++lastCard).padStart(4, '0')}-CARD`,
            toDecimal(generated.giftCardCents),
          )
        ).code
      : undefined;
  const placed = await postOrder(t.app, {
    customer: { ...anotherShopper(), state: generated.state },
    items: generated.lines.map((line) => ({ variantId: variantGid(variants[line.variant]!), quantity: line.quantity })),
    ...(generated.promo ? { promoCode: 'SAVE15' } : {}),
    ...(giftCard ? { giftCardCode: giftCard } : {}),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { order, paymentToken } = placed.json<{ order: { id: number }; paymentToken: string | null }>();
  if (paymentToken) {
    const pay = (choice: 'pay' | 'decline' | 'cancel') => choosePayment(t.app, paymentToken, choice);
    switch (generated.payment) {
      case 'pay':
        await pay('pay');
        break;
      case 'pay twice':
        await Promise.all([pay('pay'), pay('pay')]);
        await pay('pay');
        break;
      case 'decline':
        await pay('decline');
        break;
      case 'decline then pay':
        await pay('decline');
        await pay('pay');
        break;
      case 'pay then decline':
        await pay('pay');
        await pay('decline');
        break;
      case 'cancel page':
        await pay('cancel');
        break;
      case 'unpaid':
        break;
      case 'cancelled then paid':
        // Staff cancelled it while its payment page was still open, and the shopper paid there.
        await t.db.transaction((tx) => cancelUnpaidOrder(tx, order.id, 'cancelled'));
        await pay('pay');
        break;
      case 'held then accepted':
      case 'held then refunded':
      case 'held then kept':
        // The page charged another amount than the order's total: the money is held for staff.
        await t.db
          .update(payments)
          .set({ amountCents: sql`${payments.amountCents} + 100` })
          .where(eq(payments.token, paymentToken));
        expect((await pay('pay')).json().status).toBe('review');
        await staffCall('POST', `/api/admin/orders/${order.id}/review/${REVIEW[generated.payment]}`, {});
        break;
    }
  }
  await refundShares(t, order.id, generated.refunds);
  if (generated.cancelAfterPaying)
    await staffCall('POST', `/api/admin/orders/${order.id}/status`, { status: 'cancelled' });
}

describe('the sales report', () => {
  it('equals a plain sum over the orders, their history and their refunds, to the cent, day by day', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(orderArbitrary, { minLength: 1, maxLength: 4 }), async (generated) => {
        for (const order of generated) await makeOrder(order);
        const expected = await recomputed();
        const from = today();
        const to = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10);
        const report = await salesReport(t.db, { from, to, interval: 'day' });
        for (const row of report.series) {
          const want = expected.get(row.from);
          const { from: _from, to: _to, averageOrderValue: _aov, ...figures } = row;
          const { averageOrderValue: _none, ...nothing } = NO_SALES;
          expect(figures, row.from).toEqual(want ?? nothing);
        }
        // Nothing counted outside the range the orders were made in.
        expect([...expected.keys()].filter((day) => day < from || day > to)).toEqual([]);
      }),
      { numRuns: 12 },
    );

    // The migration's backfill, from scratch, gives the rows kept as money moved.
    const kept = await t.db.select().from(salesByDay).orderBy(salesByDay.day);
    await t.db.transaction((tx) => rebuildSalesFigures(tx));
    expect(await t.db.select().from(salesByDay).orderBy(salesByDay.day)).toEqual(kept);
  }, 300_000);
});
