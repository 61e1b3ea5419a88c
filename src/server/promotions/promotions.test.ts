import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOUNT_REASONS } from '../../shared/discounts/price';
import { PROMO_CODE_INVALID, PROMO_CODE_REQUIRED } from '../../shared/promo-codes';
import { PromoCheckResponseSchema } from '../../shared/schemas/promotions';
import { discounts, discountUses, orders } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { percentCodes } from '../test/discount-fixtures';
import { addTestProduct, anotherShopper, customer, postOrder, variantGid } from '../test/orders-fixtures';
import { checkCode } from './service';
import { WELCOME_DISCOUNT } from './welcome';

const INVALID = {
  message: PROMO_CODE_INVALID,
  errors: [{ path: 'code', message: PROMO_CODE_INVALID }],
};

describe('POST /api/promotions/check', () => {
  let t: TestApp;
  let lastHost = 0;
  let tee = '';
  const check = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/promotions/check',
      payload: payload as object,
      remoteAddress: `10.6.0.${++lastHost}`,
    });
  const cart = (extra: object = {}) => ({
    items: [{ variantId: tee, quantity: 2 }],
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    await t.db
      .insert(discounts)
      .values([WELCOME_DISCOUNT, ...percentCodes({ code: 'ONEUSE', percentOff: 25, usageLimit: 1 })]);
    const { variants } = await addTestProduct(t.db, 'promo-tee', [
      { size: 'M', color: 'Black', priceCents: 4000, stock: 50 },
    ]);
    tee = variantGid(variants.get('M:Black')!);
  });
  afterAll(() => t.close());

  it('answers an active code, in any case and with spaces, with its spelling, percentage and what it does', async () => {
    const res = await check({ code: ' welcome10 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 'WELCOME10',
      percentOff: 10,
      title: WELCOME_DISCOUNT.title,
      description: '10% off your order',
      preview: null,
    });
    expect(PromoCheckResponseSchema.strict().safeParse(res.json()).success).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses an unknown code with the one answer the cart shows', async () => {
    const res = await check({ code: 'SUMMER99' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('asks for a code when there is neither a code nor a cart', async () => {
    for (const payload of [{}, { code: '' }, { code: '   ' }]) {
      const res = await check(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: PROMO_CODE_REQUIRED,
        errors: [{ path: 'code', message: PROMO_CODE_REQUIRED }],
      });
    }
  });

  it('prices a cart as its order would be: the code applied, with its amount, tax and total', async () => {
    const res = await check({
      code: 'welcome10',
      cart: cart({ email: 'new.shopper@example.com', state: 'NY' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'WELCOME10',
      percentOff: 10,
      preview: {
        applied: [
          {
            title: WELCOME_DISCOUNT.title,
            code: 'WELCOME10',
            description: '10% off your order',
            amountCents: 800,
            shippingCents: 0,
          },
        ],
        refused: [],
        lineCents: { '0': 800 },
        subtotalCents: 8000,
        discountCents: 800,
        shippingCents: 0,
        taxCents: 288,
        totalCents: 7488,
      },
    });
  });

  it('gives the reason a known code does not apply to this cart, and the same answer for every unknown code', async () => {
    await t.db.insert(orders).values({
      email: 'Returning@Example.com',
      customerKey: 'returning@example.com',
      status: 'delivered',
      total: '10.00',
      shippingAddress: 'x',
      trackingNumber: 'TRK-RETURNING',
    });
    const returning = await check({
      code: 'WELCOME10',
      cart: cart({ email: 'returning+promo@example.com' }),
    });
    expect(returning.statusCode).toBe(200);
    expect(returning.json()).toMatchObject({
      code: null,
      preview: {
        applied: [],
        refused: [{ code: 'WELCOME10', reason: DISCOUNT_REASONS.firstOrders }],
        discountCents: 0,
        totalCents: 8000,
      },
    });

    for (const code of ['SUMMER99', 'x'.repeat(70)]) {
      const unknown = await check({ code, cart: cart() });
      expect(unknown.json().preview.refused).toEqual([{ code: code.toUpperCase(), reason: PROMO_CODE_INVALID }]);
    }
  });

  it('takes WELCOME10 once per customer, however the email is written, and the preview and the order agree', async () => {
    const first = await postOrder(t.app, {
      customer: { ...customer, email: 'Jane.Doe+shop@gmail.com' },
      items: [{ variantId: tee, quantity: 1 }],
      promoCode: 'welcome10',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().order).toMatchObject({
      discount: '4.00',
      discounts: [{ title: WELCOME_DISCOUNT.title, code: 'WELCOME10', amount: '4.00', shipping: '0.00' }],
    });
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, first.json().order.id));
    expect(stored!.discounts).toEqual([
      expect.objectContaining({
        code: 'WELCOME10',
        title: WELCOME_DISCOUNT.title,
        amountCents: 400,
      }),
    ]);
    expect(
      await t.db
        .select({
          customerKey: discountUses.customerKey,
          amountCents: discountUses.amountCents,
        })
        .from(discountUses),
    ).toEqual([{ customerKey: 'janedoe@gmail.com', amountCents: 400 }]);

    const preview = await check({
      code: 'WELCOME10',
      cart: cart({ email: 'janedoe@googlemail.com' }),
    });
    expect(preview.json().preview.refused).toEqual([{ code: 'WELCOME10', reason: DISCOUNT_REASONS.alreadyUsed }]);
    const again = await postOrder(t.app, {
      customer: { ...customer, email: 'j.a.n.e.doe@gmail.com' },
      items: [{ variantId: tee, quantity: 1 }],
      promoCode: 'WELCOME10',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: DISCOUNT_REASONS.alreadyUsed,
      errors: [{ path: 'promoCode', message: DISCOUNT_REASONS.alreadyUsed }],
    });
  });

  it('gives WELCOME10 back to a shopper who left the payment page and places the order again', async () => {
    const shopper = { ...customer, email: 'back-from-payment@example.com' };
    const body = { customer: shopper, items: [{ variantId: tee, quantity: 1 }], promoCode: 'WELCOME10' };
    const first = await postOrder(t.app, body);
    expect(first.statusCode).toBe(201);
    const earlier = first.json().paymentToken as string;

    // Without naming the attempt it replaces, the unpaid order holds the shopper's one use.
    const held = await check({ code: 'WELCOME10', cart: cart({ email: shopper.email }) });
    expect(held.json().preview.refused).toEqual([{ code: 'WELCOME10', reason: DISCOUNT_REASONS.alreadyUsed }]);
    const back = await check({ code: 'WELCOME10', cart: cart({ email: shopper.email, replacesPayment: earlier }) });
    expect(back.json().preview).toMatchObject({ refused: [], discountCents: 800 });

    const again = await postOrder(t.app, { ...body, replacesPayment: earlier });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().order).toMatchObject({ discount: '4.00' });
    const [earlierOrder] = await t.db.select().from(orders).where(eq(orders.id, first.json().order.id));
    expect(earlierOrder!.status).toBe('cancelled');
    // The replaced payment is closed: naming it again changes nothing.
    const after = await check({ code: 'WELCOME10', cart: cart({ email: shopper.email, replacesPayment: earlier }) });
    expect(after.json().preview.refused).toEqual([{ code: 'WELCOME10', reason: DISCOUNT_REASONS.alreadyUsed }]);
  });

  it('agrees with the order: a code is valid until its last use is claimed, then refused by both', async () => {
    expect((await check({ code: 'oneuse' })).json()).toMatchObject({
      code: 'ONEUSE',
      percentOff: 25,
    });
    const placed = await postOrder(t.app, {
      customer: anotherShopper(),
      items: [{ variantId: tee, quantity: 1 }],
      promoCode: 'oneuse',
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.discount).toBe('10.00');

    expect((await check({ code: 'ONEUSE' })).json()).toEqual(INVALID);
    const late = await postOrder(t.app, {
      customer: anotherShopper(),
      items: [{ variantId: tee, quantity: 1 }],
      promoCode: 'oneuse',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual([{ path: 'promoCode', message: 'This promo code has been used up' }]);
  });

  it('applies an automatic discount to every cart it fits, without a code', async () => {
    await t.db.insert(discounts).values({
      title: 'Free shipping to Canada',
      code: null,
      rule: { kind: 'free-shipping', countries: ['CA'] },
    });
    const res = await check({
      cart: { items: [{ variantId: tee, quantity: 1 }], country: 'CA' },
    });
    expect(res.json()).toMatchObject({
      code: null,
      preview: {
        applied: [
          {
            title: 'Free shipping to Canada',
            code: null,
            amountCents: 0,
            shippingCents: 999,
          },
        ],
        shippingCents: 0,
        totalCents: 4000,
      },
    });
  });
});

describe('checkCode dates and limits', () => {
  let t: TestApp;
  const now = new Date('2026-06-01T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.insert(discounts).values(
      percentCodes([
        { code: 'STARTS', percentOff: 5, startsAt: now },
        { code: 'ENDS', percentOff: 5, endsAt: now },
        { code: 'LASTONE', percentOff: 5, usageLimit: 3, usedCount: 2 },
        { code: 'PAUSED', percentOff: 5, active: false },
      ]),
    );
  });
  afterAll(() => t.close());

  const refused = async (code: string, at = now) => {
    const error = await checkCode(t.db, code, at).catch((e: unknown) => e);
    return error instanceof Error && error.message === PROMO_CODE_INVALID;
  };

  it('takes a code from the moment it starts until (not including) the moment it ends', async () => {
    expect(await checkCode(t.db, 'starts', now)).toMatchObject({
      code: 'STARTS',
      percentOff: 5,
    });
    expect(await refused('STARTS', new Date(now.getTime() - 1000))).toBe(true);
    expect(await checkCode(t.db, 'ENDS', new Date(now.getTime() - 1000))).toMatchObject({
      code: 'ENDS',
      percentOff: 5,
    });
    expect(await refused('ENDS')).toBe(true);
  });

  it('takes a limited code while a use is left, and never a paused one', async () => {
    expect(await checkCode(t.db, 'LASTONE', now)).toMatchObject({
      code: 'LASTONE',
      percentOff: 5,
    });
    await t.db.update(discounts).set({ usageLimit: 2 }).where(eq(discounts.code, 'LASTONE'));
    expect(await refused('LASTONE')).toBe(true);
    expect(await refused('PAUSED')).toBe(true);
    expect(await refused('x'.repeat(65))).toBe(true);
  });
});
