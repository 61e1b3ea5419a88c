// The checkout races, each repeated with fresh products per run. On PostgreSQL
// (TEST_DATABASE_URL, CI's second pass) the transactions really interleave, so every race
// runs 20 times; on in-memory PGlite they are serialised anyway and a few runs suffice.
// Each run checks what the shopper sees (status and body) and what is stored, and after
// every run the whole database is checked for orphan rows and stock that does not add up.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test/harness';
import {
  addGiftCard,
  addTestProduct,
  anotherShopper,
  postOrder,
  productStock,
  variantGid,
  variantStock,
} from '../test/orders-fixtures';
import {
  giftCards,
  giftCardTransactions,
  idempotencyKeys,
  orderEvents,
  orderItems,
  orders,
  payments,
  discounts,
} from '../db/schema';
import { percentCodes } from '../test/discount-fixtures';

const RUNS = process.env.TEST_DATABASE_URL ? 20 : 3;
const runs = Array.from({ length: RUNS }, (_, i) => i + 1);

const statuses = (results: LightMyRequestResponse[]) => results.map((r) => r.statusCode);
const withStatus = (results: LightMyRequestResponse[], status: number) =>
  results.filter((r) => r.statusCode === status);

describe(`orders under concurrency (${RUNS} runs each)`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const rows = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

  /** Ids of the orders with a line for this variant. */
  const ordersOfVariant = async (variantId: number) =>
    (await t.db.selectDistinct({ id: orderItems.orderId }).from(orderItems).where(eq(orderItems.variantId, variantId)))
      .map((r) => r.id)
      .sort((a, b) => a - b);

  /**
   * An order stored whole: its items and exactly one first event. One with something to pay
   * awaits it (status and event awaiting_payment) with one open payment for its total; one a
   * gift card paid in full is confirmed at once (pending) with no payment.
   */
  async function expectStoredOrder(
    orderId: number,
    lines: { variantId: number; quantity: number }[],
    status: 'awaiting_payment' | 'pending' = 'awaiting_payment',
  ) {
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toBeDefined();
    expect(order!.status).toBe(status);
    const paymentsOfOrder = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(paymentsOfOrder.map((p) => ({ status: p.status, amountCents: p.amountCents }))).toEqual(
      status === 'awaiting_payment' ? [{ status: 'open', amountCents: Math.round(Number(order!.total) * 100) }] : [],
    );
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(
      items.map((i) => ({ variantId: i.variantId, quantity: i.quantity })).sort((a, b) => a.variantId! - b.variantId!),
    ).toEqual([...lines].sort((a, b) => a.variantId - b.variantId));
    const events = await t.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(orderEvents.id);
    expect(events.map((e) => e.status)).toEqual([status]);
    return order!;
  }

  // Whatever a run did, nothing half-written may stay behind: every row hangs off an order
  // that exists, every order has its items and its first event, every order awaiting payment
  // has its open payment, every claimed key points at its order, no gift card is overdrawn,
  // and a product is in stock exactly when a variant is.
  afterEach(async () => {
    const [counts] = await rows<Record<string, number>>(sql`select
      (select count(*)::int from order_items i where not exists (select 1 from orders o where o.id = i.order_id)) as "itemsWithoutOrder",
      (select count(*)::int from order_events e where not exists (select 1 from orders o where o.id = e.order_id)) as "eventsWithoutOrder",
      (select count(*)::int from gift_card_transactions g
        where g.kind = 'debit' and not exists (select 1 from orders o where o.id = g.order_id)) as "debitsWithoutOrder",
      (select count(*)::int from idempotency_keys k
        where not exists (select 1 from orders o where o.id = k.order_id)) as "keysWithoutOrder",
      (select count(*)::int from orders o where not exists (select 1 from order_items i where i.order_id = o.id)) as "ordersWithoutItems",
      (select count(*)::int from orders o where not exists (select 1 from order_events e where e.order_id = o.id)) as "ordersWithoutEvents",
      (select count(*)::int from orders o where o.status = 'awaiting_payment'
        and not exists (select 1 from payments p where p.order_id = o.id and p.status = 'open')) as "awaitingWithoutPayment",
      (select count(*)::int from gift_cards c
        where c.balance < 0
           or c.balance <> c.amount + coalesce((select sum(g.amount) from gift_card_transactions g where g.gift_card_id = c.id), 0)) as "cardsOff",
      (select count(*)::int from products p
        where p.in_stock <> exists (select 1 from product_variants v where v.product_id = p.id and v.stock > 0)) as "inStockOff",
      (select count(*)::int from product_variants v where v.stock < 0) as "negativeStock"`);
    expect(counts).toEqual({
      itemsWithoutOrder: 0,
      eventsWithoutOrder: 0,
      debitsWithoutOrder: 0,
      keysWithoutOrder: 0,
      ordersWithoutItems: 0,
      ordersWithoutEvents: 0,
      awaitingWithoutPayment: 0,
      cardsOff: 0,
      inStockOff: 0,
      negativeStock: 0,
    });
  });

  it.each(runs)('sells the last unit exactly once among 50 buyers (run %i)', async (run) => {
    const { productId, variants } = await addTestProduct(t.db, `last-unit-${run}`, [
      { size: 'M', color: 'Blue', priceCents: 2000, stock: 1 },
    ]);
    const variantId = variants.get('M:Blue')!;
    const keys = Array.from({ length: 50 }, () => randomUUID());
    const results = await Promise.all(
      keys.map((key) =>
        postOrder(
          t.app,
          { customer: anotherShopper(), items: [{ variantId: variantGid(variantId), quantity: 1 }] },
          key,
        ),
      ),
    );

    const won = withStatus(results, 201);
    expect(won).toHaveLength(1);
    expect(withStatus(results, 409)).toHaveLength(49);
    const message = `last unit ${run} (M, Blue) is out of stock`;
    for (const lost of withStatus(results, 409))
      expect(lost.json()).toEqual({ message, errors: [{ path: 'items.0.quantity', message }] });

    const { order } = won[0]!.json();
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      subtotal: '20.00',
      items: [{ name: `last unit ${run}`, size: 'M', color: 'Blue', quantity: 1, price: '20.00' }],
    });
    expect(await variantStock(t.db, variantId)).toBe(0);
    expect(await productStock(t.db, productId)).toEqual({ units: 0, inStock: false });
    expect(await ordersOfVariant(variantId)).toEqual([order.id]);
    await expectStoredOrder(order.id, [{ variantId, quantity: 1 }]);
    // Only the winner's key stays claimed; the 49 others rolled back with their attempt.
    const claimed = await t.db.select().from(idempotencyKeys).where(inArray(idempotencyKeys.key, keys));
    expect(claimed.map((k) => k.orderId)).toEqual([order.id]);
  });

  it.each(runs)(
    'leaves no product in stock when two orders at once sell the last of its two variants (run %i)',
    async (run) => {
      // Each order sells out only its own variant; only the one that commits last can see that
      // none is left, so it must wait for the other before it looks.
      const { productId, variants } = await addTestProduct(t.db, `two-lasts-${run}`, [
        { size: 'S', color: 'Red', priceCents: 2000, stock: 1 },
        { size: 'M', color: 'Red', priceCents: 2000, stock: 1 },
      ]);
      const small = variants.get('S:Red')!;
      const medium = variants.get('M:Red')!;
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          postOrder(t.app, {
            customer: anotherShopper(),
            items: [{ variantId: variantGid(i % 2 ? small : medium), quantity: 1 }],
          }),
        ),
      );

      expect(statuses(results).sort()).toEqual([201, 201, ...Array(8).fill(409)]);
      expect(await variantStock(t.db, small)).toBe(0);
      expect(await variantStock(t.db, medium)).toBe(0);
      expect(await productStock(t.db, productId)).toEqual({ units: 0, inStock: false });
      const listed = await t.app.inject({
        method: 'GET',
        url: `/api/products?query=two%20lasts%20${run}&inStock=true`,
      });
      expect(listed.json()).toEqual([]);
      const node = await t.app.inject({ method: 'GET', url: `/api/shopify/products/two-lasts-${run}` });
      expect(node.json().product).toMatchObject({ availableForSale: false, totalInventory: 0 });
    },
  );

  it.each(runs)(
    'keeps a product in stock while another variant has units, whatever sells out at once (run %i)',
    async (run) => {
      const { productId, variants } = await addTestProduct(t.db, `one-left-${run}`, [
        { size: 'S', color: 'Red', priceCents: 2000, stock: 1 },
        { size: 'M', color: 'Red', priceCents: 2000, stock: 1 },
        { size: 'L', color: 'Red', priceCents: 2000, stock: 3 },
      ]);
      const ids = [variants.get('S:Red')!, variants.get('M:Red')!, variants.get('L:Red')!];
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          postOrder(t.app, {
            customer: anotherShopper(),
            items: [
              { variantId: variantGid(ids[i % 2]!), quantity: 1 },
              { variantId: variantGid(ids[2]!), quantity: 1 },
            ],
          }),
        ),
      );

      expect(statuses(results).sort()).toEqual([201, 201, 409, 409, 409, 409]);
      expect(await productStock(t.db, productId)).toEqual({ units: 1, inStock: true });
    },
  );

  it.each(runs)('sells k = 5 units to exactly 5 of 15 buyers (run %i)', async (run) => {
    const { productId, variants } = await addTestProduct(t.db, `five-units-${run}`, [
      { size: 'One Size', color: 'Black', priceCents: 1200, stock: 5 },
    ]);
    const variantId = variants.get('One Size:Black')!;
    const results = await Promise.all(
      Array.from({ length: 15 }, () =>
        postOrder(t.app, { customer: anotherShopper(), items: [{ variantId: variantGid(variantId), quantity: 1 }] }),
      ),
    );

    expect(statuses(results).sort()).toEqual([...Array(5).fill(201), ...Array(10).fill(409)]);
    const message = `five units ${run} (One Size, Black) is out of stock`;
    for (const lost of withStatus(results, 409))
      expect(lost.json()).toEqual({ message, errors: [{ path: 'items.0.quantity', message }] });
    expect(await variantStock(t.db, variantId)).toBe(0);
    expect(await productStock(t.db, productId)).toEqual({ units: 0, inStock: false });
    const soldIds = withStatus(results, 201)
      .map((r) => r.json().order.id as number)
      .sort((a, b) => a - b);
    expect(new Set(soldIds).size).toBe(5);
    expect(await ordersOfVariant(variantId)).toEqual(soldIds);
    for (const id of soldIds) await expectStoredOrder(id, [{ variantId, quantity: 1 }]);
  });

  it.each(runs)('takes carts {A,B} and {B,A} at once without a deadlock reaching the shopper (run %i)', async (run) => {
    // A and B are separate products; 12 carts, 8 units of each: 8 sell, 4 run out.
    const a = await addTestProduct(t.db, `cross-a-${run}`, [{ size: 'S', color: 'Red', priceCents: 3000, stock: 8 }]);
    const b = await addTestProduct(t.db, `cross-b-${run}`, [{ size: 'L', color: 'Green', priceCents: 2500, stock: 8 }]);
    const lineA = { variantId: variantGid(a.variants.get('S:Red')!), quantity: 1 };
    const lineB = { variantId: variantGid(b.variants.get('L:Green')!), quantity: 1 };
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        postOrder(t.app, { customer: anotherShopper(), items: i % 2 ? [lineA, lineB] : [lineB, lineA] }),
      ),
    );

    expect(statuses(results).sort()).toEqual([...Array(8).fill(201), ...Array(4).fill(409)]);
    for (const r of results) expect(r.body).not.toMatch(/deadlock|Something went wrong/i);
    for (const lost of withStatus(results, 409)) {
      const { message } = lost.json();
      expect(message).toMatch(/^cross [ab] \d+ \((S, Red|L, Green)\) is out of stock$/);
      expect(lost.json()).toEqual({
        message,
        errors: [{ path: expect.stringMatching(/^items\.[01]\.quantity$/), message }],
      });
    }

    // Stock adds up: what is left plus what the stored orders took is what there was.
    const idA = a.variants.get('S:Red')!;
    const idB = b.variants.get('L:Green')!;
    const soldIds = withStatus(results, 201)
      .map((r) => r.json().order.id as number)
      .sort((x, y) => x - y);
    expect(await ordersOfVariant(idA)).toEqual(soldIds);
    expect(await ordersOfVariant(idB)).toEqual(soldIds);
    for (const id of soldIds)
      await expectStoredOrder(id, [
        { variantId: idA, quantity: 1 },
        { variantId: idB, quantity: 1 },
      ]);
    expect(await variantStock(t.db, idA)).toBe(0);
    expect(await variantStock(t.db, idB)).toBe(0);
    expect(await productStock(t.db, a.productId)).toEqual({ units: 0, inStock: false });
    expect(await productStock(t.db, b.productId)).toEqual({ units: 0, inStock: false });
  });

  it.each(runs)('turns one key sent 20 times at once, then again, into one order (run %i)', async (run) => {
    const { variants } = await addTestProduct(t.db, `replayed-${run}`, [
      { size: 'S', color: 'Black', priceCents: 4000, stock: 5 },
    ]);
    const variantId = variants.get('S:Black')!;
    const key = randomUUID();
    const body = { customer: anotherShopper(), items: [{ variantId: variantGid(variantId), quantity: 1 }] };
    const results = await Promise.all(Array.from({ length: 20 }, () => postOrder(t.app, body, key)));

    // One placed it (201); the 19 others waited for it and replay it (200), with its one payment page.
    expect(statuses(results).sort()).toEqual([...Array(19).fill(200), 201]);
    const { order, paymentUrl, paymentToken } = withStatus(results, 201)[0]!.json();
    expect(order.status).toBe('awaiting_payment');
    expect(paymentUrl).toBe(`/checkout/pay/${paymentToken}`);
    for (const r of results) expect(r.json()).toEqual({ order, emailSent: false, paymentUrl, paymentToken });
    expect(await variantStock(t.db, variantId)).toBe(4);
    expect(await ordersOfVariant(variantId)).toEqual([order.id]);
    await expectStoredOrder(order.id, [{ variantId, quantity: 1 }]);

    // The shopper's browser retries later: the same order again, nothing new taken.
    const again = await postOrder(t.app, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ order, emailSent: false, paymentUrl, paymentToken });

    // The same key for another cart is refused, and takes nothing.
    const other = await postOrder(t.app, { ...body, items: [{ variantId: variantGid(variantId), quantity: 2 }] }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: 'This Idempotency-Key was already used for a different order' });
    expect(await variantStock(t.db, variantId)).toBe(4);
    expect(await ordersOfVariant(variantId)).toEqual([order.id]);
    const claimed = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(claimed.map((k) => k.orderId)).toEqual([order.id]);
  });

  it.each(runs)('lets exactly one of 20 orders at once spend a gift card that covers one (run %i)', async (run) => {
    // $100 with free shipping and no Arkansas tax: the card pays one order in full.
    const { variants } = await addTestProduct(t.db, `gift-race-${run}`, [
      { size: 'M', color: 'Black', priceCents: 10000, stock: 100 },
    ]);
    const variantId = variants.get('M:Black')!;
    const code = `TJ-RACE-${String(run).padStart(4, '0')}-CARD`;
    const card = await addGiftCard(t.db, code, '100.00');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        postOrder(t.app, {
          customer: anotherShopper(),
          items: [{ variantId: variantGid(variantId), quantity: 1 }],
          giftCardCode: code.toLowerCase(),
        }),
      ),
    );

    const won = withStatus(results, 201);
    expect(won).toHaveLength(1);
    const { order } = won[0]!.json();
    expect(order).toMatchObject({ status: 'pending', subtotal: '100.00', giftCardAmount: '100.00', total: '0.00' });
    // The others saw either the spent card or a balance that changed under them.
    for (const lost of results.filter((r) => r.statusCode !== 201)) {
      expect([400, 409]).toContain(lost.statusCode);
      expect([
        {
          message: 'This gift card has no balance left',
          errors: [{ path: 'giftCardCode', message: 'This gift card has no balance left' }],
        },
        {
          message: 'The gift card balance changed. Please try again.',
          errors: [{ path: 'giftCardCode', message: 'The gift card balance changed' }],
        },
      ]).toContainEqual(lost.json());
    }

    const [stored] = await t.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(stored).toMatchObject({ balance: '0.00', isRedeemed: true });
    const ledger = await t.db.select().from(giftCardTransactions).where(eq(giftCardTransactions.giftCardId, card.id));
    expect(ledger.map((l) => ({ kind: l.kind, amount: l.amount, orderId: l.orderId }))).toEqual([
      { kind: 'debit', amount: '-100.00', orderId: order.id },
    ]);
    const [placed] = await t.db.select().from(orders).where(eq(orders.giftCardId, card.id));
    expect(placed!.id).toBe(order.id);
    // The refused orders gave their unit back.
    expect(await variantStock(t.db, variantId)).toBe(99);
    expect(await ordersOfVariant(variantId)).toEqual([order.id]);
    await expectStoredOrder(order.id, [{ variantId, quantity: 1 }], 'pending');
  });

  it.each(runs)('grants a promotion limited to 3 uses to exactly 3 of 10 orders at once (run %i)', async (run) => {
    const { variants } = await addTestProduct(t.db, `promo-race-${run}`, [
      { size: 'S', color: 'White', priceCents: 6000, stock: 100 },
    ]);
    const variantId = variants.get('S:White')!;
    const code = `RACE${run}`;
    const [promotion] = await t.db
      .insert(discounts)
      .values(percentCodes({ code, percentOff: 10, usageLimit: 3 }))
      .returning();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        postOrder(t.app, {
          customer: anotherShopper(),
          items: [{ variantId: variantGid(variantId), quantity: 1 }],
          promoCode: code.toLowerCase(),
        }),
      ),
    );

    expect(statuses(results).sort()).toEqual([...Array(3).fill(201), ...Array(7).fill(400)]);
    const message = 'This promo code has been used up';
    for (const lost of withStatus(results, 400))
      expect(lost.json()).toEqual({ message, errors: [{ path: 'promoCode', message }] });
    for (const won of withStatus(results, 201))
      expect(won.json().order).toMatchObject({ subtotal: '60.00', discount: '6.00', total: '54.00' });

    const [stored] = await t.db.select().from(discounts).where(eq(discounts.id, promotion!.id));
    expect(stored!.usedCount).toBe(3);
    const promoted = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.promoCode, code));
    const soldIds = withStatus(results, 201)
      .map((r) => r.json().order.id as number)
      .sort((a, b) => a - b);
    expect(promoted.map((o) => o.id).sort((a, b) => a - b)).toEqual(soldIds);
    expect(await ordersOfVariant(variantId)).toEqual(soldIds);
    expect(await variantStock(t.db, variantId)).toBe(97);
  });
});
