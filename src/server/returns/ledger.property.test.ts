// Random sequences of what shoppers, staff and the payment provider do to orders and their
// returns, through the real routes: placing and paying orders (and the provider's answers
// repeated or arriving after another one), cancelling, part refunds with or without stock
// back, returns for a refund or another size (a dearer one owing the difference, paid on the
// payment page, declined, paid twice or after the return was rejected), and each staff step on
// them. After each
// sequence, and over the whole store at the end, the money and the stock must agree with
// what the store recorded: what each order took less what it gave back is its ledger, each
// variant's stock is what it started with less what is out, and nothing comes back twice.
// The sequences share one store (a fresh database per sequence would cost more than the
// sequence): each acts on orders it placed itself or that earlier sequences left behind.
import fc from 'fast-check';
import { eq, sql, type SQL } from 'drizzle-orm';
import { orderItems, returns as returnsTable } from '../db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '../../shared/schemas/admin';
import type { AdminReturnDetail, Return } from '../../shared/schemas/returns';
import { toCents } from '../../shared/money';
import { createTestApp, type TestApp } from '../test/harness';
import * as shop from '../test/orders-fixtures';
import { shopperPost, staffStep, startReturn } from '../test/returns-fixtures';
import { signedInStaff } from '../test/staff';

const RUNS = Number(process.env.RETURNS_PROPERTY_RUNS ?? 1000);
/** The orders a few runs touched are checked together, and the whole store at the end. */
const CHECK_EVERY = 10;

/** Each size of the one product the sequences sell: its price and the stock it starts with. */
const SIZES = [
  { size: 'S', color: 'Ink', priceCents: 4000, stock: 100_000 },
  { size: 'M', color: 'Ink', priceCents: 5000, stock: 100_000 },
  { size: 'L', color: 'Ink', priceCents: 5000, stock: 100_000 },
  // Few of it, so exchanges and orders for it also meet "sold out".
  { size: 'XL', color: 'Ink', priceCents: 5000, stock: 3 },
] as const;

type ProviderAnswer = 'pay' | 'decline' | 'cancel' | 'view';

type Step =
  | {
      kind: 'place';
      lines: Array<{ size: number; quantity: number }>;
      answer: ProviderAnswer | 'none';
      /** What reaches the store again after the first answer: repeats and late, contrary ones. */
      later: ProviderAnswer[];
      deliver: boolean;
    }
  | { kind: 'provider'; order: number; answer: ProviderAnswer }
  | { kind: 'cancel'; order: number }
  | { kind: 'part-refund'; order: number; share: number; restock: boolean; line: number }
  | {
      kind: 'return';
      order: number;
      /** Any order, else one delivered (the only kind a return can come from). */
      anyOrder: boolean;
      lines: Array<{ line: number; quantity: number; exchange: number | null }>;
    }
  | { kind: 'approve'; ret: number; shipNow: boolean; anyReturn: boolean }
  | { kind: 'reject'; ret: number; anyReturn: boolean }
  | { kind: 'sent'; ret: number; anyReturn: boolean }
  | { kind: 'receive'; ret: number; restock: boolean[]; anyReturn: boolean }
  | { kind: 'refund-return'; ret: number; share: number | null; anyReturn: boolean }
  | { kind: 'ship'; order: number }
  | { kind: 'pay-return'; ret: number; answers: Array<'pay' | 'decline' | 'cancel'>; anyReturn: boolean };

