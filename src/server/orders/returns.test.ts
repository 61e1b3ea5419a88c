// A refund of lines may put their units back on sale, when staff choose: once per unit, over
// every refund of the order, and never again when the order is cancelled afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '../../shared/schemas/admin';
import { createTestApp, type TestApp } from '../test/harness';
import { addTestProduct, customer, placePaidOrder, variantGid, variantStock } from '../test/orders-fixtures';
import { signedInStaff } from '../test/staff';

describe('refunds that return stock', () => {
  let t: TestApp;
  let cookies: Record<string, string>;
  let dress: number;
  let scarf: number;

  beforeAll(async () => {
    t = await createTestApp();
    cookies = await signedInStaff(t, 'returns');
    dress = (
      await addTestProduct(t.db, 'returned-wrap-dress', [{ size: 'M', color: 'Blue', priceCents: 5000, stock: 10 }])
    ).variants.get('M:Blue')!;
    scarf = (
      await addTestProduct(t.db, 'returned-silk-scarf', [{ size: 'OS', color: 'Red', priceCents: 2000, stock: 10 }])
    ).variants.get('OS:Red')!;
  });
  afterAll(() => t.close());

  const place = () =>
    placePaidOrder(t.app, {
      customer,
      items: [
        { variantId: variantGid(dress), quantity: 2 },
        { variantId: variantGid(scarf), quantity: 1 },
      ],
    });
  const detail = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, cookies })).json<AdminOrderDetail>();
  const refund = (id: number, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/refunds`, cookies, payload });

  it('puts the chosen units back on sale with the refund, and says so in the history', async () => {
    const { order } = await place();
    const dressLine = (await detail(order.id)).items[0]!;
    const before = await variantStock(t.db, dress);

    const answer = await refund(order.id, {
      amount: '50.00',
      reason: 'Returned unworn',
      restock: [{ itemId: dressLine.id, quantity: 1 }],
    });
    expect(answer.statusCode).toBe(200);
    const after = answer.json<AdminOrderDetail>();
    expect(await variantStock(t.db, dress)).toBe(before + 1);
    expect(after.items.map((item) => [item.name, item.returned])).toEqual([
      ['returned wrap dress', 1],
      ['returned silk scarf', 0],
    ]);
    expect(after.refunds.map((r) => r.amount)).toEqual(['50.00']);
    expect(after.events.map((event) => event.note)).toContain('Back in stock: 1 × returned wrap dress');

    // A refund without a return leaves the stock alone.
    expect((await refund(order.id, { amount: '5.00' })).statusCode).toBe(200);
    expect(await variantStock(t.db, dress)).toBe(before + 1);
  });

  it('refuses to return more than was ordered, over every refund, and then stores nothing', async () => {
    const { order } = await place();
    const dressLine = (await detail(order.id)).items[0]!;
    expect(
      (await refund(order.id, { amount: '10.00', restock: [{ itemId: dressLine.id, quantity: 2 }] })).statusCode,
    ).toBe(200);
    const stock = await variantStock(t.db, dress);

    const again = await refund(order.id, { amount: '10.00', restock: [{ itemId: dressLine.id, quantity: 1 }] });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([
      { path: 'restock.0.quantity', message: 'returned wrap dress is already back in stock' },
    ]);
    expect(await variantStock(t.db, dress)).toBe(stock);
    expect((await detail(order.id)).refunds).toHaveLength(1);
  });

  it('gives back only what is still out when the order is cancelled after a return', async () => {
    const dressBefore = await variantStock(t.db, dress);
    const scarfBefore = await variantStock(t.db, scarf);
    const { order } = await place();
    const dressLine = (await detail(order.id)).items[0]!;
    expect(
      (await refund(order.id, { amount: '50.00', restock: [{ itemId: dressLine.id, quantity: 1 }] })).statusCode,
    ).toBe(200);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      cookies,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await variantStock(t.db, dress)).toBe(dressBefore);
    expect(await variantStock(t.db, scarf)).toBe(scarfBefore);
  });
});
