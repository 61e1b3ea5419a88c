import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { addTestProduct } from '../test/orders-fixtures';
import { signedInStaff } from '../test/staff';
import { alertLowStock } from './low-stock';

describe('the inventory', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let small = 0;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin${url}`, payload, cookies: owner });
  const listed = async (query: string) => {
    const res = await call('GET', `/inventory?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Array<{ sku: string; size: string; stock: number; lowStockAt: number | null }>;
  };
  const alert = () =>
    alertLowStock({ db: t.db, mailer: t.mailer, publicUrl: 'https://shop.example', storeEmail: 'stock@example.com' });
  const lastEmail = async () => (await t.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1))[0]!;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedInStaff(t, 'inventory-owner');
    const { variants } = await addTestProduct(t.db, 'inventory-harbour-cardigan', [
      { size: 'S', color: 'Oat', priceCents: 6000, stock: 5 },
      { size: 'L', color: 'Oat', priceCents: 6000, stock: 0 },
    ]);
    small = variants.get('S:Oat')!;
  });
  afterAll(() => t.close());

  it('lists every variant found by product name or SKU, and those sold out', async () => {
    const found = await listed('q=harbour%20cardigan');
    expect(found.map((v) => [v.size, v.stock])).toEqual([
      ['L', 0],
      ['S', 5],
    ]);
    expect((await listed(`q=${found[0]!.sku}`)).map((v) => v.size)).toEqual(['L']);
    expect((await listed('q=harbour%20cardigan&stock=out')).map((v) => v.size)).toEqual(['L']);
    expect((await call('GET', '/inventory?stock=some')).statusCode).toBe(400);
  });

  it('adjusts a variant with a reason, in the activity log, and never below zero', async () => {
    const noReason = await call('POST', `/inventory/${small}/adjustments`, { change: 3 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].path).toBe('reason');
    const received = await call('POST', `/inventory/${small}/adjustments`, { change: 3, reason: 'received' });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ size: 'S', stock: 8 });
    const tooMany = await call('POST', `/inventory/${small}/adjustments`, { change: -9, reason: 'damaged' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Only 8 in stock: you can take away at most 8');
    const [row] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({
      kind: 'product.stock_adjusted',
      after: { 'variants.S / Oat.stock': 8, change: 3, reason: 'Received' },
    });
    expect((await call('POST', '/inventory/987654/adjustments', { change: 1, reason: 'received' })).statusCode).toBe(
      404,
    );
  });

  it('emails the store once when a variant falls to its threshold, and again after it was restocked and fell again', async () => {
    const set = await call('PUT', `/inventory/${small}/low-stock`, { lowStockAt: 3 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ lowStockAt: 3, stock: 8 });
    expect((await call('PUT', `/inventory/${small}/low-stock`, { lowStockAt: -1 })).json().errors[0].path).toBe(
      'lowStockAt',
    );
    expect(await alert()).toBe(0);

    await call('POST', `/inventory/${small}/adjustments`, { change: -6, reason: 'damaged' });
    expect((await listed('q=harbour%20cardigan&stock=low')).map((v) => [v.size, v.stock])).toEqual([['S', 2]]);
    expect(await alert()).toBe(1);
    const email = await lastEmail();
    expect(email).toMatchObject({ to: 'stock@example.com', subject: 'Low stock: 1 variant is running out' });
    expect(email.text).toContain('inventory harbour cardigan (S / Oat, ');
    expect(email.text).toContain('2 left (alert at 3)');
    expect(email.text).toContain('https://shop.example/admin/inventory?stock=low');
    expect(await alert()).toBe(0);

    await call('POST', `/inventory/${small}/adjustments`, { change: 10, reason: 'received' });
    expect(await alert()).toBe(0);
    await call('POST', `/inventory/${small}/adjustments`, { change: -11, reason: 'count_correction' });
    expect(await alert()).toBe(1);
    expect((await lastEmail()).text).toContain('1 left (alert at 3)');
  });

  it('keeps sold-out variants without a threshold out of the alerts', async () => {
    expect((await listed('q=harbour%20cardigan&stock=out')).map((v) => [v.size, v.lowStockAt])).toEqual([['L', null]]);
    expect(await alert()).toBe(0);
    const thresholds = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.kind, 'product.updated'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(thresholds[0]).toMatchObject({
      before: { 'variants.S / Oat.lowStockAt': null },
      after: { 'variants.S / Oat.lowStockAt': 3 },
    });
  });
});