const pick = fc.nat({ max: 1_000 });
/** True one time in five: a step aimed at something it cannot apply to, to be refused. */
const mostlyNot = fc.constantFrom(true, false, false, false, false);
const answer = fc.constantFrom<ProviderAnswer>('pay', 'decline', 'cancel', 'view');
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      lines: fc.uniqueArray(
        fc.record({ size: fc.nat({ max: SIZES.length - 1 }), quantity: fc.integer({ min: 1, max: 3 }) }),
        { minLength: 1, maxLength: 2, selector: (line) => line.size },
      ),
      answer: fc.constantFrom<ProviderAnswer | 'none'>('pay', 'pay', 'pay', 'pay', 'decline', 'cancel', 'none'),
      later: fc.array(answer, { maxLength: 1 }),
      deliver: fc.constantFrom(true, true, true, false),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('provider' as const), order: pick, answer }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), order: pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('part-refund' as const),
      order: pick,
      share: fc.double({ min: 0.01, max: 0.6, noNaN: true }),
      restock: fc.boolean(),
      line: pick,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('return' as const),
      order: pick,
      anyOrder: mostlyNot,
      lines: fc.array(
        fc.record({
          line: pick,
          quantity: fc.integer({ min: 1, max: 2 }),
          exchange: fc.option(fc.nat({ max: SIZES.length - 1 }), { freq: 2 }),
        }),
        { minLength: 1, maxLength: 2 },
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('approve' as const),
      ret: pick,
      anyReturn: mostlyNot,
      shipNow: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reject' as const), ret: pick, anyReturn: mostlyNot }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('sent' as const), ret: pick, anyReturn: mostlyNot }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('receive' as const),
      ret: pick,
      anyReturn: mostlyNot,
      restock: fc.array(fc.boolean(), { minLength: 2, maxLength: 2 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('refund-return' as const),
      ret: pick,
      anyReturn: mostlyNot,
      share: fc.option(fc.double({ min: 0.1, max: 1, noNaN: true }), { freq: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('ship' as const), order: pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('pay-return' as const),
      ret: pick,
      anyReturn: mostlyNot,
      answers: fc.array(fc.constantFrom<'pay' | 'decline' | 'cancel'>('pay', 'pay', 'decline', 'cancel'), {
        minLength: 1,
        maxLength: 2,
      }),
    }),
  },
);

interface KnownOrder {
  id: number;
  trackingNumber: string;
  email: string;
  token: string | null;
  delivered: boolean;
  /** How its payment stands, as the payment's page last said. */
  payment: string;
  totalCents: number;
  itemIds: number[];
}

interface KnownReturn {
  id: number;
  returnNumber: string;
  order: KnownOrder;
  /** As the store last answered. */
  status: string;
  /** Whether it owes a difference for a dearer size. */
  owes: boolean;
}

/** The statuses from which each staff or shopper step on a return goes through. */
const STEP_FROM: Record<string, readonly string[]> = {
  approve: ['requested'],
  reject: ['requested', 'approved', 'in_transit'],
  sent: ['approved'],
  receive: ['approved', 'in_transit'],
  'refund-return': ['received'],
};

describe(`orders, returns and refunds in random sequences (${RUNS} runs)`, () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let variants: number[];
  const orders: KnownOrder[] = [];
  const returns: KnownReturn[] = [];
  /** What the store answered it took and gave back, per order, in cents. */
  const took = new Map<number, number>();
  const gaveBack = new Map<number, number>();
  const answered = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedInStaff(t, 'property-owner');
    const product = await shop.addTestProduct(
      t.db,
      'property-shirt',
      SIZES.map(({ size, color, priceCents, stock }) => ({ size, color, priceCents, stock })),
    );
    variants = SIZES.map(({ size, color }) => product.variants.get(`${size}:${color}`)!);
  });
  afterAll(() => t?.close());

  const count = (what: string, status: number) =>
    answered.set(`${what} ${status}`, (answered.get(`${what} ${status}`) ?? 0) + 1);
  const add = (map: Map<number, number>, id: number, cents: number) => map.set(id, (map.get(id) ?? 0) + cents);
  const chosen = <T>(list: T[], index: number): T | undefined =>
    list.length === 0 ? undefined : list[list.length - 1 - (index % Math.min(list.length, 40))];

  const rows = async <T>(statement: SQL) => ((await t.db.execute(statement)) as unknown as { rows: T[] }).rows;
  const orderDetail = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, cookies: owner })).json<AdminOrderDetail>();
  const status = (id: number, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/status`, cookies: owner, payload });
  const ship = (id: number) => status(id, { status: 'shipped', carrier: 'UPS', carrierTrackingNumber: '1Z999AA1' });

  async function provider(order: KnownOrder, said: ProviderAnswer) {
    if (!order.token) return;
    const res =
      said === 'view'
        ? await shop.viewPayment(t.app, order.token)
        : await shop.choosePayment(t.app, order.token, said === 'pay' ? 'pay' : said);
    count(`provider-${said}`, res.statusCode);
    expect(res.statusCode, res.body).toBe(200);
    const now = res.json<{ status: string }>().status;
    // Only an open payment moves; whatever arrives after it settled changes nothing.
    if (order.payment === 'open' && now === 'paid') add(took, order.id, order.totalCents);
    else if (order.payment !== 'open') expect(now, `payment of order ${order.id}`).toBe(order.payment);
    order.payment = now;
  }

  async function run(step: Step) {
    switch (step.kind) {
      case 'place': {
        const shopper = shop.anotherShopper();
        const placed = await shop.postOrder(t.app, {
          customer: shopper,
          items: step.lines.map((line) => ({
            variantId: shop.variantGid(variants[line.size]!),
            quantity: line.quantity,
          })),
        });
        count('place', placed.statusCode);
        if (placed.statusCode === 409) return;
        expect(placed.statusCode, placed.body).toBe(201);
        const body = placed.json<{
          order: { id: number; trackingNumber: string; total: string; email: string };
          paymentToken: string | null;
        }>();
        const order: KnownOrder = {
          id: body.order.id,
          trackingNumber: body.order.trackingNumber,
          email: shopper.email,
          token: body.paymentToken,
          payment: 'open',
          delivered: false,
          totalCents: toCents(body.order.total),
          itemIds: [],
        };
        order.itemIds = (
          await t.db
            .select({ id: orderItems.id })
            .from(orderItems)
            .where(eq(orderItems.orderId, order.id))
            .orderBy(orderItems.id)
        ).map((item) => item.id);
        orders.push(order);
        if (step.answer !== 'none') await provider(order, step.answer);
        for (const later of step.later) await provider(order, later);
        if (step.deliver && order.payment === 'paid') {
          expect((await ship(order.id)).statusCode).toBe(200);
          expect((await status(order.id, { status: 'delivered' })).statusCode).toBe(200);
          order.delivered = true;
        }
        return;
      }
      case 'provider': {
        const order = chosen(orders, step.order);
        if (order) await provider(order, step.answer);
        return;
      }
      case 'cancel': {
        const order = chosen(orders, step.order);
        if (!order) return;
        const before = await orderDetail(order.id);
        const res = await status(order.id, { status: 'cancelled' });
        count('cancel', res.statusCode);
        if (res.statusCode !== 200) {
          expect(res.statusCode, res.body).toBe(409);
          return;
        }
        const after = res.json<AdminOrderDetail>();
        const given = (refunds: AdminOrderDetail['refunds']) =>
          refunds.reduce((sum, refund) => sum + toCents(refund.amount ?? '0'), 0);
        add(gaveBack, order.id, given(after.refunds) - given(before.refunds));
        return;
      }
      case 'part-refund': {
        const order = chosen(orders, step.order);
        if (!order) return;
        const left = (took.get(order.id) ?? 0) - (gaveBack.get(order.id) ?? 0);
        const amount = Math.max(1, Math.floor(left * step.share));
        const itemId = order.itemIds[step.line % order.itemIds.length]!;
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.id}/refunds`,
          cookies: owner,
          payload: {
            amount: (amount / 100).toFixed(2),
            reason: 'Goodwill',
            ...(step.restock ? { restock: [{ itemId, quantity: 1 }] } : {}),
          },
        });
        count('part-refund', res.statusCode);
        if (res.statusCode === 200) add(gaveBack, order.id, amount);
        else expect([400, 409], res.body).toContain(res.statusCode);
        return;
      }
      case 'return': {
        const order = step.anyOrder
          ? chosen(orders, step.order)
          : chosen(
              orders.filter((o) => o.delivered),
              step.order,
            );
        if (!order) return;
        const res = await startReturn(
          t.app,
          order,
          step.lines.map((line) => ({
            itemId: order.itemIds[line.line % order.itemIds.length]!,
            quantity: line.quantity,
            ...(line.exchange === null
              ? {}
              : { outcome: 'exchange' as const, exchangeVariantId: shop.variantGid(variants[line.exchange]!) }),
          })),
        );
        count('return', res.statusCode);
        if (res.statusCode === 201) {
          const ret = res.json<Return>();
          const [row] = await t.db
            .select({ id: returnsTable.id })
            .from(returnsTable)
            .where(eq(returnsTable.returnNumber, ret.returnNumber));
          returns.push({ id: row!.id, returnNumber: ret.returnNumber, order, status: ret.status, owes: !!ret.charge });
        } else {
          expect([400, 409], res.body).toContain(res.statusCode);
        }
        return;
      }
      case 'approve':
      case 'reject':
      case 'sent':
      case 'receive':
      case 'refund-return': {
        const ret = step.anyReturn
          ? chosen(returns, step.ret)
          : chosen(
              returns.filter((r) => STEP_FROM[step.kind]!.includes(r.status)),
              step.ret,
            );
        if (!ret) return;
        let res;
        if (step.kind === 'approve')
          res = await staffStep(t.app, owner, ret.id, 'approve', { shipExchangeNow: step.shipNow });
        else if (step.kind === 'reject') {
          const before = (
            await t.app.inject({ method: 'GET', url: `/api/admin/returns/${ret.id}`, cookies: owner })
          ).json<AdminReturnDetail>().charge;
          res = await staffStep(t.app, owner, ret.id, 'reject', { message: 'Worn' });
          // A difference paid for sizes it will not get goes back in full.
          if (res.statusCode === 200 && before?.paid) add(gaveBack, ret.order.id, toCents(before.amount));
        } else if (step.kind === 'sent')
          res = await shopperPost(t.app, `/api/returns/${ret.returnNumber}/sent`, { email: ret.order.email });
        else if (step.kind === 'receive') {
          const lines = (
            await t.app.inject({ method: 'GET', url: `/api/admin/returns/${ret.id}`, cookies: owner })
          ).json<AdminReturnDetail>().lines;
          res = await staffStep(t.app, owner, ret.id, 'receive', {
            lines: lines.map((line, i) => ({ lineId: line.id, restock: step.restock[i % step.restock.length]! })),
          });
        } else {
          const due = toCents(
            (
              await t.app.inject({ method: 'GET', url: `/api/admin/returns/${ret.id}`, cookies: owner })
            ).json<AdminReturnDetail>().refundAmount,
          );
          const amount = step.share === null ? due : Math.max(1, Math.floor(due * step.share));
          res = await staffStep(
            t.app,
            owner,
            ret.id,
            'refund',
            step.share === null ? {} : { amount: (amount / 100).toFixed(2) },
          );
          if (res.statusCode === 200) add(gaveBack, ret.order.id, amount);
        }
        count(step.kind, res.statusCode);
        expect([200, 400, 409], res.body).toContain(res.statusCode);
        if (res.statusCode === 200) ret.status = res.json<{ status: string }>().status;
        return;
      }
      case 'pay-return': {
        const ret = chosen(step.anyReturn ? returns : returns.filter((r) => r.owes), step.ret);
        if (!ret) return;
        const res = await shopperPost(t.app, `/api/returns/${ret.returnNumber}/pay`, { email: ret.order.email });
        count('pay-return', res.statusCode);
        if (res.statusCode !== 200) {
          expect(res.statusCode, res.body).toBe(409);
          return;
        }
        const { paymentToken } = res.json<{ paymentToken: string }>();
        let was = 'open';
        for (const said of step.answers) {
          const answer = await shop.choosePayment(t.app, paymentToken, said);
          expect(answer.statusCode, answer.body).toBe(200);
          const now = answer.json<{ status: string; amount: string }>();
          if (was === 'open' && now.status === 'paid') {
            add(took, ret.order.id, toCents(now.amount));
            ret.owes = false;
          } else if (was !== 'open') expect(now.status).toBe(was);
          was = now.status;
        }
        // Money for a difference already paid, or for a return rejected meanwhile, went back.
        const [back] = await rows<{ cents: number }>(sql`
          select coalesce(sum(r.amount_cents), 0)::int as cents from refunds r
          join payments p on p.id = r.payment_id where p.token = ${paymentToken} and r.status = 'succeeded'`);
        add(gaveBack, ret.order.id, back!.cents);
        return;
      }
      case 'ship': {
        const order = chosen(orders, step.order);
        if (!order) return;
        const res = await ship(order.id);
        count('ship', res.statusCode);
        expect([200, 409], res.body).toContain(res.statusCode);
        return;
      }
    }
  }

  /** The payments of order `o`: its own and its returns' differences (the ledger counts both as the order's). */
  const OF_ORDER = sql`(p.order_id = o.id or p.return_id in (select rt.id from returns rt where rt.order_id = o.id))`;

  /** Money: each order's ledger against its payments, refunds, history and what the store answered. */
  async function checkMoney(orderIds: number[]) {
    if (orderIds.length === 0) return;
    const ids = sql.join(
      orderIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const found = await rows<{
      id: number;
      payment_status: string;
      charged: number;
      refunded: number;
      paid: number;
      refunds_made: number;
      refunds_pending: number;
      refunded_in_history: number;
      charged_own: number;
      refunded_own: number;
    }>(sql`
      select o.id, o.payment_status,
        (select coalesce(sum(l.amount_cents), 0)::int from payment_ledger l where l.order_id = o.id and l.kind = 'charge') as charged,
        (select coalesce(sum(l.amount_cents), 0)::int from payment_ledger l where l.order_id = o.id and l.kind = 'refund') as refunded,
        (select coalesce(sum(coalesce(p.received_cents, p.amount_cents)), 0)::int from payments p
          where ${OF_ORDER} and p.status in ('paid', 'review')) as paid,
        (select coalesce(sum(r.amount_cents), 0)::int from refunds r join payments p on p.id = r.payment_id
          where ${OF_ORDER} and r.status = 'succeeded') as refunds_made,
        (select count(*)::int from refunds r join payments p on p.id = r.payment_id
          where ${OF_ORDER} and r.status <> 'succeeded') as refunds_pending,
        (select coalesce(sum(l.amount_cents), 0)::int from payment_ledger l join payments p on p.id = l.payment_id
          where p.order_id = o.id and l.kind = 'charge') as charged_own,
        (select coalesce(sum(l.amount_cents), 0)::int from payment_ledger l join payments p on p.id = l.payment_id
          where p.order_id = o.id and l.kind = 'refund') as refunded_own,
        (select coalesce(sum((regexp_match(e.note, '^Refunded \\$([0-9,]+\\.[0-9]{2})'))[1]::numeric * 100), 0)::int
          from order_events e where e.order_id = o.id and e.note like 'Refunded $%') as refunded_in_history
      from orders o where o.id in (${ids})`);
    for (const row of found) {
      const where = `order ${row.id}`;
      expect(row.charged, where).toBe(row.paid);
      expect(row.charged, where).toBe(took.get(row.id) ?? 0);
      expect(row.refunded, where).toBe(row.refunds_made);
      expect(row.refunded, where).toBe(gaveBack.get(row.id) ?? 0);
      expect(row.refunded_in_history, where).toBe(row.refunded);
      expect(row.refunds_pending, where).toBe(0);
      expect(row.refunded, where).toBeLessThanOrEqual(row.charged);
      // The order's own payment (its returns' differences are payments of their own).
      if (row.charged_own > 0 && row.payment_status !== 'review')
        expect(row.payment_status, where).toBe(
          row.refunded_own === 0 ? 'paid' : row.refunded_own === row.charged_own ? 'refunded' : 'partially_refunded',
        );
    }
  }

  /**
   * Stock: what each size started with, less the lines of orders not cancelled and the sizes
   * returns hold, plus what went back.
   */
  async function checkStock() {
    const found = await rows<{ id: number; stock: number; sold: number; held: number; back: number }>(sql`
      select v.id, v.stock,
        (select coalesce(sum(i.quantity), 0)::int from order_items i join orders o on o.id = i.order_id
          where i.variant_id = v.id and o.status <> 'cancelled') as sold,
        (select coalesce(sum(rl.quantity), 0)::int from return_lines rl join returns r on r.id = rl.return_id
          where rl.exchange_variant_id = v.id and rl.outcome = 'exchange' and rl.exchange_item_id is null
            and r.status <> 'rejected') as held,
        (select coalesce(sum(ri.quantity), 0)::int from returned_items ri join order_items i on i.id = ri.order_item_id
          join orders o on o.id = i.order_id where i.variant_id = v.id and o.status <> 'cancelled') as back
      from product_variants v where v.id in (${sql.join(
        variants.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    for (const row of found) {
      const initial = SIZES[variants.indexOf(row.id)]!.stock;
      expect(row.stock, `stock of variant ${row.id}`).toBe(initial - row.sold - row.held + row.back);
      expect(row.stock).toBeGreaterThanOrEqual(0);
    }
  }

  /** Returns: no line of an order comes back more than was bought, and no unit or refund counts twice. */
  async function checkReturns() {
    const over = await rows<{ id: number }>(sql`
      select i.id, i.quantity,
        (select coalesce(sum(rl.quantity), 0) from return_lines rl join returns r on r.id = rl.return_id
          where rl.order_item_id = i.id and r.status <> 'rejected') as in_returns,
        (select coalesce(sum(ri.quantity), 0) from returned_items ri where ri.order_item_id = i.id) as back
      from order_items i
      where (select coalesce(sum(rl.quantity), 0) from return_lines rl join returns r on r.id = rl.return_id
          where rl.order_item_id = i.id and r.status <> 'rejected') > i.quantity
        or (select coalesce(sum(ri.quantity), 0) from returned_items ri where ri.order_item_id = i.id) > i.quantity`);
    expect(over, 'order lines returned or restocked beyond what was bought').toEqual([]);
    const twice = await rows<{ id: number }>(sql`
      select rl.id from return_lines rl join returned_items ri on ri.return_line_id = rl.id
      group by rl.id, rl.quantity having sum(ri.quantity) > rl.quantity or bool_or(rl.restocked is not true)`);
    expect(twice, 'return lines restocked twice, or restocked without being received so').toEqual([]);
    const refunds = await rows<{ id: number }>(sql`
      select r.id from returns r left join refunds f on f.id = r.refund_id
      where (r.status = 'refunded') <> (r.refund_id is not null) or f.amount_cents > r.refund_cents
        or r.refund_id in (select refund_id from returns where refund_id is not null group by refund_id having count(*) > 1)`);
    expect(refunds, 'returns refunded twice, or without their refund').toEqual([]);
  }

  /** The orders the runs since the last check acted on. */
  const touched = new Set<number>();
  let runs = 0;

  /**
   * The sales figures: the orders they count are those whose money arrived and that were not
   * cancelled first, and their net is what those orders took less what they gave back.
   */
  async function checkSales() {
    const [figures] = await rows<{ orders: number; net: number; refunded: number }>(sql`
      select coalesce(sum(orders), 0)::int as orders, coalesce(sum(net_cents), 0)::int as net,
        coalesce(sum(refund_cents), 0)::int as refunded from sales_by_day`);
    const [ledger] = await rows<{ orders: number; charged: number; refunded: number }>(sql`
      select count(*)::int as orders,
        coalesce(sum((select coalesce(sum(l.amount_cents), 0) from payment_ledger l
          where l.order_id = c.order_id and l.kind = 'charge')), 0)::int as charged,
        coalesce(sum((select coalesce(sum(l.amount_cents), 0) from payment_ledger l
          where l.order_id = c.order_id and l.kind = 'refund')), 0)::int as refunded
      from sales_counted_orders c`);
    const [uncounted] = await rows<{ n: number }>(sql`
      select count(*)::int as n from orders o
      where o.payment_status in ('paid', 'partially_refunded', 'refunded')
        and not exists (select 1 from sales_counted_orders c where c.order_id = o.id)
        and not exists (select 1 from order_events e where e.order_id = o.id and e.kind = 'status'
          and e.status = 'cancelled')`);
    expect(uncounted!.n, 'paid orders the sales figures leave out').toBe(0);
    expect(figures).toEqual({
      orders: ledger!.orders,
      net: ledger!.charged - ledger!.refunded,
      refunded: ledger!.refunded,
    });
  }

  it('keeps money, stock and returns exact whatever happens in whichever order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 2 }), async (steps) => {
        const before = orders.length;
        for (const step of steps) {
          await run(step);
          if ('order' in step && typeof step.order === 'number') {
            const order = chosen(orders, step.order);
            if (order) touched.add(order.id);
          }
          if ('ret' in step) {
            const ret = chosen(returns, step.ret);
            if (ret) touched.add(ret.order.id);
          }
        }
        for (const order of orders.slice(before)) touched.add(order.id);
        if (++runs % CHECK_EVERY === 0) {
          await checkMoney([...touched]);
          await checkStock();
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    await checkMoney(orders.map((order) => order.id));
    await checkStock();
    await checkReturns();
    await checkSales();
    // The sequences reached every step's success, not only its refusals (a short local run may not).
    if (RUNS >= 500)
      for (const what of ['place', 'return', 'approve', 'receive', 'refund-return', 'part-refund', 'cancel', 'reject'])
        expect(answered.get(`${what} ${what === 'place' || what === 'return' ? 201 : 200}`) ?? 0, what).toBeGreaterThan(
          0,
        );
  }, 600_000);
});
