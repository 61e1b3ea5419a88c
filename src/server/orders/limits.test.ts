// What one order may take and how many unpaid orders one shopper may hold, as a shopper and an
// attacker meet them: the 400 naming the line or the order, the 429 saying when to come back,
// the limits counted in one step however many requests arrive at once, staff changing them in
// the settings, and a shopper who abandons a payment page and tries again always getting through.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STORE_SETTINGS } from '../../shared/schemas/store-settings';
import { orders, payments } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import {
  addTestProduct,
  anotherShopper,
  choosePayment,
  customer,
  variantGid,
  variantStock,
} from '../test/orders-fixtures';
import { signedInStaff } from '../test/staff';

const EXEMPT = '10.99.0.1';

describe('purchase and unpaid-order limits', () => {
  let t: TestApp;
  let tee: number;
  let cap: number;
  let staff: Record<string, string>;
  let lastAddress = 0;
  const freshAddress = () => `10.6.${(++lastAddress >> 8) & 255}.${lastAddress & 255}`;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_EXEMPT_IPS: EXEMPT } });
    tee = (
      await addTestProduct(t.db, 'limit-tee', [{ size: 'M', color: 'Black', priceCents: 2000, stock: 5000 }])
    ).variants.get('M:Black')!;
    cap = (
      await addTestProduct(t.db, 'limit-cap', [{ size: 'One Size', color: 'Red', priceCents: 1500, stock: 5000 }])
    ).variants.get('One Size:Red')!;
    staff = await signedInStaff(t, 'limits-owner');
  });
  afterAll(() => t?.close());

  const order = (body: object, from = freshAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: body,
      remoteAddress: from,
    });
  const line = (variantId: number, quantity: number) => ({ variantId: variantGid(variantId), quantity });
  const unpaidOf = async (where: { email: string } | { placedFrom: string }) =>
    Number(
      (
        await t.db
          .select({ n: sql<number>`count(*)` })
          .from(orders)
          .where(
            and(
              'email' in where ? eq(orders.email, where.email) : eq(orders.placedFrom, where.placedFrom),
              eq(orders.status, 'awaiting_payment'),
            ),
          )
      )[0]!.n,
    );
  const saveSettings = (settings: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      cookies: staff,
      payload: { ...DEFAULT_STORE_SETTINGS, ...settings },
    });

  describe('what one order may take', () => {
    it('refuses more than 10 of one item, lines of the same item added up, naming the first line', async () => {
      const stock = await variantStock(t.db, tee);
      const res = await order({ customer: anotherShopper(), items: [line(cap, 1), line(tee, 6), line(tee, 5)] });
      expect(res.statusCode).toBe(400);
      const message = 'You can buy at most 10 of limit tee (M, Black) in one order';
      expect(res.json()).toEqual({ message, errors: [{ path: 'items.1.quantity', message }] });
      expect(await variantStock(t.db, tee)).toBe(stock);
      expect((await order({ customer: anotherShopper(), items: [line(tee, 10)] })).statusCode).toBe(201);
    });

    it('refuses more than 30 units in one order, saying how many to remove', async () => {
      const sizes = await addTestProduct(
        t.db,
        'limit-socks',
        ['S', 'M', 'L'].map((size) => ({ size, color: 'White', priceCents: 500, stock: 100 })),
      );
      const socks = [...sizes.variants.values()].map((id) => line(id, 4));
      const res = await order({ customer: anotherShopper(), items: [line(tee, 10), line(cap, 10), ...socks] });
      expect(res.statusCode).toBe(400);
      const message = 'You can buy at most 30 items in one order; this one has 32. Please remove 2 to check out.';
      expect(res.json()).toEqual({ message, errors: [{ path: 'items', message }] });
    });

    it('still refuses the 99 a line could hold before, whatever the schema allows', async () => {
      const res = await order({ customer: anotherShopper(), items: [line(tee, 99)] });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('items.0.quantity');
    });

    it('follows the settings staff save, from the next order', async () => {
      expect((await saveSettings({ maxUnitsPerLine: 2, maxUnitsPerOrder: 3 })).statusCode).toBe(200);
      const limits = await t.app.inject({ method: 'GET', url: '/api/store/purchase-limits' });
      expect(limits.json()).toEqual({ maxUnitsPerLine: 2, maxUnitsPerOrder: 3 });
      expect((await order({ customer: anotherShopper(), items: [line(tee, 3)] })).json().message).toBe(
        'You can buy at most 2 of limit tee (M, Black) in one order',
      );
      expect((await order({ customer: anotherShopper(), items: [line(tee, 2), line(cap, 2)] })).json().message).toMatch(
        /^You can buy at most 3 items in one order; this one has 4/,
      );
      expect((await order({ customer: anotherShopper(), items: [line(tee, 2), line(cap, 1)] })).statusCode).toBe(201);
      expect((await saveSettings({})).statusCode).toBe(200);
    });
  });

  describe('unpaid orders', () => {
    it('lets one email hold 3 unpaid orders, then answers 429 with when to come back; paying one makes room', async () => {
      const shopper = anotherShopper();
      const placed = [];
      for (let i = 0; i < 3; i++) {
        const res = await order({ customer: shopper, items: [line(tee, 1)] });
        expect(res.statusCode).toBe(201);
        placed.push(res.json<{ paymentToken: string }>());
      }
      const stock = await variantStock(t.db, tee);
      const refused = await order({
        customer: { ...shopper, email: shopper.email.toUpperCase() },
        items: [line(tee, 1)],
      });
      expect(refused.statusCode).toBe(429);
      const message = refused.json().message as string;
      expect(message).toMatch(
        /^This email already has 3 orders waiting for payment\. Pay for one of them, or try again in (10|11) minutes, when unpaid orders are released\.$/,
      );
      expect(refused.json().errors).toEqual([{ path: 'customer.email', message }]);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(600);
      // Nothing was taken or written for it.
      expect(await variantStock(t.db, tee)).toBe(stock);
      expect(await unpaidOf({ email: shopper.email })).toBe(3);

      expect((await choosePayment(t.app, placed[0]!.paymentToken, 'pay')).json().status).toBe('paid');
      expect((await order({ customer: shopper, items: [line(tee, 1)] })).statusCode).toBe(201);
    });

    it('lets one address hold 5 unpaid orders, whatever the emails; another address, and a trusted one, still get through', async () => {
      const from = freshAddress();
      for (let i = 0; i < 5; i++)
        expect((await order({ customer: anotherShopper(), items: [line(cap, 1)] }, from)).statusCode).toBe(201);
      const refused = await order({ customer: anotherShopper(), items: [line(cap, 1)] }, from);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^Too many orders waiting for payment have been placed from your network\. Pay for one of them, or try again in (10|11) minutes/,
      );
      expect((await order({ customer: anotherShopper(), items: [line(cap, 1)] })).statusCode).toBe(201);
      for (let i = 0; i < 7; i++)
        expect((await order({ customer: anotherShopper(), items: [line(cap, 1)] }, EXEMPT)).statusCode).toBe(201);
    });

    it('counts an IPv6 client by its /64', async () => {
      for (let i = 1; i <= 5; i++)
        expect(
          (await order({ customer: anotherShopper(), items: [line(cap, 1)] }, `2001:db8:77:1::${i}`)).statusCode,
        ).toBe(201);
      const sameNetwork = await order({ customer: anotherShopper(), items: [line(cap, 1)] }, '2001:db8:77:1:ffff::9');
      expect(sameNetwork.statusCode).toBe(429);
      expect((await order({ customer: anotherShopper(), items: [line(cap, 1)] }, '2001:db8:77:2::1')).statusCode).toBe(
        201,
      );
    });

    // Each of the 50 buys an item of its own, so they do not wait on each other's stock: only
    // the limit's own lock keeps them from all counting the same few orders at once.
    const fiftyItems = async (handle: string) => [
      ...(
        await addTestProduct(
          t.db,
          handle,
          Array.from({ length: 50 }, (_, i) => ({ size: `S${i}`, color: 'Grey', priceCents: 900, stock: 10 })),
        )
      ).variants.values(),
    ];
    const heldUnits = async (variants: number[]) => {
      let held = 0;
      for (const id of variants) held += 10 - (await variantStock(t.db, id));
      return held;
    };

    it('places exactly 3 of 50 orders sent at once for one email, from 50 addresses', async () => {
      const shopper = anotherShopper();
      const items = await fiftyItems('limit-parallel-email');
      const results = await Promise.all(items.map((id) => order({ customer: shopper, items: [line(id, 2)] })));
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
      expect(results.filter((r) => r.statusCode === 429)).toHaveLength(47);
      expect(await unpaidOf({ email: shopper.email })).toBe(3);
      expect(await heldUnits(items)).toBe(6);
    });

    it('places exactly 5 of 50 orders sent at once from one address, for 50 emails', async () => {
      const from = freshAddress();
      const items = await fiftyItems('limit-parallel-address');
      const results = await Promise.all(
        items.map((id) => order({ customer: anotherShopper(), items: [line(id, 3)] }, from)),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
      expect(results.filter((r) => r.statusCode === 429)).toHaveLength(45);
      expect(await unpaidOf({ placedFrom: from })).toBe(5);
      expect(await heldUnits(items)).toBe(15);
    });

    it('lets a shopper who leaves the payment page and places the order again try as often as they like, holding one order', async () => {
      const shopper = anotherShopper();
      const from = freshAddress();
      const stock = await variantStock(t.db, tee);
      let earlier: string | undefined;
      for (let attempt = 0; attempt < 8; attempt++) {
        const res = await order(
          { customer: shopper, items: [line(tee, 2)], ...(earlier ? { replacesPayment: earlier } : {}) },
          from,
        );
        expect(res.statusCode, res.body).toBe(201);
        earlier = res.json().paymentToken;
        // Only the latest attempt holds anything.
        expect(await unpaidOf({ email: shopper.email })).toBe(1);
        expect(await variantStock(t.db, tee)).toBe(stock - 2);
      }
      const released = await t.db
        .select({ status: payments.status })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(eq(orders.email, shopper.email));
      expect(released.map((p) => p.status).sort()).toEqual([...Array(7).fill('cancelled'), 'open']);
      expect((await choosePayment(t.app, earlier!, 'pay')).json().status).toBe('paid');
    });

    it('counts only orders still waiting for their payment', async () => {
      const shopper = { ...customer, email: 'limits-paid@example.com' };
      for (let i = 0; i < 5; i++) {
        const res = await order({ customer: shopper, items: [line(cap, 1)] });
        expect((await choosePayment(t.app, res.json().paymentToken, 'pay')).json().status).toBe('paid');
      }
      expect(await unpaidOf({ email: shopper.email })).toBe(0);
      expect((await order({ customer: shopper, items: [line(cap, 1)] })).statusCode).toBe(201);
    });
  });
});
