import { describe, expect, it } from 'vitest';
import { line } from '../../test/cart-lines';
import { cartTotals } from './totals';

describe('cart totals through priceOrder', () => {
  it('charges $9.99 shipping up to and including $50.00', () => {
    const totals = cartTotals([line({ price: '25.00', quantity: 2 })]);
    expect(totals).toMatchObject({
      subtotalCents: 5000,
      shippingCents: 999,
      totalCents: 5999,
      freeShippingRemainingCents: 1,
    });
  });

  it('ships free from $50.01', () => {
    const totals = cartTotals([line({ price: '50.01' })]);
    expect(totals).toMatchObject({
      subtotalCents: 5001,
      shippingCents: 0,
      totalCents: 5001,
      freeShippingRemainingCents: 0,
    });
  });

  it('says how much more qualifies for free shipping', () => {
    expect(cartTotals([line({ price: '19.99' })]).freeShippingRemainingCents).toBe(3001);
  });

  it('applies WELCOME10 as 10% off the subtotal', () => {
    const totals = cartTotals([line({ price: '30.00', quantity: 2 })], { code: 'WELCOME10', percentOff: 10 });
    expect(totals).toMatchObject({
      promoApplied: true,
      subtotalCents: 6000,
      discountCents: 600,
      shippingCents: 0,
      totalCents: 5400,
    });
  });

  it('applies any promotion the server confirmed, at its percentage', () => {
    const totals = cartTotals([line({ price: '40.00' })], { code: 'SPRING25', percentOff: 25 });
    expect(totals).toMatchObject({ promoApplied: true, discountCents: 1000 });
  });

  it('gives no discount without an applied code', () => {
    expect(cartTotals([line()], null)).toMatchObject({ promoApplied: false, discountCents: 0 });
  });

  it('judges free shipping on the subtotal before the discount', () => {
    const totals = cartTotals([line({ price: '54.00' })], { code: 'WELCOME10', percentOff: 10 });
    expect(totals).toMatchObject({ subtotalCents: 5400, discountCents: 540, shippingCents: 0, totalCents: 4860 });
  });
});
