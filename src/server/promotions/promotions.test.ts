import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_CODE_INVALID, PROMO_CODE_REQUIRED } from '../../shared/promo-codes';
import { PromoCheckResponseSchema } from '../../shared/schemas/promotions';
import { PROMO } from '../../shared/store';
import { insertProduct } from '../catalog/write';
import { productVariants, promotions } from '../db/schema';
import { HttpError } from '../http/errors';
import { createTestApp, type TestApp } from '../test/harness';
import { checkPromotion } from './service';

const INVALID = { message: PROMO_CODE_INVALID, errors: [{ path: 'code', message: PROMO_CODE_INVALID }] };

describe('POST /api/promotions/check', () => {
  let t: TestApp;
  let lastHost = 0;
  const check = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/promotions/check',
      payload: payload as object,
      remoteAddress: `10.6.0.${++lastHost}`,
    });

  beforeAll(async () => {
    t = await createTestApp();
    await t.db.insert(promotions).values([
      { code: PROMO.welcomeCode, percentOff: PROMO.welcomePercent },
      { code: 'ONEUSE', percentOff: 25, usageLimit: 1 },
    ]);
  });
  afterAll(() => t.close());

  it('answers an active code, in any case and with spaces, with its spelling and percentage', async () => {
    const res = await check({ code: ' welcome10 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'WELCOME10', percentOff: 10 });
    expect(PromoCheckResponseSchema.strict().safeParse(res.json()).success).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses an unknown code with the one answer the cart shows', async () => {
    const res = await check({ code: 'SUMMER99' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('asks for a code when there is none', async () => {
    for (const payload of [{}, { code: '' }, { code: '   ' }]) {
      const res = await check(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: PROMO_CODE_REQUIRED,
        errors: [{ path: 'code', message: PROMO_CODE_REQUIRED }],
      });
    }
  });

  it('agrees with the order: a code is valid until its last use is claimed, then refused by both', async () => {
    expect((await check({ code: 'oneuse' })).json()).toEqual({ code: 'ONEUSE', percentOff: 25 });

    const productId = await insertProduct(t.db, {
      handle: 'promo-tee',
      name: 'Promo Tee',
      description: '<p>Tee</p>',
      category: 'women',
      subcategory: 'tops',
      variants: [{ size: 'M', color: 'Black', priceCents: 4000, stock: 5 }],
      images: [{ url: '/media/1', alt: 'Promo Tee', width: 800, height: 1000 }],
    });
    const [variant] = await t.db.select().from(productVariants).where(eq(productVariants.productId, productId));
    const order = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'idempotency-key': randomUUID() },
        payload: {
          customer: {
            email: 'a@example.com',
            firstName: 'A',
            lastName: 'B',
            address: '1 Main St',
            city: 'Fort Smith',
            state: 'AR',
            zipCode: '72901',
            country: 'US',
          },
          items: [{ variantId: `gid://local/ProductVariant/${variant!.id}`, quantity: 1 }],
          promoCode: 'oneuse',
        },
        remoteAddress,
      });
    const placed = await order('10.6.1.1');
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.discount).toBe('10.00');

    expect((await check({ code: 'ONEUSE' })).json()).toEqual(INVALID);
    expect((await order('10.6.1.2')).statusCode).toBe(400);
  });
});

describe('checkPromotion dates and limits', () => {
  let t: TestApp;
  const now = new Date('2026-06-01T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.insert(promotions).values([
      { code: 'STARTS', percentOff: 5, startsAt: now },
      { code: 'ENDS', percentOff: 5, endsAt: now },
      { code: 'LASTONE', percentOff: 5, usageLimit: 3, usedCount: 2 },
      { code: 'PAUSED', percentOff: 5, active: false },
    ]);
  });
  afterAll(() => t.close());

  const refused = async (code: string, at = now) => {
    const error = await checkPromotion(t.db, code, at).catch((e: unknown) => e);
    return error instanceof HttpError && error.statusCode === 400 && error.message === PROMO_CODE_INVALID;
  };

  it('takes a code from the moment it starts until (not including) the moment it ends', async () => {
    expect(await checkPromotion(t.db, 'starts', now)).toEqual({ code: 'STARTS', percentOff: 5 });
    expect(await refused('STARTS', new Date(now.getTime() - 1000))).toBe(true);
    expect(await checkPromotion(t.db, 'ENDS', new Date(now.getTime() - 1000))).toEqual({ code: 'ENDS', percentOff: 5 });
    expect(await refused('ENDS')).toBe(true);
  });

  it('takes a limited code while a use is left, and never an inactive one', async () => {
    expect(await checkPromotion(t.db, 'LASTONE', now)).toEqual({ code: 'LASTONE', percentOff: 5 });
    await t.db.update(promotions).set({ usedCount: 3 }).where(eq(promotions.code, 'LASTONE'));
    expect(await refused('LASTONE')).toBe(true);
    expect(await refused('PAUSED')).toBe(true);
    expect(await refused('x'.repeat(65))).toBe(true);
  });
});
