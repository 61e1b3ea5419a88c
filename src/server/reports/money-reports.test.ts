// The discounts, gift-card and customers reports against the orders themselves: over randomly
// made orders (one promo code, two, or none; gift cards paying part or all; shoppers coming back
// under the same mailbox written differently; paid, declined, left unpaid, cancelled; refunded in
// parts on later days) each report answers exactly what a plain SQL sum over the orders, their
// history, their refunds and the cards' ledger says; and rebuilding the figures from scratch (the
// migration's backfill) gives the very rows kept as money moved.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFirstSales, customerSalesByDay, discounts, discountsByDay } from '../db/schema';
import { issueGiftCard } from '../gift-cards/ledger';
import { cancelUnpaidOrder } from '../orders/payment-outcome';
import { percentCodes } from '../test/discount-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { refundShares } from '../test/refund-fixtures';
import { addTestProduct, choosePayment, customer, postOrder, variantGid } from '../test/orders-fixtures';
import { customersReport } from './customers';
import { discountsReport } from './discounts';
import { giftCardsReport } from './gift-cards';
import { rowsOf } from './order-net';
import { rebuildSalesFigures } from './rollup';
import { addDays, daysIn } from '../../shared/schemas/reports';

const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10);

let t: TestApp;
let variants: number[];

/** Mailboxes written as shoppers type them: the first three are one customer. */
const EMAILS = [
  'ana.bell@gmail.com',
  'AnaBell+sale@googlemail.com',
  'anabell@gmail.com',
  'bo@example.com',
  'cy@example.com',
];

beforeAll(async () => {
  t = await createTestApp({ settings: { maxUnpaidOrdersPerEmail: 1000 } });
  const product = await addTestProduct(t.db, 'money-report-dress', [
    { size: 'S', color: 'Blue', priceCents: 1999, stock: 100_000 },
    { size: 'M', color: 'Blue', priceCents: 7550, stock: 100_000 },
  ]);
  variants = [...product.variants.values()];
  await t.db.insert(discounts).values(percentCodes([{ code: 'SAVE10', percentOff: 10 }]));
  // An automatic discount on every order over $100, that combines with codes.
  await t.db.insert(discounts).values({
    title: 'Big basket',
    code: null,
    rule: { kind: 'order-percent', percent: 5 },
    combinable: true,
    minSubtotalCents: 10_000,
  });
});
afterAll(async () => t?.close());

const orderArbitrary = fc.record({
  lines: fc.array(fc.record({ variant: fc.integer({ min: 0, max: 1 }), quantity: fc.integer({ min: 1, max: 3 }) }), {
    minLength: 1,
    maxLength: 2,
  }),
  email: fc.constantFrom(...EMAILS),
  promo: fc.boolean(),
  giftCardCents: fc.constantFrom(0, 0, 1500, 1_000_000),
  payment: fc.constantFrom('pay', 'pay', 'decline', 'unpaid', 'cancel unpaid'),
  refunds: fc.array(
    fc.record({ bps: fc.integer({ min: 1, max: 10_000 }), daysLater: fc.integer({ min: 0, max: 2 }) }),
    { maxLength: 2 },
  ),
});
type GeneratedOrder = typeof orderArbitrary extends fc.Arbitrary<infer T> ? T : never;

