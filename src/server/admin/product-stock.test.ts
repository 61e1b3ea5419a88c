// A product form loaded before an order and saved after it must not undo the order's stock:
// saves carry the version they were read at, and stock moves only by adjustments relative to
// what is on hand now, each recorded with its reason.
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productVariants } from '../db/schema';
import { createStaff } from '../staff-auth/service';
import { STAFF_SESSION_COOKIE } from '../staff-auth/sessions';
import { choosePayment, customer, variantGid } from '../test/orders-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { PRODUCT_CHANGED_SINCE_READ } from '../../shared/schemas/admin';

const body = (overrides: Record<string, unknown> = {}) => ({
  handle: 'counted-coat',
  name: 'Counted coat',
  category: 'women',
  subcategory: 'dresses',
  variants: [{ size: 'M', color: 'Black', price: '80.00', stock: 5, sku: 'CC-M-BLACK' }],
  ...overrides,
});

describe('product stock while orders come in', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    await createStaff(t.db, { username: 'stock', email: 'stock@store.test', password: 'stock-password' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'stock', password: 'stock-password' },
    });
    cookie = login.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value;
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, cookies: { [STAFF_SESSION_COOKIE]: cookie }, ...(payload ? { payload } : {}) });
  const stockOf = async (variantId: number) =>
    (await t.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;
  const order = (variantId: number, quantity: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        customer: { ...customer, email: `${randomUUID()}@example.com` },
        items: [{ variantId: variantGid(variantId), quantity }],
      },
    });

  it('a save from a form opened before an order, and the order declined, leaves the 5 real units', async () => {
    const created = await send('POST', '/api/admin/products', body());
    expect(created.statusCode).toBe(201);
    const id = created.json().product.id as number;
    const form = (await send('GET', `/api/admin/products/${id}`)).json();
    const variantId = form.variants[0].id as number;
    expect(form.variants[0].stock).toBe(5);

    const placed = await order(variantId, 2);
    expect(placed.statusCode).toBe(201);
    expect(await stockOf(variantId)).toBe(3);

    // The form still says 5, and sends it with the version it read.
    const saved = await send('PUT', `/api/admin/products/${id}`, {
      ...body({ name: 'Counted coat, lined' }),
      version: form.product.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().product.name).toBe('Counted coat, lined');
    expect(saved.json().variants[0].stock).toBe(3);

    expect((await choosePayment(t.app, placed.json().paymentToken, 'decline')).statusCode).toBe(200);
    expect(await stockOf(variantId)).toBe(5);
    const shown = (await t.app.inject({ method: 'GET', url: '/api/shopify/products/counted-coat' })).json().product;
    expect(shown.totalInventory).toBe(5);
  });

  it('refuses a second save from the same stale form with 409 and changes nothing', async () => {
    const id = (await send('GET', '/api/admin/products?q=counted')).json()[0].id as number;
    const first = (await send('GET', `/api/admin/products/${id}`)).json();
    const mine = await send('PUT', `/api/admin/products/${id}`, {
      ...body({ name: 'Counted coat, first' }),
      version: first.product.version,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().product.version).toBe(first.product.version + 1);

    const theirs = await send('PUT', `/api/admin/products/${id}`, {
      ...body({ name: 'Counted coat, stale', vendor: 'Someone' }),
      version: first.product.version,
    });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json()).toEqual({
      message: PRODUCT_CHANGED_SINCE_READ,
      errors: [{ path: 'version', message: PRODUCT_CHANGED_SINCE_READ }],
    });
    expect((await send('GET', `/api/admin/products/${id}`)).json().product.name).toBe('Counted coat, first');

    const unversioned = await send('PUT', `/api/admin/products/${id}`, body());
    expect(unversioned.statusCode).toBe(400);
    expect(unversioned.json().errors).toEqual([
      { path: 'version', message: 'Version is required: reload the product' },
    ]);
  });

  it('adjusts stock relative to what is on hand, with a reason, recorded with before and after', async () => {
    const detail = (
      await send('GET', `/api/admin/products/${(await send('GET', '/api/admin/products?q=counted')).json()[0].id}`)
    ).json();
    const id = detail.product.id as number;
    const variantId = detail.variants[0].id as number;
    const placed = await order(variantId, 1);
    expect(placed.statusCode).toBe(201);
    expect(await stockOf(variantId)).toBe(4);

    // Staff counted 5 before the order and received 3 more: +3 lands on the 4 there are now.
    const received = await send('POST', `/api/admin/products/${id}/stock-adjustments`, {
      variantId,
      change: 3,
      reason: 'received',
    });
    expect(received.statusCode).toBe(200);
    expect(received.json().variants[0].stock).toBe(7);
    expect(received.json().product.version).toBe(detail.product.version);

    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'product.stock_adjusted'), eq(auditLog.subjectId, String(id))))
      .orderBy(desc(auditLog.id));
    expect(row).toMatchObject({
      actorUsername: 'stock',
      subjectLabel: 'Counted coat, first',
      before: { 'variants.M / Black.stock': 4 },
      after: { 'variants.M / Black.stock': 7, change: 3, reason: 'Received' },
    });

    const damaged = await send('POST', `/api/admin/products/${id}/stock-adjustments`, {
      variantId,
      change: -2,
      reason: 'damaged',
    });
    expect(damaged.json().variants[0].stock).toBe(5);

    const tooMany = await send('POST', `/api/admin/products/${id}/stock-adjustments`, {
      variantId,
      change: -6,
      reason: 'count_correction',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().errors).toEqual([
      { path: 'change', message: 'Only 5 in stock: you can take away at most 5' },
    ]);
    expect(await stockOf(variantId)).toBe(5);

    const zero = await send('POST', `/api/admin/products/${id}/stock-adjustments`, {
      variantId,
      change: 0,
      reason: 'because',
    });
    expect(zero.statusCode).toBe(400);
    expect(
      zero
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['change', 'reason']);
    expect(
      (
        await send('POST', `/api/admin/products/${id}/stock-adjustments`, {
          variantId: 999999,
          change: 1,
          reason: 'received',
        })
      ).statusCode,
    ).toBe(404);
  });
});
