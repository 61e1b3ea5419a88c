import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISCOUNT_REASONS, priceDiscounts, type DiscountCart, type DiscountLine } from './price';
import type { Discount, DiscountRule } from './rules';

const NOW = new Date('2026-06-01T12:00:00Z');

let nextId = 1;
const discount = (rule: DiscountRule, more: Partial<Discount> = {}): Discount => ({
  id: nextId++,
  title: `Discount ${nextId}`,
  code: null,
  rule,
  combinable: true,
  priority: 0,
  active: true,
  ...more,
});

const line = (id: string, unitPriceCents: number, quantity = 1, more: Partial<DiscountLine> = {}): DiscountLine => ({
  id,
  productId: Number(id.replace(/\D/g, '')) || 1,
  unitPriceCents,
  quantity,
  ...more,
});

const cart = (lines: DiscountLine[], more: Partial<DiscountCart> = {}): DiscountCart => ({
  lines,
  shippingCents: 999,
  country: 'US',
  now: NOW,
  firstOrder: true,
  codes: [],
  ...more,
});

const welcome = discount(
  { kind: 'order-percent', percent: 10 },
  { code: 'WELCOME10', title: 'Welcome', firstOrderOnly: true, perCustomerLimit: 1 },
);

describe('a code off the order', () => {
  it('takes 10% off a first order, whatever the case or spaces typed, and says what it did', () => {
    const outcome = priceDiscounts([welcome], cart([line('a', 4000, 2), line('b', 2500)], { codes: [' welcome10 '] }));
    expect(outcome.merchandiseCents).toBe(1050);
    expect(outcome.applied).toEqual([
      {
        id: welcome.id,
        title: 'Welcome',
        code: 'WELCOME10',
        description: '10% off your order',
        amountCents: 1050,
        shippingCents: 0,
      },
    ]);
    expect(outcome.lineCents).toEqual({ a: 800, b: 250 });
    expect(outcome.refused).toEqual([]);
  });

  it('says why it does not apply: not a first order, already used, or unknown', () => {
    expect(
      priceDiscounts([welcome], cart([line('a', 4000)], { codes: ['WELCOME10'], firstOrder: false })).refused,
    ).toEqual([{ code: 'WELCOME10', reason: 'This code is for first orders.' }]);
    const used = new Map([[welcome.id, 1]]);
    expect(
      priceDiscounts([welcome], cart([line('a', 4000)], { codes: ['welcome10'], customerUses: used })).refused,
    ).toEqual([{ code: 'WELCOME10', reason: 'You have already used this code.' }]);
    expect(priceDiscounts([welcome], cart([line('a', 4000)], { codes: ['SUMMER99'] })).refused).toEqual([
      { code: 'SUMMER99', reason: 'Invalid promo code. Please try again.' },
    ]);
  });

  it('answers a paused, ended, not yet started or used-up code as an unknown one', () => {
    const base = { code: 'SAVE5', title: 'Save 5' };
    for (const more of [
      { active: false },
      { endsAt: NOW },
      { startsAt: new Date(NOW.getTime() + 1) },
      { usageLimit: 3, usedCount: 3 },
    ]) {
      const outcome = priceDiscounts(
        [discount({ kind: 'order-amount', amountCents: 500 }, { ...base, ...more })],
        cart([line('a', 4000)], { codes: ['SAVE5'] }),
      );
      expect(outcome.refused).toEqual([{ code: 'SAVE5', reason: DISCOUNT_REASONS.invalid }]);
      expect(outcome.merchandiseCents).toBe(0);
    }
  });

  it('asks for the rest of a minimum spend or quantity', () => {
    const minimum = discount({ kind: 'order-amount', amountCents: 1000 }, { code: 'TEN', minSubtotalCents: 10000 });
    expect(priceDiscounts([minimum], cart([line('a', 7550)], { codes: ['TEN'] })).refused).toEqual([
      { code: 'TEN', reason: 'Spend $24.50 more to use this code.' },
    ]);
    const three = discount({ kind: 'order-percent', percent: 15 }, { code: 'THREE', minQuantity: 3 });
    expect(priceDiscounts([three], cart([line('a', 1000, 2)], { codes: ['THREE'] })).refused).toEqual([
      { code: 'THREE', reason: 'Add 1 more item to use this code.' },
    ]);
  });

  it('never takes more than the merchandise', () => {
    const outcome = priceDiscounts(
      [discount({ kind: 'order-amount', amountCents: 10000 }, { code: 'BIG' })],
      cart([line('a', 1999), line('b', 1)], { codes: ['BIG'] }),
    );
    expect(outcome.merchandiseCents).toBe(2000);
    expect(outcome.lineCents).toEqual({ a: 1999, b: 1 });
  });
});

