import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backInStockRequests, emailOutbox } from '../db/schema';
import { RATE_LIMITS } from '../http/rate-limits';
import { returnStock } from '../inventory/stock';
import { createTestApp, type TestApp } from '../test/harness';
import { addTestProduct, variantGid } from '../test/orders-fixtures';
import { signedInStaff } from '../test/staff';
import { tellWaitingShoppers } from './notify';

describe('back-in-stock requests', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let soldOut = 0;
  let inStock = 0;
  let other = 0;
  const ask = (payload: object) => t.app.inject({ method: 'POST', url: '/api/back-in-stock', payload });
  const adjust = async (variantId: number, change: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/inventory/${variantId}/adjustments`,
      payload: { change, reason: change > 0 ? 'received' : 'damaged' },
      cookies: owner,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const tell = () => tellWaitingShoppers({ db: t.db, mailer: t.mailer, publicUrl: 'https://shop.example' });
  const emailsTo = (to: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), like(emailOutbox.subject, 'Back in stock%')));
  const waiting = async (variantId: number) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/inventory?q=fern', cookies: owner });
    return (res.json() as Array<{ id: number; waiting: number }>).find((v) => v.id === variantId)!.waiting;
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedInStaff(t, 'restock-owner');
    const { variants } = await addTestProduct(t.db, 'fern-wrap-dress', [
      { size: 'S', color: 'Sage', priceCents: 8900, stock: 0 },
      { size: 'M', color: 'Sage', priceCents: 8900, stock: 4 },
      { size: 'L', color: 'Sage', priceCents: 8900, stock: 0 },
    ]);
    soldOut = variants.get('S:Sage')!;
    inStock = variants.get('M:Sage')!;
    other = variants.get('L:Sage')!;
  });
  afterAll(() => t.close());

  it('stores one request per address and variant: asking twice answers the same and stores nothing more', async () => {
    const first = await ask({ variantId: variantGid(soldOut), email: '  Ada@Example.com ' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await ask({ variantId: variantGid(soldOut), email: 'ada@example.com' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toEqual({ message: "We'll email you once when it's back" });
    const stored = await t.db.select().from(backInStockRequests).where(eq(backInStockRequests.variantId, soldOut));
    expect(stored.map((r) => [r.email, r.notifiedAt])).toEqual([['ada@example.com', null]]);
    expect(await waiting(soldOut)).toBe(1);
  });

  it('answers 400 naming the field for a bad email or variant, 409 for a size in stock, 404 for none', async () => {
    const badEmail = await ask({ variantId: variantGid(soldOut), email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors[0].path).toBe('email');
    const badVariant = await ask({ variantId: 'gid://shopify/ProductVariant/1', email: 'ada@example.com' });
    expect(badVariant.statusCode).toBe(400);
    expect(badVariant.json().errors[0].path).toBe('variantId');
    const available = await ask({ variantId: variantGid(inStock), email: 'ada@example.com' });
    expect(available.statusCode).toBe(409);
    expect(available.json().errors[0]).toEqual({ path: 'variantId', message: 'In stock now: add it to your cart' });
    expect((await ask({ variantId: variantGid(987654), email: 'ada@example.com' })).statusCode).toBe(404);
  });

  it('emails each waiting shopper once when staff restock, however often the job runs or the stock moves', async () => {
    await ask({ variantId: variantGid(soldOut), email: 'grace@example.com' });
    expect(await tell()).toBe(0);
    await adjust(soldOut, 3);
    // Two runs at once, then another: each shopper is told once.
    const runs = await Promise.all([tell(), tell()]);
    expect(runs[0] + runs[1]).toBe(2);
    expect(await tell()).toBe(0);
    const [email, ...more] = await emailsTo('ada@example.com');
    expect(more).toEqual([]);
    expect(email!.subject).toBe('Back in stock: fern wrap dress (S / Sage)');
    expect(email!.text).toContain('fern wrap dress');
    expect(email!.text).toContain('S, Sage');
    expect(email!.text).toContain('https://shop.example/product/fern-wrap-dress?size=S&color=Sage');
    expect(email!.text).toContain('You asked to be told once; we will not email you again about this item.');
    expect(await emailsTo('grace@example.com')).toHaveLength(1);
    expect(await waiting(soldOut)).toBe(0);

    // Sold out and back again: nobody is waiting any more, so nobody is emailed again.
    await adjust(soldOut, -3);
    await adjust(soldOut, 2);
    expect(await tell()).toBe(0);
    expect(await emailsTo('ada@example.com')).toHaveLength(1);
  });

  it('keeps a request waiting when the variant sells out again before the email goes, and tells it at its next return', async () => {
    await ask({ variantId: variantGid(other), email: 'lin@example.com' });
    await adjust(other, 1);
    await adjust(other, -1);
    expect(await tell()).toBe(0);
    expect(await emailsTo('lin@example.com')).toEqual([]);
    expect(await waiting(other)).toBe(1);

    // A cancelled order's units coming back count as much as staff's.
    await t.db.transaction((tx) => returnStock(tx, [{ variantId: other, quantity: 1 }]));
    expect(await tell()).toBe(1);
    expect(await emailsTo('lin@example.com')).toHaveLength(1);
  });

  it('takes a new request from a shopper told before, once the variant is sold out again', async () => {
    await adjust(other, -1);
    expect((await ask({ variantId: variantGid(other), email: 'lin@example.com' })).statusCode).toBe(201);
    expect(await waiting(other)).toBe(1);
  });

  it('limits requests per address like the other public forms, storing nothing past the limit', async () => {
    const { max } = RATE_LIMITS.backInStock;
    const from = (remoteAddress: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/back-in-stock',
        payload: { variantId: variantGid(other), email: `flood${i}@example.com` },
        remoteAddress,
      });
    const answers = [];
    for (let i = 0; i <= max; i++) answers.push((await from('10.7.0.1', i)).statusCode);
    expect(answers).toEqual([...Array<number>(max).fill(201), 429]);
    expect((await from('10.7.0.2', max + 1)).statusCode).toBe(201);
    const stored = await t.db.select().from(backInStockRequests).where(like(backInStockRequests.email, 'flood%'));
    expect(stored).toHaveLength(max + 1);
  });
});
