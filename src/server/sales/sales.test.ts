import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../shared/catalog/product';
import { auditLog, productVariants, products } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { addTestProduct, anotherShopper, postOrder, variantGid } from '../test/orders-fixtures';
import { signedInStaff } from '../test/staff';
import { runDueSales, salePriceCents } from './run';

const HOUR = 60 * 60 * 1000;

describe('scheduled sales', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin${url}`, payload, cookies: owner });
  const shown = async (handle: string): Promise<Product> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/catalog/products/${handle}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().product as Product;
  };
  const variantRow = async (id: number) =>
    (await t.db.select().from(productVariants).where(eq(productVariants.id, id)))[0]!;
  const onSaleHandles = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog/products?onSale=true&first=100' });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().products as Product[]).map((p) => p.handle);
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedInStaff(t, 'sale-owner');
  });
  afterAll(() => t.close());

  it('marks products down at once, shows the old price struck through, charges the sale price, and puts it all back when ended', async () => {
    const { productId, variants } = await addTestProduct(t.db, 'sale-linen-shirt', [
      { size: 'S', color: 'White', priceCents: 4000, stock: 10 },
      // Already marked down before the sale: its "was" price stays the one shown.
      { size: 'M', color: 'White', priceCents: 4000, compareAtPriceCents: 5000, stock: 10 },
    ]);
    const small = variants.get('S:White')!;
    const medium = variants.get('M:White')!;

    const created = await call('POST', '/sales', {
      title: 'Weekend 25% off',
      percentOff: 25,
      productIds: [productId],
      startsAt: new Date(Date.now() - 1000).toISOString(),
      endsAt: new Date(Date.now() + 48 * HOUR).toISOString(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const sale = created.json();
    expect(sale).toMatchObject({ title: 'Weekend 25% off', state: 'active', variantsMarkedDown: 2 });

    const during = await shown('sale-linen-shirt');
    expect(during.variants.map((v) => [v.size, v.priceCents, v.compareAtPriceCents])).toEqual([
      ['S', 3000, 4000],
      ['M', 3000, 5000],
    ]);
    expect(during.priceCents).toBe(3000);
    expect(during.compareAtPriceCents).toBe(4000);
    expect(await onSaleHandles()).toContain('sale-linen-shirt');

    const order = await postOrder(t.app, {
      customer: anotherShopper(),
      items: [{ variantId: variantGid(small), quantity: 2 }],
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json().order).toMatchObject({ subtotal: '60.00' });

    const ended = await call('POST', `/sales/${sale.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ state: 'ended', variantsMarkedDown: 0 });
    expect(await variantRow(small)).toMatchObject({ price: '40.00', compareAtPrice: null });
    expect(await variantRow(medium)).toMatchObject({ price: '40.00', compareAtPrice: '50.00' });
    const after = await shown('sale-linen-shirt');
    expect(after.priceCents).toBe(4000);
    expect(after.compareAtPriceCents).toBe(5000);
    const [product] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(product).toMatchObject({ price: '40.00', originalPrice: '50.00' });

    expect((await call('POST', `/sales/${sale.id}/end`)).statusCode).toBe(409);
    const kinds = (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectId, String(sale.id)))
    )
      .filter((row) => row.subjectType === 'sale')
      .map((row) => row.kind);
    expect(kinds).toEqual(['sale.created', 'sale.ended']);
  });

  it('starts and ends by itself when its times come, once however often the job runs', async () => {
    const { productId, variants } = await addTestProduct(t.db, 'sale-wool-coat', [
      { size: 'M', color: 'Grey', priceCents: 12000, stock: 3 },
    ]);
    const coat = variants.get('M:Grey')!;
    const start = new Date(Date.now() + 2 * HOUR);
    const end = new Date(Date.now() + 5 * HOUR);
    const created = await call('POST', '/sales', {
      title: 'Coat week',
      priceCents: 8999,
      productIds: [productId],
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
    });
    expect(created.json()).toMatchObject({ state: 'scheduled', variantsMarkedDown: 0 });
    expect((await shown('sale-wool-coat')).priceCents).toBe(12000);

    expect(await runDueSales(t.db, new Date(start.getTime() + 1000))).toBe(1);
    expect(await runDueSales(t.db, new Date(start.getTime() + 2000))).toBe(0);
    expect(await variantRow(coat)).toMatchObject({ price: '89.99', compareAtPrice: '120.00' });
    const id = created.json().id;
    expect((await call('GET', `/sales/${id}`)).json()).toMatchObject({ state: 'active', variantsMarkedDown: 1 });

    expect(await runDueSales(t.db, new Date(end.getTime() + 1000))).toBe(1);
    expect(await runDueSales(t.db, new Date(end.getTime() + 2000))).toBe(0);
    expect(await variantRow(coat)).toMatchObject({ price: '120.00', compareAtPrice: null });
    expect((await call('GET', `/sales/${id}`)).json()).toMatchObject({ state: 'ended' });
  });

  it('takes a collection, leaves cheaper variants and those of another running sale alone, and keeps a price staff changed', async () => {
    const { productId, variants } = await addTestProduct(t.db, 'sale-summer-dress', [
      { size: 'S', color: 'Red', priceCents: 3000, stock: 5 },
      { size: 'M', color: 'Red', priceCents: 1500, stock: 5 },
    ]);
    await t.db.update(products).set({ collection: 'summer' }).where(eq(products.id, productId));
    const red = variants.get('S:Red')!;
    const cheap = variants.get('M:Red')!;
    const first = await call('POST', '/sales', {
      title: 'Summer at $20',
      priceCents: 2000,
      collection: 'summer',
      startsAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(await variantRow(red)).toMatchObject({ price: '20.00', compareAtPrice: '30.00' });
    expect(await variantRow(cheap)).toMatchObject({ price: '15.00', compareAtPrice: null });

    const second = await call('POST', '/sales', {
      title: 'Everything 50% off',
      percentOff: 50,
      productIds: [productId],
      startsAt: new Date(Date.now() - 1000).toISOString(),
    });
    // The cheap variant was free to take; the red one is the first sale's.
    expect(second.json()).toMatchObject({ state: 'active', variantsMarkedDown: 1 });
    expect(await variantRow(red)).toMatchObject({ price: '20.00' });
    expect(await variantRow(cheap)).toMatchObject({ price: '7.50', compareAtPrice: '15.00' });

    // Staff reprice the red dress during the sale: ending the sale keeps their price.
    await t.db.update(productVariants).set({ price: '25.00' }).where(eq(productVariants.id, red));
    await call('POST', `/sales/${first.json().id}/end`);
    expect(await variantRow(red)).toMatchObject({ price: '25.00' });
    await call('POST', `/sales/${second.json().id}/end`);
    expect(await variantRow(cheap)).toMatchObject({ price: '15.00', compareAtPrice: null });
  });

  it('edits a scheduled sale, and a running one only in its title and end', async () => {
    const { productId } = await addTestProduct(t.db, 'sale-edit-tee', [
      { size: 'M', color: 'Blue', priceCents: 2000, stock: 5 },
    ]);
    const later = await call('POST', '/sales', {
      title: 'Later',
      percentOff: 10,
      productIds: [productId],
      startsAt: new Date(Date.now() + HOUR).toISOString(),
    });
    const edited = await call('PATCH', `/sales/${later.json().id}`, { percentOff: 20, title: 'Later, 20%' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ percentOff: 20, title: 'Later, 20%', state: 'scheduled' });

    const running = await call('POST', '/sales', {
      title: 'Now',
      percentOff: 10,
      productIds: [productId],
      startsAt: new Date(Date.now() - 1000).toISOString(),
    });
    const fixed = await call('PATCH', `/sales/${running.json().id}`, { percentOff: 30 });
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json().errors).toEqual([{ path: 'percentOff', message: 'Fixed once the sale has started' }]);
    const renamed = await call('PATCH', `/sales/${running.json().id}`, { title: 'Now, until Sunday' });
    expect(renamed.json()).toMatchObject({ title: 'Now, until Sunday', state: 'active' });
    await call('POST', `/sales/${running.json().id}/end`);
    await call('POST', `/sales/${later.json().id}/end`);
  });

  it('refuses a sale without products, with two markdowns, or ending before it starts, naming the field', async () => {
    const start = new Date(Date.now() + HOUR).toISOString();
    const refused = async (body: object) => {
      const res = await call('POST', '/sales', { title: 'Bad', startsAt: start, ...body });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors.map((e: { path: string }) => e.path);
    };
    expect(await refused({ percentOff: 10 })).toContain('productIds');
    expect(await refused({ percentOff: 10, priceCents: 500, productIds: [1] })).toContain('percentOff');
    expect(await refused({ percentOff: 10, productIds: [1], endsAt: new Date(Date.now()).toISOString() })).toContain(
      'endsAt',
    );
    expect(await refused({ percentOff: 100, productIds: [1] })).toContain('percentOff');
    expect(await refused({ percentOff: 10, collection: 'nowhere' })).toContain('collection');
  });

  it('prices a percentage off to the cent, and never marks a variant up', () => {
    expect(salePriceCents({ percentOff: 15, priceCents: null }, 1999)).toBe(1699);
    expect(salePriceCents({ percentOff: null, priceCents: 2500 }, 2000)).toBeNull();
    expect(salePriceCents({ percentOff: 50, priceCents: null }, 1)).toBeNull();
    expect(salePriceCents({ percentOff: 99, priceCents: null }, 0)).toBeNull();
  });
});
