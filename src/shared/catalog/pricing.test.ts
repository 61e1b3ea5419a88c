import { describe, expect, it } from 'vitest';
import { cheapestWas, isOnSale, shownPrice, variesInPrice } from './pricing';
import { testProduct, testVariant } from './test-product';

// S/Blue, S/White, M/Blue at $29.99; M/White at $31.99.
const shirt = testProduct();

describe('shownPrice', () => {
  it('reads "From" the lowest price before a choice when the variants differ', () => {
    expect(shownPrice(shirt)).toEqual({ cents: 2999, from: true, wasCents: null });
    expect(variesInPrice(shirt)).toBe(true);
  });

  it('shows the chosen variant price', () => {
    expect(shownPrice(shirt, { size: 'M', color: 'White' })).toEqual({ cents: 3199, from: false, wasCents: null });
    expect(shownPrice(shirt, { size: 'S', color: 'White' })).toEqual({ cents: 2999, from: false, wasCents: null });
  });

  it('settles the price from a size alone when all its colors cost the same', () => {
    const dearXl = testProduct({
      sizes: ['M', 'XXL'],
      variants: [
        testVariant('M', 'Blue'),
        testVariant('M', 'White'),
        testVariant('XXL', 'Blue', { priceCents: 3199 }),
        testVariant('XXL', 'White', { priceCents: 3199 }),
      ],
    });
    expect(shownPrice(dearXl, { size: 'XXL' })).toEqual({ cents: 3199, from: false, wasCents: null });
    expect(shownPrice(dearXl, { size: 'M' })).toEqual({ cents: 2999, from: false, wasCents: null });
    expect(shownPrice(shirt, { size: 'M' })).toEqual({ cents: 2999, from: true, wasCents: null });
  });

  it('strikes the compare-at price through only when it is above the price shown', () => {
    const onSale = testProduct({ compareAtPriceCents: 3100 });
    expect(isOnSale(onSale)).toBe(true);
    expect(shownPrice(onSale).wasCents).toBe(3100);
    expect(isOnSale(testProduct({ compareAtPriceCents: 2999 }))).toBe(false);
  });

  it("shows the chosen variant's own compare-at price", () => {
    const marked = testProduct({
      compareAtPriceCents: 3999,
      variants: [
        testVariant('S', 'Blue', { compareAtPriceCents: 3999 }),
        testVariant('M', 'White', { priceCents: 3199 }),
        testVariant('M', 'Blue', { priceCents: 3199, compareAtPriceCents: 3199 }),
      ],
    });
    expect(shownPrice(marked, { size: 'S', color: 'Blue' })).toEqual({ cents: 2999, from: false, wasCents: 3999 });
    expect(shownPrice(marked, { size: 'M', color: 'White' }).wasCents).toBeNull();
    // A compare-at price at the price is no markdown.
    expect(shownPrice(marked, { size: 'M', color: 'Blue' }).wasCents).toBeNull();
  });
});

describe('cheapestWas', () => {
  const v = (priceCents: number, compareAtPriceCents: number | null = null) => ({ priceCents, compareAtPriceCents });
  it('is the "was" price of a cheapest variant, never of a dearer one', () => {
    expect(cheapestWas([v(2000), v(3000, 4000)])).toBeNull();
    expect(cheapestWas([v(2000, 2500), v(3000, 4000)])).toBe(2500);
    expect(cheapestWas([v(2000, 2600), v(2000, 2500), v(2000)])).toBe(2500);
    expect(cheapestWas([])).toBeNull();
  });

  it('uses the product prices when it has no variants', () => {
    expect(shownPrice(testProduct({ variants: [], priceCents: 1500, maxPriceCents: 1500 }))).toEqual({
      cents: 1500,
      from: false,
      wasCents: null,
    });
  });
});