describe('discounts on items', () => {
  it('takes a percentage off the items of a collection and a size only', () => {
    const rule: DiscountRule = { kind: 'items-percent', percent: 20, items: { collections: ['summer'], sizes: ['M'] } };
    const lines = [
      line('a', 5000, 1, { collection: 'summer', size: 'M' }),
      line('b', 5000, 1, { collection: 'summer', size: 'L' }),
      line('c', 3000, 1, { size: 'M' }),
    ];
    const outcome = priceDiscounts([discount(rule)], cart(lines));
    expect(outcome.lineCents).toEqual({ a: 1000, b: 0, c: 0 });
    expect(outcome.applied[0]!.description).toBe('20% off selected items');
  });

  it('takes an amount off each matching unit, by tag or colour', () => {
    const rule: DiscountRule = { kind: 'items-amount', amountCents: 300, items: { tags: ['denim'], colors: ['Blue'] } };
    const lines = [
      line('a', 4000, 2, { tags: ['denim', 'new'], color: 'Blue' }),
      line('b', 200, 3, { tags: ['denim'], color: 'Blue' }),
      line('c', 4000, 1, { tags: ['denim'], color: 'Black' }),
    ];
    expect(priceDiscounts([discount(rule)], cart(lines)).lineCents).toEqual({ a: 600, b: 600, c: 0 });
  });

  it('says when a code reaches nothing in the cart', () => {
    const code = discount({ kind: 'items-percent', percent: 10, items: { categories: ['kids'] } }, { code: 'KIDS' });
    expect(
      priceDiscounts([code], cart([line('a', 4000, 1, { category: 'women' })], { codes: ['kids'] })).refused,
    ).toEqual([{ code: 'KIDS', reason: 'This code does not apply to the items in your cart.' }]);
  });
});

describe('buy X get Y', () => {
  const tee = (id: string, cents: number, quantity: number) =>
    line(id, cents, quantity, { productId: 7, category: 'men' });
  const b2g1 = (more: Partial<Extract<DiscountRule, { kind: 'buy-get' }>> = {}) =>
    discount({
      kind: 'buy-get',
      buy: { quantity: 2, items: { productIds: [7] } },
      get: { quantity: 1, items: { productIds: [9] }, percent: 100 },
      ...more,
    });

  it('buy 2 tees, get a cap free: 4 tees and 2 caps give both caps free, as often as the tees allow', () => {
    const outcome = priceDiscounts([b2g1()], cart([tee('t', 2000, 4), line('c', 1500, 2, { productId: 9 })]));
    expect(outcome.lineCents).toEqual({ t: 0, c: 3000 });
    expect(outcome.applied[0]!.description).toBe('Buy 2, get 1 free');
  });

  it('stops at its cap of uses', () => {
    const outcome = priceDiscounts(
      [b2g1({ maxUses: 1 })],
      cart([tee('t', 2000, 4), line('c', 1500, 2, { productId: 9 })]),
    );
    expect(outcome.lineCents).toEqual({ t: 0, c: 1500 });
  });

  it('on one product, counts an item once: 3 tees give 1 free, 6 give 2, 5 give 1', () => {
    const same = discount({
      kind: 'buy-get',
      buy: { quantity: 2, items: { productIds: [7] } },
      get: { quantity: 1, items: { productIds: [7] }, percent: 100 },
    });
    expect(priceDiscounts([same], cart([tee('t', 2000, 3)])).merchandiseCents).toBe(2000);
    expect(priceDiscounts([same], cart([tee('t', 2000, 6)])).merchandiseCents).toBe(4000);
    expect(priceDiscounts([same], cart([tee('t', 2000, 5)])).merchandiseCents).toBe(2000);
  });

  it('gives the cheapest items and keeps givable ones for later uses', () => {
    const any = discount({
      kind: 'buy-get',
      buy: { quantity: 1, items: {} },
      get: { quantity: 1, items: { categories: ['hats'] }, percent: 50 },
    });
    const lines = [line('s', 3000, 2, { category: 'shirts' }), line('h', 4000, 2, { category: 'hats' })];
    // Each hat is half off, counted against a shirt: 2 uses, not 1 (a hat bought with a hat).
    expect(priceDiscounts([any], cart(lines)).lineCents).toEqual({ s: 0, h: 4000 });
  });

  it('says how many more items it needs', () => {
    const code = b2g1({});
    const withCode = { ...code, code: 'B2G1' };
    expect(priceDiscounts([withCode], cart([tee('t', 2000, 1)], { codes: ['B2G1'] })).refused).toEqual([
      { code: 'B2G1', reason: 'Add 2 more items to use this code.' },
    ]);
  });
});

