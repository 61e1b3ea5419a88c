// Pricing a full cart against many automatic discounts: the function the cart, checkout and the
// order all call on every change. 20 lines (2 units each, across categories, sizes, colours and
// tags) against 200 automatic discounts of every kind, half of them combinable.
// `npx tsx bench/discounts.ts`: prints p50, p99 and whether p99 fits the 1 ms budget, beside the
// same cart priced with no discount (the baseline, measured in the same run).
import { priceDiscounts, type DiscountCart, type DiscountLine } from '../src/shared/discounts/price';
import type { Discount, DiscountRule, ItemMatch } from '../src/shared/discounts/rules';

const BUDGET_MS = 1;
const RUNS = 5_000;
const CATEGORIES = ['women', 'men', 'kids'];
const SIZES = ['S', 'M', 'L', 'XL'];
const COLORS = ['Black', 'Red', 'Blue', 'White'];
const TAGS = ['new', 'sale', 'denim', 'linen'];

const lines: DiscountLine[] = Array.from({ length: 20 }, (_, i) => ({
  id: `line-${i}`,
  productId: i + 1,
  unitPriceCents: 1500 + ((i * 733) % 9000),
  quantity: 2,
  category: CATEGORIES[i % 3],
  collection: i % 4 === 0 ? 'summer' : null,
  size: SIZES[i % 4],
  color: COLORS[(i >> 1) % 4],
  tags: [TAGS[i % 4]!],
}));

const match = (i: number): ItemMatch =>
  [
    { categories: [CATEGORIES[i % 3]!] },
    { sizes: [SIZES[i % 4]!] },
    { colors: [COLORS[i % 4]!] },
    { tags: [TAGS[i % 4]!] },
    { productIds: [(i % 20) + 1] },
  ][i % 5]!;

function rule(i: number): DiscountRule {
  switch (i % 7) {
    case 0:
      return { kind: 'order-percent', percent: 1 + (i % 20) };
    case 1:
      return { kind: 'order-amount', amountCents: 100 + i * 10 };
    case 2:
      return { kind: 'items-percent', percent: 5 + (i % 30), items: match(i) };
    case 3:
      return { kind: 'items-amount', amountCents: 50 + i, items: match(i) };
    case 4:
      return { kind: 'free-shipping', countries: ['US', 'CA'] };
    case 5:
      return {
        kind: 'buy-get',
        buy: { quantity: 2, items: match(i) },
        get: { quantity: 1, items: match(i + 1), percent: 100 },
        maxUses: 3,
      };
    default:
      return {
        kind: 'tiered',
        tiers: [
          { minSubtotalCents: 10000, amountCents: 1000 },
          { minSubtotalCents: 20000, amountCents: 2500 },
        ],
      };
  }
}

const discounts: Discount[] = Array.from({ length: 200 }, (_, i) => ({
  id: i + 1,
  title: `Automatic ${i + 1}`,
  code: null,
  rule: rule(i),
  combinable: i % 2 === 0,
  priority: i % 5,
  active: true,
  minSubtotalCents: i % 9 === 0 ? 5000 : null,
}));

const cart: DiscountCart = { lines, shippingCents: 999, country: 'US', now: new Date(), firstOrder: true, codes: [] };

function percentiles(work: () => void): { p50: number; p99: number } {
  for (let i = 0; i < 500; i++) work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(RUNS * 0.5)]!, p99: times[Math.floor(RUNS * 0.99)]! };
}

const none = percentiles(() => priceDiscounts([], cart));
const full = percentiles(() => priceDiscounts(discounts, cart));
const outcome = priceDiscounts(discounts, cart);
console.log(`20 lines, no discount:            p50 ${none.p50.toFixed(3)} ms, p99 ${none.p99.toFixed(3)} ms`);
console.log(
  `20 lines, 200 automatic discounts: p50 ${full.p50.toFixed(3)} ms, p99 ${full.p99.toFixed(3)} ms (${(full.p50 / none.p50).toFixed(0)}x the baseline)`,
);
console.log(
  `  ${outcome.applied.length} applied, $${(outcome.merchandiseCents / 100).toFixed(2)} off the merchandise, $${(outcome.shippingCents / 100).toFixed(2)} off shipping`,
);
console.log(`p99 <= ${BUDGET_MS} ms: ${full.p99 <= BUDGET_MS ? 'ok' : 'SHORT'}`);
