// Held stock comes back within a minute of its payment page expiring, however many expire
// together: one sweep settles them all, a batch after another, not a fixed few per minute.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, payments } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { addTestProduct, anotherShopper, postOrder, variantGid, variantStock } from '../test/orders-fixtures';
import { createDemoProvider } from './demo-provider';
import { paymentDepsOf, sweepExpiredPayments } from './service';

const HOLDS = 260;
/** Smaller than HOLDS, so the sweep goes through several batches. */
const BATCH = 100;

describe('the payment sweep', () => {
  let t: TestApp;
  let variantId: number;
  beforeAll(async () => {
    t = await createTestApp();
    variantId = (
      await addTestProduct(t.db, 'swept-tee', [{ size: 'M', color: 'Black', priceCents: 1500, stock: 1000 }])
    ).variants.get('M:Black')!;
  });
  afterAll(() => t.close());

  it(`releases all ${HOLDS} holds that expired together in one run, and confirms the one paid just before`, async () => {
    const before = await variantStock(t.db, variantId);
    const placed: Array<{ order: { id: number } }> = [];
    for (let i = 0; i < HOLDS; i++) {
      const res = await postOrder(t.app, {
        customer: anotherShopper(),
        items: [{ variantId: variantGid(variantId), quantity: 1 }],
      });
      expect(res.statusCode).toBe(201);
      placed.push(res.json());
    }
    expect(await variantStock(t.db, variantId)).toBe(before - HOLDS);
    // One shopper paid on the demo page a moment before the sweep, and the store has not yet
    // heard: the sweep must find it paid, not expire it.
    const provider = createDemoProvider(t.db);
    const paidOrder = placed[150]!.order.id;
    const [paidPayment] = await t.db.select().from(payments).where(eq(payments.orderId, paidOrder));
    await provider.complete(paidPayment!.providerSessionId!, 'paid');

    const deps = paymentDepsOf(t.app, { database: t.database, payments: provider, mailer: t.mailer, config: t.config });
    expect(await sweepExpiredPayments(deps, new Date(Date.now() + 31 * 60_000), BATCH)).toBe(HOLDS);

    expect(await variantStock(t.db, variantId)).toBe(before - 1);
    expect(await t.db.select().from(payments).where(eq(payments.status, 'open'))).toEqual([]);
    expect((await t.db.select().from(orders).where(eq(orders.status, 'awaiting_payment'))).length).toBe(0);
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, paidOrder));
    expect(paid).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    // Each released order says why in its history, once.
    const history = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, placed[0]!.order.id));
    expect(history.map((event) => [event.status, event.shopperNote])).toEqual([
      ['awaiting_payment', 'Order placed; awaiting payment'],
      ['cancelled', 'Payment page expired; the order was released'],
    ]);

    // A second sweep finds nothing left to do.
    expect(await sweepExpiredPayments(deps, new Date(Date.now() + 31 * 60_000), BATCH)).toBe(0);
  });
});