describe('tiers, shipping and how discounts sit together', () => {
  const tiers = discount(
    {
      kind: 'tiered',
      tiers: [
        { minSubtotalCents: 10000, amountCents: 1000 },
        { minSubtotalCents: 20000, amountCents: 2500 },
      ],
    },
    { code: 'SPEND' },
  );

  it('takes the largest tier reached, and names the next step below the first', () => {
    expect(priceDiscounts([tiers], cart([line('a', 15000)], { codes: ['SPEND'] })).merchandiseCents).toBe(1000);
    expect(priceDiscounts([tiers], cart([line('a', 20000)], { codes: ['SPEND'] })).merchandiseCents).toBe(2500);
    expect(priceDiscounts([tiers], cart([line('a', 9000)], { codes: ['SPEND'] })).refused).toEqual([
      { code: 'SPEND', reason: 'Spend $10.00 more to use this code.' },
    ]);
    expect(
      tiers.rule.kind === 'tiered' &&
        priceDiscounts([tiers], cart([line('a', 20000)], { codes: ['SPEND'] })).applied[0]!.description,
    ).toBe('$10 off $100, $25 off $200');
  });

  it('frees shipping above an amount, only to its countries', () => {
    const ship = discount({ kind: 'free-shipping', countries: ['US', 'CA'] }, { code: 'SHIP', minSubtotalCents: 3000 });
    expect(priceDiscounts([ship], cart([line('a', 3000)], { codes: ['SHIP'] })).shippingCents).toBe(999);
    expect(priceDiscounts([ship], cart([line('a', 3000)], { codes: ['SHIP'], country: 'FR' })).refused).toEqual([
      { code: 'SHIP', reason: 'This code does not give free shipping to your country.' },
    ]);
  });

  it('applies combinable discounts together: items first, then the order, each on what is left', () => {
    const items = discount({ kind: 'items-percent', percent: 50, items: { productIds: [1] } }, { priority: 0 });
    const order = discount({ kind: 'order-amount', amountCents: 1000 }, { priority: 9 });
    const outcome = priceDiscounts([order, items], cart([line('a1', 4000), line('b2', 4000)]));
    // 50% of the first line (2,000), then $10 over what is left (2,000 + 4,000).
    expect(outcome.merchandiseCents).toBe(3000);
    expect(outcome.applied.map((a) => a.id)).toEqual([items.id, order.id]);
  });

  it('lets an exclusive code win only when it saves more, and says why it did not', () => {
    const automatic = discount({ kind: 'order-percent', percent: 20 }, { title: 'Summer sale' });
    const small = discount({ kind: 'order-amount', amountCents: 500 }, { code: 'FIVE', combinable: false });
    const lines = [line('a', 10000)];
    const lost = priceDiscounts([automatic, small], cart(lines, { codes: ['FIVE'] }));
    expect(lost.merchandiseCents).toBe(2000);
    expect(lost.refused).toEqual([{ code: 'FIVE', reason: 'This code cannot be combined with Summer sale.' }]);
    const big = discount(
      { kind: 'order-amount', amountCents: 5000 },
      { code: 'HALF', combinable: false, title: 'Half' },
    );
    const won = priceDiscounts([automatic, big], cart(lines, { codes: ['HALF'] }));
    expect(won.merchandiseCents).toBe(5000);
    expect(won.applied.map((a) => a.code)).toEqual(['HALF']);
  });

  it('says when a code takes nothing more', () => {
    const all = discount({ kind: 'order-percent', percent: 100 }, { title: 'Free' });
    const more = discount({ kind: 'order-amount', amountCents: 500 }, { code: 'MORE' });
    expect(priceDiscounts([all, more], cart([line('a', 1000)], { codes: ['MORE'] })).refused).toEqual([
      { code: 'MORE', reason: DISCOUNT_REASONS.nothingMore },
    ]);
  });
});

