// An order whose payment brought another amount than its total waits for staff, holding its
// stock, with the money in the ledger. Staff accept it (the order is confirmed and the
// shopper gets the confirmation), refund it and cancel, or cancel keeping the money to settle
// with the shopper; each once under a double click, and only for staff who manage orders.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, orders, paymentLedger, payments, refunds } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { addTestProduct, anotherShopper, placeHeldOrder, variantGid, variantStock } from '../test/orders-fixtures';
import { signedInStaff } from '../test/staff';

describe('a payment held for review', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let variantId: number;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedInStaff(t, 'review-owner');
    variantId = (
      await addTestProduct(t.db, 'review-blazer', [{ size: 'L', color: 'Navy', priceCents: 8000, stock: 20 }])
    ).variants.get('L:Navy')!;
  });
  afterAll(() => t?.close());

  const decide = (orderId: number, action: string, cookies = owner, note?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/review/${action}`,
      cookies,
      payload: note ? { note } : {},
    });
  const hold = () =>
    placeHeldOrder(t.app, t.db, {
      customer: anotherShopper(),
      items: [{ variantId: variantGid(variantId), quantity: 2 }],
    });
  const ledgerOf = async (orderId: number) =>
    (await t.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId)).orderBy(paymentLedger.id)).map(
      (row) => ({ kind: row.kind, amountCents: row.amountCents }),
    );
  const emailsOf = (orderId: number) =>
    t.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId)).orderBy(emailOutbox.id);
  /** What the demo page took: the order's total (its payment was told to ask a dollar more). */
  const receivedOf = (order: { total: string }) => Math.round(Number(order.total) * 100);

  it('waits for staff holding its stock, with the money that arrived in the ledger and no way on but a decision', async () => {
    const stock = await variantStock(t.db, variantId);
    const { order } = await hold();
    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, cookies: owner })).json();
    expect(detail.order).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'in_review' });
    expect(detail.allowedTransitions).toEqual([]);
    expect(detail.events.at(-1).note).toMatch(/held for staff to check$/);
    // What arrived beside what was asked, for the screen's "paid against due".
    expect(detail.payments).toEqual([
      expect.objectContaining({
        status: 'review',
        amount: (receivedOf(order) / 100 + 1).toFixed(2),
        received: { amount: order.total, currency: 'usd' },
      }),
    ]);
    expect(await ledgerOf(order.id)).toEqual([{ kind: 'charge', amountCents: receivedOf(order) }]);
    expect(await variantStock(t.db, variantId)).toBe(stock - 2);
    const status = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      cookies: owner,
      payload: { status: 'cancelled' },
    });
    expect(status.statusCode).toBe(409);
  });

  it('accept: confirms the order as paid, emails the confirmation and the store, and records no second charge', async () => {
    const { order } = await hold();
    const res = await decide(order.id, 'accept', owner, 'Shopper paid in euros; fine');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(res.json().refundable).toBe((receivedOf(order) / 100).toFixed(2));
    expect(res.json().allowedTransitions).toEqual(['confirmed', 'processing', 'shipped', 'cancelled']);
    expect(
      res.json().events.find((e: { status: string; kind: string }) => e.kind === 'status' && e.status === 'pending'),
    ).toMatchObject({
      note: 'Payment received: accepted by staff · Shopper paid in euros; fine',
      shopperNote: 'Payment received',
      adminUsername: 'review-owner',
    });
    const emails = await emailsOf(order.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toContain(order.trackingNumber);
    expect(emails[0]!.to).toBe(order.email);
    const storeNotices = (await t.db.select().from(emailOutbox)).filter((email) =>
      email.subject.startsWith(`New order ${order.trackingNumber}`),
    );
    expect(storeNotices.map((email) => email.to)).toEqual([t.config.mail.storeNotifyEmail]);
    expect(await ledgerOf(order.id)).toEqual([{ kind: 'charge', amountCents: receivedOf(order) }]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/track/${order.trackingNumber}` })).json().order.status,
    ).toBe('pending');
    // One row in the activity log, by the owner, with the decision and its note.
    const logged = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(order.id)));
    expect(logged.map((row) => ({ kind: row.kind, actor: row.actorUsername, after: row.after }))).toEqual([
      {
        kind: 'order.payment_reviewed',
        actor: 'review-owner',
        after: { status: 'pending', paymentStatus: 'paid', decision: 'accept', note: 'Shopper paid in euros; fine' },
      },
    ]);
  });

  it('refund: gives back what arrived, cancels the order, puts the stock back and tells the shopper', async () => {
    const stock = await variantStock(t.db, variantId);
    const { order } = await hold();
    const res = await decide(order.id, 'refund');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(res.json().refunds).toEqual([
      expect.objectContaining({ amount: (receivedOf(order) / 100).toFixed(2), status: 'succeeded' }),
    ]);
    expect(res.json().refundable).toBe('0.00');
    expect(await ledgerOf(order.id)).toEqual([
      { kind: 'charge', amountCents: receivedOf(order) },
      { kind: 'refund', amountCents: receivedOf(order) },
    ]);
    expect(await variantStock(t.db, variantId)).toBe(stock);
    const [email] = await emailsOf(order.id);
    expect(email!.text).toContain(
      `We are refunding $${(receivedOf(order) / 100).toFixed(2)} to your original payment method.`,
    );
    expect(await emailsOf(order.id)).toHaveLength(1);
  });

  it('cancel: cancels and puts the stock back, keeps the money to refund later, and tells the shopper the store will be in touch', async () => {
    const stock = await variantStock(t.db, variantId);
    const { order } = await hold();
    const res = await decide(order.id, 'cancel', owner, 'Refunded by hand in the Stripe dashboard');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    expect(res.json().refundable).toBe((receivedOf(order) / 100).toFixed(2));
    expect(await variantStock(t.db, variantId)).toBe(stock);
    const [email] = await emailsOf(order.id);
    expect(email!.text).toContain('We will contact you about the payment you made.');
    expect(email!.text).not.toContain('You were not charged');
    expect(email!.text).not.toContain('Stripe dashboard');
    // The money can still go back from the order's refund form.
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      cookies: owner,
      payload: { amount: '10.00', reason: 'Part back' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().order.paymentStatus).toBe('partially_refunded');
  });

  it('happens once under a double click, whichever two decisions arrive together', async () => {
    for (const [first, second] of [
      ['accept', 'accept'],
      ['refund', 'refund'],
      ['accept', 'refund'],
      ['cancel', 'refund'],
    ]) {
      const stock = await variantStock(t.db, variantId);
      const { order } = await hold();
      const results = await Promise.all([decide(order.id, first!), decide(order.id, second!)]);
      expect(results.map((r) => r.statusCode).sort(), `${first} + ${second}`).toEqual([200, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
        'This order has no payment waiting for review',
      );
      const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
      const refundRows = await t.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id));
      expect(refundRows.length).toBeLessThanOrEqual(1);
      expect(await emailsOf(order.id)).toHaveLength(1);
      expect(
        await t.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.subjectId, String(order.id))),
        `${first} + ${second}`,
      ).toHaveLength(1);
      const won = results.find((r) => r.statusCode === 200)!.json().order.status;
      expect(stored!.status).toBe(won);
      expect(await variantStock(t.db, variantId)).toBe(won === 'cancelled' ? stock : stock - 2);
    }
  });

  it('is for staff who manage orders; refunding it is for staff who may refund', async () => {
    const packer = await signedInStaff(t, 'review-packer', 'fulfillment');
    const helpdesk = await signedInStaff(t, 'review-helpdesk', 'support');
    const { order } = await hold();
    for (const cookies of [packer, helpdesk]) {
      for (const action of ['accept', 'refund', 'cancel']) {
        const res = await decide(order.id, action, cookies);
        expect(res.statusCode, action).toBe(403);
        expect(res.json()).toEqual({ message: 'Your role cannot do this' });
      }
    }
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      status: 'awaiting_payment',
      paymentStatus: 'in_review',
    });
    expect((await decide(999_999, 'accept')).statusCode).toBe(404);
    const manager = await signedInStaff(t, 'review-manager', 'manager');
    expect((await decide(order.id, 'refund', manager)).statusCode).toBe(200);
  });
});