async function makeOrder(generated: GeneratedOrder): Promise<void> {
  const card =
    generated.giftCardCents > 0
      ? await t.db.transaction((tx) =>
          issueGiftCard(tx, {
            amount: generated.giftCardCents,
            title: 'Thanks',
            senderName: 'A',
            senderEmail: 'a@example.com',
            recipientName: 'B',
            recipientEmail: 'b@example.com',
            message: '',
          } as Parameters<typeof issueGiftCard>[1]),
        )
      : undefined;
  const placed = await postOrder(t.app, {
    customer: { ...customer, email: generated.email },
    items: generated.lines.map((line) => ({ variantId: variantGid(variants[line.variant]!), quantity: line.quantity })),
    ...(generated.promo ? { promoCode: 'SAVE10' } : {}),
    ...(card ? { giftCardCode: card.code } : {}),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { order, paymentToken } = placed.json<{ order: { id: number }; paymentToken: string | null }>();
  if (paymentToken) {
    if (generated.payment === 'pay') await choosePayment(t.app, paymentToken, 'pay');
    if (generated.payment === 'decline') await choosePayment(t.app, paymentToken, 'decline');
    if (generated.payment === 'cancel unpaid')
      await t.db.transaction((tx) => cancelUnpaidOrder(tx, order.id, 'cancelled'));
  }
  await refundShares(t, order.id, generated.refunds);
}

/** The orders that counted as sales and their day, and the refunds of them, worked out from their history. */
const SOLD = sql`
  sold as (
    select o.*, to_char(coalesce(first_paid.created_at, o.created_at) at time zone 'UTC', 'YYYY-MM-DD') as day
    from orders o left join lateral (
      select e.id, e.created_at from order_events e
      where e.order_id = o.id and e.kind = 'payment' and e.status = 'paid' order by e.id limit 1
    ) first_paid on true
    where o.payment_status in ('paid', 'partially_refunded', 'refunded')
      and not exists (select 1 from order_events c where c.order_id = o.id and c.kind = 'status'
        and c.status = 'cancelled' and c.id < first_paid.id)
  ),
  given_back as (
    select pay.order_id, to_char(r.settled_at at time zone 'UTC', 'YYYY-MM-DD') as day, r.amount_cents
    from refunds r join payments pay on pay.id = r.payment_id where r.status = 'succeeded'
  )`;

/** One mailbox as the customer list reads it: lower case, no +tag, no Gmail dots, googlemail as gmail. */
const MAILBOX = sql`(case when split_part(lower(email), '@', 2) in ('gmail.com', 'googlemail.com')
  then replace(split_part(split_part(lower(email), '@', 1), '+', 1), '.', '') || '@gmail.com'
  else split_part(split_part(lower(email), '@', 1), '+', 1) || '@' || split_part(lower(email), '@', 2) end)`;

async function expectedDiscounts(from: string, to: string) {
  return rowsOf<{ name: string; uses: number; revenue: string; cost: string }>(
    await t.db.execute(sql`
      with ${SOLD},
      used as (
        select s.id, s.day, (d ->> 'id')::int as discount_id,
          s.subtotal - s.discount + s.shipping + s.tax as paid,
          ((d ->> 'amountCents')::int + (d ->> 'shippingCents')::int) / 100.0 as cost
        from sold s cross join lateral jsonb_array_elements(s.discounts) d
      )
      select coalesce(dd.code, dd.title) as name,
        count(*) filter (where u.day between ${from} and ${to})::int as uses,
        (coalesce(sum(u.paid) filter (where u.day between ${from} and ${to}), 0)
          - coalesce((select sum(g.amount_cents) from given_back g where g.order_id in (select id from used u2 where u2.discount_id = u.discount_id) and g.day between ${from} and ${to}), 0) / 100.0)::numeric(14,2)::text as revenue,
        coalesce(sum(u.cost) filter (where u.day between ${from} and ${to}), 0)::numeric(14,2)::text as cost
      from used u join discounts dd on dd.id = u.discount_id
      group by u.discount_id, dd.code, dd.title
      order by name`),
  ).filter((row) => row.uses > 0 || row.revenue !== '0.00');
}

/** Each customer (mailbox) with an order in the range: its orders, what they paid, its refunds then, its first day. */
const customersInRange = (from: string, to: string) => sql`
  with ${SOLD},
  by_mailbox as (select ${MAILBOX} as mailbox, s.* from sold s),
  firsts as (select mailbox, min(day) as first_day from by_mailbox group by mailbox),
  in_range as (
    select b.mailbox, count(*) as orders, sum(b.subtotal - b.discount + b.shipping + b.tax) as paid
    from by_mailbox b where b.day between ${from} and ${to} group by b.mailbox
  ),
  refunded as (
    select b.mailbox, sum(g.amount_cents) / 100.0 as back
    from given_back g join by_mailbox b on b.id = g.order_id where g.day between ${from} and ${to} group by b.mailbox
  )`;

async function expectedCustomers(from: string, to: string) {
  return rowsOf<{ new_customer: boolean; customers: number; orders: number; net: string }>(
    await t.db.execute(sql`
      ${customersInRange(from, to)}
      select f.first_day >= ${from} as new_customer, count(*)::int as customers, sum(i.orders)::int as orders,
        (sum(i.paid) - coalesce(sum(r.back), 0))::numeric(14,2)::text as net
      from in_range i join firsts f using (mailbox) left join refunded r using (mailbox)
      group by 1 order by 1`),
  );
}

/** Every customer with an order in the range: new or not, orders and net, who spent the most first. */
async function expectedTop(from: string, to: string) {
  return rowsOf<{ new: boolean; orders: number; net: string }>(
    await t.db.execute(sql`
      ${customersInRange(from, to)}
      select f.first_day >= ${from} as new, i.orders::int as orders,
        (i.paid - coalesce(r.back, 0))::numeric(14,2)::text as net
      from in_range i join firsts f using (mailbox) left join refunded r using (mailbox)
      order by (i.paid - coalesce(r.back, 0)) desc, i.orders desc`),
  );
}

async function expectedGiftCards(from: string, to: string) {
  const [row] = rowsOf<{ sold: number; sold_value: string; redeemed: string; outstanding: string }>(
    await t.db.execute(sql`
      select
        (select count(*)::int from gift_cards where issued_by_staff_id is null
          and to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') between ${from} and ${to}
          and exists (select 1 from gift_card_transactions x where x.gift_card_id = gift_cards.id and x.kind = 'issue')) as sold,
        (select coalesce(sum(amount), 0)::numeric(14,2)::text from gift_cards where issued_by_staff_id is null
          and to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') between ${from} and ${to}
          and exists (select 1 from gift_card_transactions x where x.gift_card_id = gift_cards.id and x.kind = 'issue')) as sold_value,
        (select coalesce(-sum(amount), 0)::numeric(14,2)::text from gift_card_transactions
          where kind <> 'issue' and to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') between ${from} and ${to}) as redeemed,
        (select coalesce(sum(balance), 0)::numeric(14,2)::text from gift_cards
          where expires_at is null or expires_at > now()) as outstanding`),
  );
  return row!;
}

describe('the discounts, gift-card and customers reports', () => {
  it('equal plain sums over the orders, their history, their refunds and the cards, to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(orderArbitrary, { minLength: 1, maxLength: 4 }), async (generated) => {
        for (const order of generated) await makeOrder(order);
        for (const [from, to] of [
          [today(), today()],
          [today(), inDays(2)],
          [inDays(1), inDays(2)],
        ] as const) {
          const discountRows = (await discountsReport(t.db, { from, to })).rows
            .map(({ name, uses, revenue, cost }) => ({ name, uses, revenue, cost }))
            .sort((a, b) => a.name.localeCompare(b.name));
          expect(discountRows, `discounts ${from}..${to}`).toEqual(await expectedDiscounts(from, to));

          const customers = (await customersReport(t.db, { from, to })).current;
          const groups = await expectedCustomers(from, to);
          const group = (isNew: boolean) => {
            const row = groups.find((g) => g.new_customer === isNew);
            return { customers: row?.customers ?? 0, orders: row?.orders ?? 0, netSales: row?.net ?? '0.00' };
          };
          expect({ new: customers.new, returning: customers.returning }, `customers ${from}..${to}`).toEqual({
            new: group(true),
            returning: group(false),
          });

          // Each customer of the range, who spent the most first, as the top list has them.
          const report = await customersReport(t.db, { from, to });
          expect(
            report.top.map(({ new: isNew, orders, netSales }) => ({ new: isNew, orders, net: netSales })),
            `top customers ${from}..${to}`,
          ).toEqual(await expectedTop(from, to));
          expect(report.previous.new.customers + report.previous.returning.customers).toBe(
            (await expectedCustomers(addDays(from, -daysIn(from, to)), addDays(from, -1))).reduce(
              (sum, g) => sum + g.customers,
              0,
            ),
          );

          const cards = await giftCardsReport(t.db, { from, to });
          const want = await expectedGiftCards(from, to);
          expect({
            sold: cards.current.soldCount,
            soldValue: cards.current.soldValue,
            redeemed: cards.current.redeemed,
            outstanding: cards.outstanding,
          }).toEqual({
            sold: want.sold,
            soldValue: want.sold_value,
            redeemed: want.redeemed,
            outstanding: want.outstanding,
          });
        }
      }),
      { numRuns: 10 },
    );

    // The migration's backfill, from scratch, gives the rows kept as money moved.
    const kept = async () => ({
      discounts: await t.db.select().from(discountsByDay).orderBy(discountsByDay.day, discountsByDay.discountId),
      customers: (await t.db.select().from(customerSalesByDay)).sort((a, b) =>
        `${a.day}${a.pageId}`.localeCompare(`${b.day}${b.pageId}`),
      ),
      firsts: (await t.db.select().from(customerFirstSales)).sort((a, b) => a.pageId.localeCompare(b.pageId)),
    });
    const before = await kept();
    expect(before.discounts.length).toBeGreaterThan(0);
    await t.db.transaction((tx) => rebuildSalesFigures(tx));
    expect(await kept()).toEqual(before);
  }, 300_000);
});