// Random carts and rule sets: the figures a shopper is charged by never go wrong.
const matchArb = fc.record(
  {
    productIds: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
    categories: fc.array(fc.constantFrom('women', 'men', 'kids'), { maxLength: 2 }),
    sizes: fc.array(fc.constantFrom('S', 'M', 'L'), { maxLength: 2 }),
    colors: fc.array(fc.constantFrom('Black', 'Red'), { maxLength: 1 }),
    tags: fc.array(fc.constantFrom('new', 'sale'), { maxLength: 1 }),
  },
  { requiredKeys: [] },
);
const ruleArb: fc.Arbitrary<DiscountRule> = fc.oneof(
  fc.record({ kind: fc.constant('order-percent' as const), percent: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant('order-amount' as const), amountCents: fc.integer({ min: 1, max: 50000 }) }),
  fc.record({
    kind: fc.constant('items-percent' as const),
    percent: fc.integer({ min: 1, max: 100 }),
    items: matchArb,
  }),
  fc.record({
    kind: fc.constant('items-amount' as const),
    amountCents: fc.integer({ min: 1, max: 20000 }),
    items: matchArb,
  }),
  fc.record({
    kind: fc.constant('free-shipping' as const),
    countries: fc.array(fc.constantFrom('US', 'CA', 'FR'), { maxLength: 2 }),
  }),
  fc.record({
    kind: fc.constant('buy-get' as const),
    buy: fc.record({ quantity: fc.integer({ min: 1, max: 3 }), items: matchArb }),
    get: fc.record({
      quantity: fc.integer({ min: 1, max: 2 }),
      items: matchArb,
      percent: fc.integer({ min: 1, max: 100 }),
    }),
    maxUses: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
  }),
  fc.record({
    kind: fc.constant('tiered' as const),
    tiers: fc.array(
      fc.record({
        minSubtotalCents: fc.integer({ min: 0, max: 30000 }),
        amountCents: fc.integer({ min: 1, max: 10000 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  }),
);
const discountsArb = fc
  .array(
    fc.record({
      rule: ruleArb,
      code: fc.option(fc.constantFrom('A', 'B', 'C'), { nil: null }),
      combinable: fc.boolean(),
      priority: fc.integer({ min: 0, max: 3 }),
      minSubtotalCents: fc.option(fc.integer({ min: 0, max: 20000 }), { nil: undefined }),
      firstOrderOnly: fc.boolean(),
    }),
    { maxLength: 6 },
  )
  .map((list) => {
    const seen = new Set<string>();
    return list.map((d, i): Discount => {
      const code = d.code && !seen.has(d.code) ? d.code : null;
      if (code) seen.add(code);
      return { ...d, id: i + 1, title: `D${i + 1}`, code, active: true };
    });
  });
const cartArb = fc.record({
  lines: fc.array(
    fc.record({
      productId: fc.integer({ min: 1, max: 6 }),
      unitPriceCents: fc.integer({ min: 0, max: 30000 }),
      quantity: fc.integer({ min: 1, max: 6 }),
      category: fc.constantFrom('women', 'men', 'kids'),
      size: fc.constantFrom('S', 'M', 'L'),
      color: fc.constantFrom('Black', 'Red'),
      tags: fc.array(fc.constantFrom('new', 'sale'), { maxLength: 2 }),
    }),
    { maxLength: 8 },
  ),
  shippingCents: fc.constantFrom(0, 999, 1999),
  country: fc.constantFrom('US', 'CA', 'FR'),
  firstOrder: fc.boolean(),
  codes: fc.array(fc.constantFrom('A', 'B', 'C', 'Z'), { maxLength: 3 }),
});

describe('whatever the cart and the discounts', () => {
  it('never takes more than a line, the merchandise or shipping, never goes negative, and ignores the order the discounts come in', () => {
    fc.assert(
      fc.property(discountsArb, cartArb, fc.integer(), (discounts, shape, seed) => {
        const { lines, ...rest } = shape;
        const theCart = cart(
          lines.map((l, i) => ({ ...l, id: `l${i}` })),
          rest,
        );
        const outcome = priceDiscounts(discounts, theCart);
        const subtotal = theCart.lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
        expect(outcome.merchandiseCents).toBeGreaterThanOrEqual(0);
        expect(outcome.merchandiseCents).toBeLessThanOrEqual(subtotal);
        expect(outcome.shippingCents).toBeGreaterThanOrEqual(0);
        expect(outcome.shippingCents).toBeLessThanOrEqual(theCart.shippingCents);
        for (const l of theCart.lines) {
          expect(outcome.lineCents[l.id]).toBeGreaterThanOrEqual(0);
          expect(outcome.lineCents[l.id]).toBeLessThanOrEqual(l.unitPriceCents * l.quantity);
        }
        expect(outcome.applied.reduce((sum, a) => sum + a.amountCents, 0)).toBe(outcome.merchandiseCents);
        expect(outcome.applied.reduce((sum, a) => sum + a.shippingCents, 0)).toBe(outcome.shippingCents);
        expect(
          subtotal - outcome.merchandiseCents + theCart.shippingCents - outcome.shippingCents,
        ).toBeGreaterThanOrEqual(0);
        // Every code entered is either applied or refused with a reason, once.
        const entered = [...new Set(theCart.codes)];
        for (const code of entered) {
          const said =
            outcome.applied.filter((a) => a.code === code).length +
            outcome.refused.filter((r) => r.code === code).length;
          expect(said).toBe(1);
        }
        const shuffled = [...discounts].sort((a, b) => ((a.id * 7919 + seed) % 13) - ((b.id * 7919 + seed) % 13));
        expect(priceDiscounts(shuffled, theCart)).toEqual(outcome);
      }),
      { numRuns: 10_000, seed: 20261130 },
    );
  });
});
