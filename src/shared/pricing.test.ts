import { describe, expect, it } from 'vitest';
import { formatMoney, toCents, toDecimal } from './money';
import { isWelcomePromo, priceOrder, shippingFor, taxRateBps } from './pricing';

describe('money', () => {
  it('converts between decimal strings and cents without float drift', () => {
    expect(toCents('19.99')).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents('1000')).toBe(100000);
    expect(toDecimal(1999)).toBe('19.99');
    expect(toDecimal(5)).toBe('0.05');
    expect(toDecimal(-250)).toBe('-2.50');
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect([0, 5, 99_999, 100_000, 123_456_789, -123_456_789].map(formatMoney)).toEqual([
      '$0.00',
      '$0.05',
      '$999.99',
      '$1,000.00',
      '$1,234,567.89',
      '-$1,234,567.89',
    ]);
    expect(() => toCents('abc')).toThrow(RangeError);
  });
});

describe('priceOrder', () => {
  const line = (dollars: number, quantity = 1) => ({ unitPriceCents: toCents(dollars), quantity });

  it('charges $9.99 shipping up to $50.00 and ships free above it', () => {
    expect(shippingFor(5000)).toBe(999);
    expect(shippingFor(5001)).toBe(0);
    expect(shippingFor(0)).toBe(0);
    expect(priceOrder({ lines: [line(30)] }).freeShippingRemainingCents).toBe(2000);
    expect(priceOrder({ lines: [line(50)] }).freeShippingRemainingCents).toBe(1);
    expect(priceOrder({ lines: [line(50.01)] }).freeShippingRemainingCents).toBe(0);
  });

  it('totals subtotal - discount + shipping + tax - gift card', () => {
    const totals = priceOrder({ lines: [line(20, 2)], promoCode: 'welcome10', state: 'CA' });
    expect(totals.subtotalCents).toBe(4000);
    expect(totals.discountCents).toBe(400);
    expect(totals.shippingCents).toBe(999);
    expect(totals.taxCents).toBe(261); // 7.25% of $36.00
    expect(totals.totalCents).toBe(4000 - 400 + 999 + 261);
    expect(totals.promoApplied).toBe(true);
  });

  it('applies WELCOME10 case-insensitively and nothing else', () => {
    expect(isWelcomePromo(' Welcome10 ')).toBe(true);
    expect(isWelcomePromo('WELCOME20')).toBe(false);
    expect(priceOrder({ lines: [line(100)], promoCode: 'NOPE' }).discountCents).toBe(0);
  });

  it('taxes by state and leaves unconfigured states at 0', () => {
    expect(taxRateBps('ny')).toBe(400);
    expect(taxRateBps('WA')).toBe(0);
    expect(priceOrder({ lines: [line(100)], state: 'TX' }).taxCents).toBe(625);
  });

  it('lets a gift card pay part or all of the order, never more', () => {
    const partial = priceOrder({ lines: [line(100)], giftCardBalanceCents: 2500 });
    expect(partial.giftCardCents).toBe(2500);
    expect(partial.totalCents).toBe(7500);
    const full = priceOrder({ lines: [line(10)], giftCardBalanceCents: 50000 });
    expect(full.giftCardCents).toBe(1999);
    expect(full.totalCents).toBe(0);
  });

  it('prices an empty cart at zero', () => {
    expect(priceOrder({ lines: [] })).toMatchObject({ subtotalCents: 0, shippingCents: 0, totalCents: 0 });
  });
});

describe('priceOrder with the discounts priced by the store', () => {
  it('takes the discounts off the merchandise and shipping, and taxes what is left of the merchandise', () => {
    const totals = priceOrder({
      lines: [{ unitPriceCents: 4000, quantity: 1 }],
      state: 'NY',
      discounts: { merchandiseCents: 400, shippingCents: 999 },
    });
    expect(totals).toMatchObject({
      subtotalCents: 4000,
      discountCents: 400,
      shippingCents: 0,
      taxCents: 144,
      totalCents: 3744,
      promoApplied: true,
    });
  });

  it('never takes more than there is', () => {
    const totals = priceOrder({
      lines: [{ unitPriceCents: 1000, quantity: 1 }],
      discounts: { merchandiseCents: 5000, shippingCents: 5000 },
    });
    expect(totals).toMatchObject({ discountCents: 1000, shippingCents: 0, totalCents: 0 });
  });
});
