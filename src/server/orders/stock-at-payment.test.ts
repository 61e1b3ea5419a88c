// A store that takes stock only at payment (for a drop of scarce items): placing an order
// holds no stock, so nobody can hold what they do not pay for; paying takes it, and a payment
// that arrives when the stock is gone is refunded in full and the shopper told. Stock never
// goes below zero and every payment's money is in the ledger, however many pay at once.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, giftCards, orders, paymentLedger, payments } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import {
  addGiftCard,
  addTestProduct,
  anotherShopper,
  choosePayment,
  postOrder,
  productStock,
  variantGid,
  variantStock,
} from '../test/orders-fixtures';
import { signedInStaff } from '../test/staff';

describe('taking stock at payment', () => {
  let t: TestApp;
  let staff: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ settings: { stockReservedAt: 'payment' } });
    staff = await signedInStaff(t, 'drop-owner');
  });
  afterAll(() => t?.close());

  const drop = async (handle: string, stock: number) => {
    const { productId, variants } = await addTestProduct(t.db, handle, [
      { size: 'One Size', color: 'Gold', priceCents: 12000, stock },
    ]);
    return { productId, variantId: variants.get('One Size:Gold')! };
  };
  const place = async (variantId: number, extra: object = {}) => {
    const res = await postOrder(t.app, {
      customer: anotherShopper(),
      items: [{ variantId: variantGid(variantId), quantity: 1 }],
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ order: { id: number; total: string; trackingNumber: string }; paymentToken: string }>();
  };
  const ledgerOf = async (orderId: number) =>
    (await t.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId)).orderBy(paymentLedger.id)).map(
      (row) => ({ kind: row.kind, amountCents: row.amountCents }),
    );
  const orderOf = async (orderId: number) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const cents = (total: string) => Math.round(Number(total) * 100);

  it('holds no stock for an order until it is paid, then takes it', async () => {
    const { productId, variantId } = await drop('drop-ring', 1);
    const placed = await place(variantId);
    expect(await variantStock(t.db, variantId)).toBe(1);
    expect(await productStock(t.db, productId)).toEqual({ units: 1, inStock: true });
    expect((await orderOf(placed.order.id)).stockTaken).toBe(false);

    const paid = await choosePayment(t.app, placed.paymentToken, 'pay');
    expect(paid.json()).toMatchObject({ status: 'paid', order: { status: 'pending' } });
    expect(await variantStock(t.db, variantId)).toBe(0);
    expect(await productStock(t.db, productId)).toEqual({ units: 0, inStock: false });
    expect((await orderOf(placed.order.id)).stockTaken).toBe(true);
    expect(await ledgerOf(placed.order.id)).toEqual([{ kind: 'charge', amountCents: cents(placed.order.total) }]);
    // Sold out now: the next shopper hears it when placing the order.
    const late = await postOrder(t.app, {
      customer: anotherShopper(),
      items: [{ variantId: variantGid(variantId), quantity: 1 }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('drop ring (One Size, Gold) is out of stock');
  });

  it('refunds in full a payment that arrives after the last unit sold, cancels the order and tells the shopper', async () => {
    const { variantId } = await drop('drop-bracelet', 1);
    await addGiftCard(t.db, 'TJ-DROP-DROP-0001', '15.00');
    const first = await place(variantId);
    const second = await place(variantId, { giftCardCode: 'TJ-DROP-DROP-0001' });
    expect((await t.db.select().from(giftCards).where(eq(giftCards.code, 'TJ-DROP-DROP-0001')))[0]!.balance).toBe(
      '0.00',
    );

    expect((await choosePayment(t.app, first.paymentToken, 'pay')).json().status).toBe('paid');
    const refused = await choosePayment(t.app, second.paymentToken, 'pay');
    // The money came in, and is going back: the return page shows the order cancelled.
    expect(refused.json()).toMatchObject({ status: 'paid', order: { status: 'cancelled' } });

    expect(await variantStock(t.db, variantId)).toBe(0);
    expect(await orderOf(second.order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      stockTaken: false,
    });
    expect(await ledgerOf(second.order.id)).toEqual([
      { kind: 'charge', amountCents: cents(second.order.total) },
      { kind: 'refund', amountCents: cents(second.order.total) },
    ]);
    // The gift card's part went back to it.
    expect((await t.db.select().from(giftCards).where(eq(giftCards.code, 'TJ-DROP-DROP-0001')))[0]!.balance).toBe(
      '15.00',
    );
    const emails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, second.order.id));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toContain('was cancelled');
    expect(emails[0]!.text).toContain(
      'An item sold out while you were paying, so the order was cancelled and your payment is refunded in full.',
    );
    expect(emails[0]!.text).toContain(`We are refunding $${second.order.total} to your original payment method.`);
    expect(emails[0]!.text).toContain('$15.00 is back on your gift card ending 0001');
    const track = (
      await t.app.inject({ method: 'GET', url: `/api/orders/track/${second.order.trackingNumber}` })
    ).json().order;
    expect(track.status).toBe('cancelled');
    expect(track.events.at(-1).note).toBe(
      'An item sold out while you were paying, so the order was cancelled and your payment is refunded in full.',
    );
  });

  it('sells 5 units to exactly 5 of 20 shoppers paying at once, and refunds the 15 others', async () => {
    const { variantId } = await drop('drop-pendant', 5);
    const placed = [];
    for (let i = 0; i < 20; i++) placed.push(await place(variantId));
    expect(await variantStock(t.db, variantId)).toBe(5);

    const results = await Promise.all(placed.map((p) => choosePayment(t.app, p.paymentToken, 'pay')));
    expect(results.every((r) => r.json().status === 'paid')).toBe(true);
    const states = await Promise.all(placed.map((p) => orderOf(p.order.id)));
    expect(states.filter((o) => o.status === 'pending')).toHaveLength(5);
    expect(states.filter((o) => o.status === 'cancelled' && o.paymentStatus === 'refunded')).toHaveLength(15);
    expect(await variantStock(t.db, variantId)).toBe(0);
    const ids = placed.map((p) => p.order.id);
    const ledger = await t.db.select().from(paymentLedger).where(inArray(paymentLedger.orderId, ids));
    const sum = (kind: string) =>
      ledger.filter((row) => row.kind === kind).reduce((total, row) => total + row.amountCents, 0);
    expect(sum('charge')).toBe(20 * cents(placed[0]!.order.total));
    expect(sum('refund')).toBe(15 * cents(placed[0]!.order.total));
  });

  it('gives back no stock it never took: a declined payment, and a staff cancel', async () => {
    const { variantId } = await drop('drop-earrings', 3);
    const declined = await place(variantId);
    expect((await choosePayment(t.app, declined.paymentToken, 'decline')).json().status).toBe('declined');
    expect(await variantStock(t.db, variantId)).toBe(3);

    const unpaid = await place(variantId);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${unpaid.order.id}/status`,
      cookies: staff,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.json().order.status).toBe('cancelled');
    expect(await variantStock(t.db, variantId)).toBe(3);
    expect((await t.db.select().from(payments).where(eq(payments.token, unpaid.paymentToken)))[0]!.status).toBe(
      'cancelled',
    );

    // A paid one, cancelled by staff, gives back what its payment took.
    const paid = await place(variantId);
    await choosePayment(t.app, paid.paymentToken, 'pay');
    expect(await variantStock(t.db, variantId)).toBe(2);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${paid.order.id}/status`,
      cookies: staff,
      payload: { status: 'cancelled' },
    });
    expect(await variantStock(t.db, variantId)).toBe(3);
  });
});
