// The hoard: 37 checkout requests from 2 addresses in a moment, each asking for as much of the
// seeded catalogue's stock as it can, once took every unit of every in-stock product for half
// an hour. Now an order takes at most 30 units (10 of an item) and an address holds at most 5
// unpaid orders: the hoard holds a sliver of the stock, the shop goes on selling to a real
// shopper, and staff release what the hoard holds in a click.
import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../seed';
import { orders, products, productVariants } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { anotherShopper, BUYER_COOKIES, choosePayment, variantGid } from '../test/orders-fixtures';
import { signedInStaff } from '../test/staff';

const ATTACKERS = ['203.0.113.7', '198.51.100.23'];
const REQUESTS = 37;

describe('a hoard of the seeded catalogue', () => {
  let t: TestApp;
  let inStockBefore: number;
  let unitsBefore: number;

  const inStockProducts = async () =>
    Number(
      (
        await t.db
          .select({ n: sql<number>`count(*)` })
          .from(products)
          .where(sql`${products.inStock} and ${products.category} <> 'custom'`)
      )[0]!.n,
    );
  const unitsForSale = async () =>
    Number(
      (
        await t.db
          .select({ n: sql<number>`coalesce(sum(${productVariants.stock}), 0)` })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(sql`${products.category} <> 'custom'`)
      )[0]!.n,
    );
  /** Every variant for sale with its stock, in id order: the attacker's shopping list. */
  const forSale = () =>
    t.db
      .select({ id: productVariants.id, stock: productVariants.stock })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(sql`${products.active} and ${products.category} <> 'custom' and ${productVariants.stock} > 0`)
      .orderBy(asc(productVariants.id));

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t.db);
    inStockBefore = await inStockProducts();
    unitsBefore = await unitsForSale();
  });
  afterAll(() => t?.close());

  const checkout = (body: object, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: body,
      remoteAddress,
      cookies: BUYER_COOKIES,
    });

  it('refuses the old hoard outright: 50 lines of 99 units', async () => {
    const variants = await forSale();
    const items = variants.slice(0, 50).map((v) => ({ variantId: variantGid(v.id), quantity: 99 }));
    const results = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) => checkout({ customer: anotherShopper(), items }, ATTACKERS[i % 2]!)),
    );
    expect(new Set(results.map((r) => r.statusCode))).toEqual(new Set([400]));
    expect(await unitsForSale()).toBe(unitsBefore);
  });

  it(`holds at most 10 orders of 30 units from ${REQUESTS} requests of 2 addresses, and the shop still sells`, async () => {
    expect(inStockBefore).toBeGreaterThanOrEqual(170);
    // Each request asks for the most an order may take, from stock nobody else asked for yet.
    const variants = await forSale();
    let next = 0;
    const bodies = Array.from({ length: REQUESTS }, () => {
      const items: Array<{ variantId: string; quantity: number }> = [];
      let units = 0;
      while (units < 30 && next < variants.length) {
        const variant = variants[next]!;
        const quantity = Math.min(variant.stock, 10, 30 - units);
        items.push({ variantId: variantGid(variant.id), quantity });
        units += quantity;
        variant.stock -= quantity;
        next++;
      }
      return { customer: anotherShopper(), items };
    });
    const results = await Promise.all(bodies.map((body, i) => checkout(body, ATTACKERS[i % 2]!)));

    const held = results.filter((r) => r.statusCode === 201);
    expect(results.map((r) => r.statusCode).sort()).toEqual([
      ...Array(10).fill(201),
      ...Array(REQUESTS - 10).fill(429),
    ]);
    expect(held).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(REQUESTS - 10);
    const taken = unitsBefore - (await unitsForSale());
    expect(taken).toBe(300);
    expect(taken / unitsBefore).toBeLessThan(0.1);
    // Nearly everything is still for sale.
    expect(await inStockProducts()).toBeGreaterThanOrEqual(inStockBefore - 10);

    // A real shopper, elsewhere, buys something in stock and pays.
    const [product] = await t.db
      .select({ variantId: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(sql`${products.inStock} and ${products.category} <> 'custom' and ${productVariants.stock} > 0`)
      .orderBy(sql`${productVariants.id} desc`)
      .limit(1);
    const bought = await checkout(
      { customer: anotherShopper(), items: [{ variantId: variantGid(product!.variantId), quantity: 1 }] },
      '192.0.2.50',
    );
    expect(bought.statusCode, bought.body).toBe(201);
    const paid = await choosePayment(t.app, bought.json().paymentToken, 'pay');
    expect(paid.json()).toMatchObject({ status: 'paid', order: { status: 'pending' } });

    // Staff cancel the hoard's orders: every unit is for sale again at once.
    const staff = await signedInStaff(t, 'hoard-owner');
    for (const res of held) {
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${res.json().order.id}/status`,
        cookies: staff,
        payload: { status: 'cancelled', note: 'Hoard' },
      });
      expect(cancelled.json().order.status).toBe('cancelled');
    }
    expect(await unitsForSale()).toBe(unitsBefore - 1);
    expect(await inStockProducts()).toBe(inStockBefore);
    const awaiting = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'awaiting_payment'));
    expect(awaiting).toEqual([]);
  });
});
