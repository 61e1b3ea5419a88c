// A size exchange reserves the new size at once, against ordinary buyers of the same last unit.
// On PostgreSQL (TEST_DATABASE_URL, CI's second pass) the requests really interleave, so the
// race runs 20 times; on in-memory PGlite they are serialised anyway and a few runs suffice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXCHANGE_SOLD_OUT } from '../../shared/schemas/returns';
import { createTestApp, type TestApp } from '../test/harness';
import { addTestProduct, anotherShopper, postOrder, variantGid, variantStock } from '../test/orders-fixtures';
import { deliveredOrder, startReturn, type DeliveredOrder } from '../test/returns-fixtures';
import { signedInStaff } from '../test/staff';

const RUNS = process.env.TEST_DATABASE_URL ? 20 : 3;
const EXCHANGERS = 25;
const BUYERS = 25;
const PER_LINE = Math.ceil(RUNS / 2);

describe(`an exchange for the last unit of a size (${RUNS} runs)`, () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let mediums: number[];
  let large: number;
  const orders: DeliveredOrder[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedInStaff(t, 'race-owner');
    const tee = await addTestProduct(t.db, 'exchange-race-tee', [
      { size: 'M', color: 'Black', priceCents: 3000, stock: EXCHANGERS * PER_LINE },
      { size: 'M', color: 'White', priceCents: 3000, stock: EXCHANGERS * PER_LINE },
      { size: 'L', color: 'Black', priceCents: 3000, stock: 0 },
    ]);
    mediums = [tee.variants.get('M:Black')!, tee.variants.get('M:White')!];
    large = tee.variants.get('L:Black')!;
    // Each shopper bought an M per run (in two colours: an order holds at most 10 of a variant),
    // so each run every one of them may exchange one.
    for (let i = 0; i < EXCHANGERS; i++)
      orders.push(
        await deliveredOrder(
          t.app,
          owner,
          mediums.map((variantId) => ({ variantId, quantity: PER_LINE })),
          anotherShopper(),
        ),
      );
  }, 300_000);
  afterAll(() => t?.close());

  it(`lets exactly one of ${EXCHANGERS} exchanges and ${BUYERS} buyers have it, and never sells it twice`, async () => {
    for (let run = 1; run <= RUNS; run++) {
      const restocked = await t.app.inject({
        method: 'POST',
        url: `/api/admin/inventory/${large}/adjustments`,
        cookies: owner,
        payload: { change: 1, reason: 'received' },
      });
      expect(restocked.statusCode, restocked.body).toBe(200);

      const exchanges = orders.map((order) =>
        startReturn(t.app, order, [
          {
            itemId: order.itemIds[run <= PER_LINE ? 0 : 1]!,
            quantity: 1,
            outcome: 'exchange',
            exchangeVariantId: variantGid(large),
          },
        ]),
      );
      const purchases = Array.from({ length: BUYERS }, () =>
        postOrder(t.app, { customer: anotherShopper(), items: [{ variantId: variantGid(large), quantity: 1 }] }),
      );
      const [exchanged, bought] = await Promise.all([Promise.all(exchanges), Promise.all(purchases)]);

      const winners = [...exchanged, ...bought].filter((answer) => answer.statusCode === 201);
      expect(winners, `run ${run}`).toHaveLength(1);
      for (const lost of exchanged.filter((answer) => answer.statusCode !== 201)) {
        expect(lost.statusCode, lost.body).toBe(409);
        expect(lost.json().message).toBe(EXCHANGE_SOLD_OUT);
      }
      for (const lost of bought.filter((answer) => answer.statusCode !== 201))
        expect(lost.statusCode, lost.body).toBe(409);
      expect(await variantStock(t.db, large), `run ${run}`).toBe(0);
    }
  }, 600_000);
});
