import { describe, expect, it } from 'vitest';
import type { DiscountPreview } from '../../../shared/schemas/promotions';
import type { CartPricing } from './preview';
import {
  cartSummaryLines,
  chargedTotalCents,
  codeStatus,
  freeShippingShortfallCents,
  summaryLines,
  type SummaryLine,
} from './summary-lines';

const WELCOME = {
  id: 1,
  title: 'Welcome offer: 10% off your first order',
  code: 'WELCOME10',
  description: '10% off your order',
  amountCents: 600,
  shippingCents: 0,
};
const FREE_SHIPPING = {
  id: 2,
  title: 'Free shipping this week',
  code: null,
  description: 'Free shipping',
  amountCents: 0,
  shippingCents: 999,
};

function priced(preview: Partial<DiscountPreview>, subtotalCents = preview.subtotalCents ?? 0): CartPricing {
  return {
    status: 'priced',
    subtotalCents,
    code: null,
    preview: {
      applied: [],
      refused: [],
      lineCents: {},
      subtotalCents: 0,
      discountCents: 0,
      shippingCents: 0,
      shippingDiscountCents: 0,
      taxCents: 0,
      totalCents: 0,
      ...preview,
    },
  };
}

const shown = (lines: SummaryLine[]) => lines.map((line) => `${line.label} | ${line.value}`);

describe('the summary of a priced cart', () => {
  it('names each discount with its code and what it takes off, then the server’s shipping and total', () => {
    const pricing = priced({ applied: [WELCOME], subtotalCents: 6000, discountCents: 600, totalCents: 5400 });
    expect(cartSummaryLines(pricing)).toEqual([
      { label: 'Subtotal', value: '$60.00' },
      { label: 'WELCOME10 — Welcome offer: 10% off your first order', value: '-$6.00', tone: 'saving' },
      { label: 'Shipping', value: 'Free' },
      { label: 'Tax', value: 'Calculated at checkout' },
      { label: 'Total', value: '$54.00', tone: 'total' },
    ]);
  });

  it('shows an automatic discount by its title, and free shipping as free', () => {
    const pricing = priced({
      applied: [FREE_SHIPPING],
      subtotalCents: 2000,
      shippingCents: 0,
      shippingDiscountCents: 999,
      totalCents: 2000,
    });
    expect(shown(cartSummaryLines(pricing))).toEqual([
      'Subtotal | $20.00',
      'Free shipping this week | Free shipping',
      'Shipping | Free',
      'Tax | Calculated at checkout',
      'Total | $20.00',
    ]);
  });

  it('at checkout: the method, the tax figure, and the gift card taking what it can of the total', () => {
    const pricing = priced({
      applied: [WELCOME],
      subtotalCents: 6000,
      discountCents: 600,
      shippingCents: 1999,
      taxCents: 396,
      totalCents: 7795,
    });
    const lines = summaryLines(pricing, {
      shippingMethod: 'express',
      shippingLabel: 'Shipping (Express)',
      taxNote: null,
      confirmedWhere: 'when you place your order',
      giftCardBalanceCents: 500,
    });
    expect(shown(lines)).toEqual([
      'Subtotal | $60.00',
      'WELCOME10 — Welcome offer: 10% off your first order | -$6.00',
      'Shipping (Express) | $19.99',
      'Tax | $3.96',
      'Gift card | -$5.00',
      'Total | $72.95',
    ]);
    expect(chargedTotalCents(pricing, 500)).toBe(7295);
    expect(chargedTotalCents(pricing, 10_000)).toBe(0);
    expect(chargedTotalCents(pricing)).toBe(7795);
  });
});

describe('the summary before the server has priced the cart', () => {
  const waiting = (status: 'checking' | 'unavailable', subtotalCents: number): CartPricing => ({
    status,
    subtotalCents,
    code: 'WELCOME10',
  });

  it('while asking: the cart’s subtotal and shipping, and discounts and total being checked', () => {
    expect(cartSummaryLines(waiting('checking', 5000))).toEqual([
      { label: 'Subtotal', value: '$50.00' },
      { label: 'Discounts', value: 'Checking…', tone: 'pending' },
      { label: 'Shipping', value: '$9.99' },
      { label: 'Tax', value: 'Calculated at checkout' },
      { label: 'Total', value: 'Checking…', tone: 'total' },
    ]);
    expect(chargedTotalCents(waiting('checking', 5000))).toBeNull();
  });

  it('when the server cannot be asked: where they will be confirmed, never a total', () => {
    const lines = summaryLines(waiting('unavailable', 5001), {
      shippingMethod: 'express',
      shippingLabel: 'Shipping (Express)',
      taxNote: null,
      confirmedWhere: 'when you place your order',
      giftCardBalanceCents: 500,
    });
    expect(shown(lines)).toEqual([
      'Subtotal | $50.01',
      'Discounts | Confirmed when you place your order',
      'Shipping (Express) | $19.99',
      'Tax | Confirmed when you place your order',
      'Total | Confirmed when you place your order',
    ]);
    expect(lines.some((line) => line.label === 'Total' && line.value.includes('$'))).toBe(false);
  });
});

describe('free shipping', () => {
  const checking = (subtotalCents: number): CartPricing => ({ status: 'checking', subtotalCents, code: null });

  it('charges $9.99 Standard shipping up to and including $50.00, and says how much more ships free', () => {
    expect(freeShippingShortfallCents(checking(5000))).toBe(1);
    expect(freeShippingShortfallCents(checking(1999))).toBe(3001);
    expect(freeShippingShortfallCents(checking(5001))).toBeNull();
  });

  it('asks for nothing more when a discount already ships it free', () => {
    expect(freeShippingShortfallCents(priced({ applied: [FREE_SHIPPING], shippingCents: 0 }, 2000))).toBeNull();
    expect(freeShippingShortfallCents(priced({ shippingCents: 999 }, 2000))).toBe(3000);
  });
});

describe('what the promo box says of the applied code', () => {
  it('what it takes off, why it does not apply, or that it is being checked', () => {
    expect(codeStatus('WELCOME10', priced({ applied: [WELCOME] }))).toEqual({
      text: 'WELCOME10 applied: 10% off your order.',
      refused: false,
    });
    expect(
      codeStatus('WELCOME10', priced({ refused: [{ code: 'WELCOME10', reason: 'This code is for first orders.' }] })),
    ).toEqual({ text: 'WELCOME10 not applied. This code is for first orders.', refused: true });
    expect(codeStatus('WELCOME10', { status: 'checking', subtotalCents: 100, code: 'WELCOME10' }).text).toBe(
      'Checking WELCOME10…',
    );
    expect(codeStatus('WELCOME10', { status: 'unavailable', subtotalCents: 100, code: 'WELCOME10' }).text).toBe(
      'WELCOME10 will be confirmed with your order.',
    );
  });
});
