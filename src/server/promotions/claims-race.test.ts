// Discount limits under concurrency: each round, 50 checkouts at once use one code limited in
// all and per customer, from 20 customers who write their Gmail address in different ways. On
// PostgreSQL (TEST_DATABASE_URL) the transactions really interleave: 20 rounds; on in-memory
// PGlite they are serialised anyway and 3 rounds suffice.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOUNT_REASONS } from '../../shared/discounts/price';
import { discounts, discountUses } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { percentCodes } from '../test/discount-fixtures';
import { addTestProduct, customer, MANY_UNPAID_ORDERS, postOrder, variantGid } from '../test/orders-fixtures';
import { USED_UP } from './claims';

const ROUNDS = process.env.TEST_DATABASE_URL ? 20 : 3;
const CHECKOUTS = 50;
const CUSTOMERS = 20;
const USAGE_LIMIT = 12;

/** The n-th way a customer writes their address: dots moved, a +tag, upper case. */
const spelling = (name: string, n: number) => {
  const dotted = n % 2 === 0 ? name : `${name.slice(0, 2)}.${name.slice(2)}`;
  return `${n % 3 === 0 ? dotted.toUpperCase() : dotted}${n > 0 ? `+try${n}` : ''}@gmail.com`;
};

describe(`discount limits under ${CHECKOUTS} checkouts at once (${ROUNDS} rounds)`, () => {
  let t: TestApp;
  // Each checkout buys a variant of its own, so the discount is the only thing they share.
  let tees: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ settings: MANY_UNPAID_ORDERS });
    const sizes = Array.from({ length: CHECKOUTS }, (_, i) => `R${i}`);
    const { variants } = await addTestProduct(
      t.db,
      'race-tee',
      sizes.map((size) => ({
        size,
        color: 'Black',
        priceCents: 3000,
        stock: 100_000,
      })),
    );
    tees = sizes.map((size) => variantGid(variants.get(`${size}:Black`)!));
  });
  afterAll(() => t?.close());

  it.each(Array.from({ length: ROUNDS }, (_, i) => i + 1))(
    'never grants more uses than the code allows, in all or per customer (round %i)',
    async (round) => {
      const code = `RACE${round}`;
      const [discount] = await t.db
        .insert(discounts)
        .values(
          percentCodes({
            code,
            percentOff: 10,
            usageLimit: USAGE_LIMIT,
            perCustomerLimit: 1,
          }),
        )
        .returning();
      const attempts = Array.from({ length: CHECKOUTS }, (_, i) => ({
        key: `racer${round}x${i % CUSTOMERS}@gmail.com`,
        email: spelling(`racer${round}x${i % CUSTOMERS}`, Math.floor(i / CUSTOMERS)),
      }));
      const results = await Promise.all(
        attempts.map(({ email }, i) =>
          postOrder(t.app, {
            customer: { ...customer, email },
            items: [{ variantId: tees[i]!, quantity: 1 }],
            promoCode: code.toLowerCase(),
          }),
        ),
      );

      // Every customer's first try finds a use left until the code runs out: exactly the limit wins.
      const won = results.filter((r) => r.statusCode === 201);
      expect(won).toHaveLength(USAGE_LIMIT);
      for (const res of won)
        expect(res.json().order).toMatchObject({
          subtotal: '30.00',
          discount: '3.00',
        });
      for (const lost of results.filter((r) => r.statusCode !== 201)) {
        expect(lost.statusCode, lost.body).toBe(400);
        const { message, errors } = lost.json();
        expect([USED_UP, DISCOUNT_REASONS.alreadyUsed, DISCOUNT_REASONS.invalid]).toContain(message);
        expect(errors).toEqual([{ path: 'promoCode', message }]);
      }

      const [stored] = await t.db.select().from(discounts).where(eq(discounts.id, discount!.id));
      const uses = await t.db.select().from(discountUses).where(eq(discountUses.discountId, discount!.id));
      expect(stored!.usedCount).toBe(USAGE_LIMIT);
      expect(uses).toHaveLength(USAGE_LIMIT);
      expect(uses.map((use) => use.orderId).sort((a, b) => a - b)).toEqual(
        won.map((r) => r.json().order.id as number).sort((a, b) => a - b),
      );
      // One use per customer, however they wrote their address.
      const perCustomer = new Map<string, number>();
      for (const use of uses) perCustomer.set(use.customerKey, (perCustomer.get(use.customerKey) ?? 0) + 1);
      expect([...perCustomer.values()].every((count) => count === 1)).toBe(true);
      expect([...perCustomer.keys()].every((key) => attempts.some((a) => a.key === key))).toBe(true);
    },
  );

  it('left no discount counting more uses than its orders hold', async () => {
    const rows = (await t.db
      .execute(sql`select d.code, d.used_count as "usedCount", (select count(*)::int from discount_uses u where u.discount_id = d.id) as uses
      from discounts d where d.used_count <> (select count(*) from discount_uses u where u.discount_id = d.id) or d.used_count > d.usage_limit`)) as unknown as {
      rows: unknown[];
    };
    expect(rows.rows).toEqual([]);
  });
});
