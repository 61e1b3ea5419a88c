import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import {
  addGiftCard,
  addTestProduct,
  anotherShopper,
  choosePayment,
  customer,
  MANY_UNPAID_ORDERS,
  orderCount as countOrders,
  postOrder,
  productStock,
  variantGid,
  variantStock,
} from '../test/orders-fixtures';
import {
  emailOutbox,
  giftCards,
  giftCardTransactions,
  orderEvents,
  orderItems,
  orders,
  products,
  discounts,
} from '../db/schema';
import type { VariantInput } from '../catalog/write';
import { percentCodes } from '../test/discount-fixtures';

describe('placing an order', () => {
  let t: TestApp;
  const variant: Record<string, number> = {};
  const gid = (key: string) => variantGid(variant[key]!);

  async function addProduct(handle: string, variants: VariantInput[], category = 'women') {
    const added = await addTestProduct(t.db, handle, variants, category);
    for (const [sizeColor, id] of added.variants) variant[`${handle}:${sizeColor}`] = id;
  }

  const post = (body: unknown, key?: string) => postOrder(t.app, body, key);
  const stockOf = (key: string) => variantStock(t.db, variant[key]!);
  const orderCount = () => countOrders(t.db);

  beforeAll(async () => {
    // The shopper leaves most of these orders unpaid.
    t = await createTestApp({ settings: MANY_UNPAID_ORDERS });
    await addProduct('linen-dress', [
      { size: 'S', color: 'Black', priceCents: 4000, stock: 50 },
      { size: 'M', color: 'Black', priceCents: 4500, stock: 1 },
    ]);
    await addProduct('silk-scarf', [{ size: 'One Size', color: 'Red', priceCents: 1500, stock: 30 }]);
    await addProduct(
      'custom-premium-t-shirt',
      [{ size: 'M', color: 'Midnight', priceCents: 2499, stock: 1000 }],
      'custom',
    );
    await t.db.insert(discounts).values(
      percentCodes([
        { code: 'WELCOME10', percentOff: 10 },
        { code: 'LIMITED', percentOff: 20, usageLimit: 1 },
      ]),
    );
  });
  afterAll(() => t.close());

  it('re-prices from the database and ignores a tampered price, total or status', async () => {
    const res = await post({
      customer: { ...customer, total: 1 },
      items: [{ variantId: gid('linen-dress:S:Black'), quantity: 2, price: '0.01' }],
      total: '0.01',
      status: 'delivered',
    });
    expect(res.statusCode).toBe(201);
    const { order, emailSent, paymentUrl, paymentToken } = res.json();
    // 2 x $40.00, free shipping above $50, no tax in Arkansas yet; it awaits its payment.
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      subtotal: '80.00',
      shipping: '0.00',
      tax: '0.00',
      total: '80.00',
      email: 'shopper@example.com',
    });
    expect(paymentUrl).toBe(`/checkout/pay/${paymentToken}`);
    expect(order.trackingNumber).toMatch(/^TJ[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(order.items).toEqual([
      { name: 'linen dress', size: 'S', color: 'Black', quantity: 2, price: '40.00', imageUrl: '/media/1' },
    ]);
    expect(emailSent).toBe(false);
    expect(await stockOf('linen-dress:S:Black')).toBe(48);
    const [product] = await t.db.select({ id: products.id }).from(products).where(eq(products.handle, 'linen-dress'));
    expect(await productStock(t.db, product!.id)).toEqual({ units: 49, inStock: true });
    const events = await t.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(orderEvents.id);
    expect(events.map((e) => e.status)).toEqual(['awaiting_payment']);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, order.id))).toEqual([]);

    // The payment asks for the re-priced total; paid, the order is confirmed and its email stored.
    const paid = await choosePayment(t.app, paymentToken, 'pay');
    expect(paid.json()).toMatchObject({
      status: 'paid',
      amount: '80.00',
      order: { id: order.id, status: 'pending', total: '80.00' },
    });
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, order.id));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toBe('shopper@example.com');
    expect(mail!.status).toBe('stored');
    expect(mail!.text).toContain(`http://store.test/track?number=${order.trackingNumber}`);
  });

  it('charges shipping and state tax, and takes WELCOME10 in any case', async () => {
    const res = await post({
      customer: { ...customer, state: 'CA', zipCode: '94105' },
      items: [{ variantId: gid('silk-scarf:One Size:Red'), quantity: 2 }],
      promoCode: 'welcome10',
    });
    expect(res.statusCode).toBe(201);
    // $30.00 - $3.00 + $9.99 shipping + 7.25% of $27.00 ($1.96)
    expect(res.json().order).toMatchObject({
      subtotal: '30.00',
      discount: '3.00',
      shipping: '9.99',
      tax: '1.96',
      total: '38.95',
    });
  });

  it('charges the chosen shipping method: Express at its rate even where Standard is free, and keeps it with the order', async () => {
    const express = await post({
      customer,
      items: [{ variantId: gid('linen-dress:S:Black'), quantity: 2 }],
      shippingMethod: 'express',
    });
    expect(express.statusCode).toBe(201);
    // $80.00 would ship free by Standard; Express is $19.99 whatever the subtotal.
    expect(express.json().order).toMatchObject({
      subtotal: '80.00',
      shipping: '19.99',
      total: '99.99',
      shippingMethod: 'express',
    });
    expect(express.json().order.shippingAddress).toContain('Fort Smith');
    const [stored] = await t.db
      .select({ shippingMethod: orders.shippingMethod })
      .from(orders)
      .where(eq(orders.id, express.json().order.id));
    expect(stored!.shippingMethod).toBe('express');

    const standard = await post({ customer, items: [{ variantId: gid('linen-dress:S:Black'), quantity: 1 }] });
    expect(standard.json().order).toMatchObject({ shipping: '9.99', shippingMethod: 'standard' });

    const wrong = await post({
      customer,
      items: [{ variantId: gid('silk-scarf:One Size:Red'), quantity: 1 }],
      shippingMethod: 'overnight',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { path: 'shippingMethod', message: 'Shipping method must be one of: standard, express' },
    ]);
  });

  it('prices a custom design line from the designer product and the design surcharge', async () => {
    const res = await post({
      customer,
      items: [
        {
          custom: { productHandle: 'custom-premium-t-shirt', designId: 'mystic-warrior', colorId: 'black', size: 'M' },
          quantity: 1,
        },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().order.items[0]).toMatchObject({
      name: 'Custom Premium T-Shirt - Mystic Warrior',
      price: '31.99',
      color: 'Midnight',
    });
  });

  it('answers 400 with the field for bad input and stores nothing', async () => {
    const before = await orderCount();
    const cases: Array<[unknown, string, string]> = [
      [
        {
          customer: { ...customer, email: 'nope' },
          items: [{ variantId: gid('silk-scarf:One Size:Red'), quantity: 1 }],
        },
        'customer.email',
        'Please enter a valid email',
      ],
      [
        {
          customer: { ...customer, firstName: '' },
          items: [{ variantId: gid('silk-scarf:One Size:Red'), quantity: 1 }],
        },
        'customer.firstName',
        'First name is required',
      ],
      [
        { customer: { ...customer, state: 'ZZ' }, items: [{ variantId: gid('silk-scarf:One Size:Red'), quantity: 1 }] },
        'customer.state',
        'Please choose a state',
      ],
      [
        {
          customer: { ...customer, zipCode: '12' },
          items: [{ variantId: gid('silk-scarf:One Size:Red'), quantity: 1 }],
        },
        'customer.zipCode',
        'Please enter a valid ZIP code',
      ],
      [
        {
          customer: { ...customer, phone: 'not a phone' },
          items: [{ variantId: gid('silk-scarf:One Size:Red'), quantity: 1 }],
        },
        'customer.phone',
        'Please enter a valid phone number',
      ],
      [{ customer, items: [] }, 'items', 'Your cart is empty'],
      [
        { customer, items: [{ variantId: gid('silk-scarf:One Size:Red'), quantity: 1 }], promoCode: 'FAKE' },
        'promoCode',
        'Invalid promo code. Please try again.',
      ],
      [
        { customer, items: [{ variantId: 'gid://local/ProductVariant/999999', quantity: 1 }] },
        'items.0.variantId',
        'This product is no longer available',
      ],
      // Past the integer ids' range: unknown, not a database error.
      [
        { customer, items: [{ variantId: 'gid://local/ProductVariant/9999999999', quantity: 1 }] },
        'items.0.variantId',
        'This product is no longer available',
      ],
    ];
    for (const [body, path, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().errors).toContainEqual({ path, message });
    }
    for (const quantity of [0, -1, 1.5, '2', 100, 1e12]) {
      const res = await post({ customer, items: [{ variantId: gid('silk-scarf:One Size:Red'), quantity }] });
      expect(res.statusCode, String(quantity)).toBe(400);
    }
    const missingKey = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { customer, items: [{ variantId: gid('silk-scarf:One Size:Red'), quantity: 1 }] },
    });
    expect(missingKey.statusCode).toBe(400);
    expect(missingKey.json().errors[0].path).toBe('idempotency-key');
    expect(await orderCount()).toBe(before);
  });

  it('answers 409 naming the line when stock runs short, adding up lines for one variant first', async () => {
    const before = await orderCount();
    const res = await post({
      customer,
      items: [
        { variantId: gid('silk-scarf:One Size:Red'), quantity: 1 },
        { variantId: gid('linen-dress:M:Black'), quantity: 1 },
        { variantId: gid('linen-dress:M:Black'), quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Only 1 left of linen dress (M, Black)',
      errors: [{ path: 'items.1.quantity', message: 'Only 1 left of linen dress (M, Black)' }],
    });
    expect(await stockOf('silk-scarf:One Size:Red')).toBe(28);
    expect(await stockOf('linen-dress:M:Black')).toBe(1);
    expect(await orderCount()).toBe(before);
  });

  it('answers a replayed key with the same order, and a reused key with another body with 422', async () => {
    const key = randomUUID();
    const body = { customer, items: [{ variantId: gid('silk-scarf:One Size:Red'), quantity: 1 }] };
    const first = await post(body, key);
    const second = await post(body, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().order.id).toBe(first.json().order.id);
    expect(await stockOf('silk-scarf:One Size:Red')).toBe(27);
    const other = await post({ ...body, items: [{ variantId: gid('silk-scarf:One Size:Red'), quantity: 2 }] }, key);
    expect(other.statusCode).toBe(422);
  });

  it('spends a gift card in part and then in full, never past its balance', async () => {
    await addGiftCard(t.db, 'TJ-AAAA-BBBB-CCCC', '50.00');
    const first = await post({
      customer,
      items: [{ variantId: gid('silk-scarf:One Size:Red'), quantity: 2 }],
      giftCardCode: 'tj-aaaa-bbbb-cccc',
    });
    expect(first.statusCode).toBe(201);
    // $30.00 + $9.99 shipping = $39.99, all paid by the card, which the order names by its last four.
    expect(first.json().order).toMatchObject({ giftCardAmount: '39.99', total: '0.00', giftCardLast4: 'CCCC' });
    const second = await post({
      customer,
      items: [{ variantId: gid('linen-dress:S:Black'), quantity: 1 }],
      giftCardCode: 'TJ-AAAA-BBBB-CCCC',
    });
    expect(second.json().order).toMatchObject({ giftCardAmount: '10.01', total: '39.98' });
    const [card] = await t.db.select().from(giftCards).where(eq(giftCards.code, 'TJ-AAAA-BBBB-CCCC'));
    expect(card).toMatchObject({ balance: '0.00', isRedeemed: true });
    expect(card!.redeemedAt).not.toBeNull();
    const ledger = await t.db.select().from(giftCardTransactions).where(eq(giftCardTransactions.giftCardId, card!.id));
    expect(ledger.map((l) => l.amount).sort()).toEqual(['-10.01', '-39.99']);
    const third = await post({
      customer,
      items: [{ variantId: gid('linen-dress:S:Black'), quantity: 1 }],
      giftCardCode: 'TJ-AAAA-BBBB-CCCC',
    });
    expect(third.json().errors).toEqual([{ path: 'giftCardCode', message: 'This gift card has no balance left' }]);
  });

  it('counts a limited promotion once', async () => {
    const items = [{ variantId: gid('silk-scarf:One Size:Red'), quantity: 1 }];
    expect((await post({ customer, items, promoCode: 'limited' })).statusCode).toBe(201);
    const again = await post({ customer, items, promoCode: 'LIMITED' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ path: 'promoCode', message: 'This promo code has been used up' }]);
  });

  describe('under concurrency', () => {
    it('sells the last unit exactly once among 50 buyers', async () => {
      await addProduct('last-unit-tee', [{ size: 'M', color: 'Blue', priceCents: 2000, stock: 1 }]);
      const before = await orderCount();
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          post({ customer: anotherShopper(), items: [{ variantId: gid('last-unit-tee:M:Blue'), quantity: 1 }] }),
        ),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(49);
      expect(await stockOf('last-unit-tee:M:Blue')).toBe(0);
      expect(await orderCount()).toBe(before + 1);
    });

    it('sells k units to exactly k of 3k buyers', async () => {
      await addProduct('five-units-cap', [{ size: 'One Size', color: 'Black', priceCents: 1200, stock: 5 }]);
      const results = await Promise.all(
        Array.from({ length: 15 }, () =>
          post({
            customer: anotherShopper(),
            items: [{ variantId: gid('five-units-cap:One Size:Black'), quantity: 1 }],
          }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
      expect(await stockOf('five-units-cap:One Size:Black')).toBe(0);
    });

    it('turns 20 parallel replays of one key into one order and one stock decrement', async () => {
      const key = randomUUID();
      const before = await stockOf('linen-dress:S:Black');
      const body = { customer, items: [{ variantId: gid('linen-dress:S:Black'), quantity: 1 }] };
      const results = await Promise.all(Array.from({ length: 20 }, () => post(body, key)));
      const ids = new Set(results.map((r) => r.json().order.id));
      expect(ids.size).toBe(1);
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(await stockOf('linen-dress:S:Black')).toBe(before - 1);
    });

    it('lets one of 20 orders spend a gift card whose balance covers one', async () => {
      await addGiftCard(t.db, 'TJ-RACE-RACE-RACE', '100.00');
      // Each order costs $120 + tax 0 (free shipping): the card covers at most one in full.
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          post({
            customer: anotherShopper(),
            items: [{ variantId: gid('linen-dress:S:Black'), quantity: 3 }],
            giftCardCode: 'TJ-RACE-RACE-RACE',
          }),
        ),
      );
      const ok = results.filter((r) => r.statusCode === 201);
      expect(ok).toHaveLength(1);
      expect(ok[0]!.json().order.giftCardAmount).toBe('100.00');
      expect(results.every((r) => r.statusCode === 201 || r.statusCode === 400 || r.statusCode === 409)).toBe(true);
      const [card] = await t.db.select().from(giftCards).where(eq(giftCards.code, 'TJ-RACE-RACE-RACE'));
      expect(card!.balance).toBe('0.00');
    });

    it('takes carts {A,B} and {B,A} at once without a deadlock reaching the shopper', async () => {
      const a = { variantId: gid('linen-dress:S:Black'), quantity: 1 };
      const b = { variantId: gid('silk-scarf:One Size:Red'), quantity: 1 };
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => post({ customer: anotherShopper(), items: i % 2 ? [a, b] : [b, a] })),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    });
  });

  it('keeps order items as snapshots', async () => {
    const rows = await t.db.select().from(orderItems).limit(1);
    expect(rows[0]).toMatchObject({ name: expect.any(String), price: expect.stringMatching(/^\d+\.\d{2}$/) });
  });
});
