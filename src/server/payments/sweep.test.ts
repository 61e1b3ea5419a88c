// Held stock comes back within a minute of its payment page expiring, however many expire
// together: one sweep settles them all, a batch after another, not a fixed few per minute.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { addTestProduct, anotherShopper, postOrder, variantGid, variantStock } from '../test/orders-fixtures';
import { createDemoProvider } from './demo-provider';
import { paymentDepsOf, sweepPayments } from './service';

/** More than one batch of the sweep. */
const HOLDS = 260;

describe('the payment sweep', () => {
  let t: TestApp;
  let variantId: number;
  beforeAll(async () => {
    t = await createTestApp();
    variantId = (await addTestProduct(t.db, 'swept-tee', [{ size: 'M', color: 'Black', priceCents: 1500, stock: 1000 }])).variants.get('M:Black')!;
  });
  afterAll(() => t.close());

  it(`releases all ${HOLDS} holds that expired together in one run`, async () => {
    const before = await variantStock(t.db, variantId);
    for (let i = 0; i < HOLDS; i++) {
      const placed = await postOrder(t.app, { customer: anotherShopper(), items: [{ variantId: variantGid(variantId), quantity: 1 }] });
      expect(placed.statusCode).toBe(201);
    }
    expect(await variantStock(t.db, variantId)).toBe(before - HOLDS);

    const deps = paymentDepsOf(t.app, { database: t.database, payments: createDemoProvider(t.db), mailer: t.mailer, config: t.config });
    await sweepPayments(deps, new Date(Date.now() + 31 * 60_000));

    expect(await variantStock(t.db, variantId)).toBe(before);
    expect(await t.db.select().from(payments).where(eq(payments.status, 'open'))).toEqual([]);
    expect((await t.db.select().from(orders).where(eq(orders.status, 'awaiting_payment'))).length).toBe(0);
  });
});
