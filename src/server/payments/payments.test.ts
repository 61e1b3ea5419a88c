// Paying for an order on the demo payment page, through the real routes: the order awaits
// payment holding its stock; Pay confirms it once (one charge in the ledger, one email);
// Decline, Cancel and an expired page release it once; whatever arrives twice or at the same
// moment changes nothing more; and a provider that cannot open a page holds nothing.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPaymentSessions, emailOutbox, orderEvents, orders, paymentLedger, payments } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import {
  addGiftCard,
  addTestProduct,
  choosePayment,
  customer,
  postOrder,
  variantGid,
  variantStock,
  viewPayment,
} from '../test/orders-fixtures';
import { createDemoProvider } from './demo-provider';
import type { PaymentProvider } from '../ports/payment-provider';
import { paymentDepsOf, PAYMENT_PAGE_UNAVAILABLE, sweepExpiredPayments } from './service';

describe('paying for an order on the demo payment page', () => {
  let t: TestApp;
  let variantId: number;
  const STOCK = 50;

  beforeAll(async () => {
    t = await createTestApp();
    const product = await addTestProduct(t.db, 'paid-dress', [
      { size: 'M', color: 'Red', priceCents: 4000, stock: STOCK },
    ]);
    variantId = product.variants.get('M:Red')!;
  });
  afterAll(() => t.close());

  const body = (extra: Record<string, unknown> = {}) => ({
    customer,
    items: [{ variantId: variantGid(variantId), quantity: 2 }],
    ...extra,
  });

  async function place(extra: Record<string, unknown> = {}) {
    const res = await postOrder(t.app, body(extra));
    expect(res.statusCode).toBe(201);
    return res.json<{
      order: { id: number; status: string; total: string; trackingNumber: string };
      emailSent: boolean;
      paymentUrl: string;
      paymentToken: string;
    }>();
  }

  const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const events = async (id: number) =>
    await t.db
      .select({ status: orderEvents.status, note: orderEvents.note })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.kind, 'status')))
      .orderBy(orderEvents.id);
  const emailsOf = (id: number) => t.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, id));
  const ledgerOf = (id: number) => t.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, id));
  const view = (token: string) => viewPayment(t.app, token);

  it('places the order awaiting payment, holding its stock, and answers the demo payment page', async () => {
    const before = await variantStock(t.db, variantId);
    const placed = await place();
    expect(placed.order.status).toBe('awaiting_payment');
    expect(placed.emailSent).toBe(false);
    expect(placed.paymentUrl).toBe(`/checkout/pay/${placed.paymentToken}`);
    expect(placed.paymentToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await variantStock(t.db, variantId)).toBe(before - 2);
    expect(await emailsOf(placed.order.id)).toEqual([]);
    expect(await events(placed.order.id)).toEqual([
      { status: 'awaiting_payment', note: 'Order placed; awaiting payment' },
    ]);
    // The page's session was written with the order and its payment, as the answer names it.
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, placed.order.id));
    expect(payment).toMatchObject({ token: placed.paymentToken, checkoutUrl: placed.paymentUrl, status: 'open' });
    const [session] = await t.db
      .select()
      .from(demoPaymentSessions)
      .where(eq(demoPaymentSessions.id, payment!.providerSessionId!));
    expect(session).toMatchObject({
      status: 'open',
      amountCents: payment!.amountCents,
      currency: 'usd',
      reference: placed.order.trackingNumber,
      expiresAt: payment!.expiresAt,
    });

    const page = await view(placed.paymentToken);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.json()).toMatchObject({
      provider: 'demo',
      status: 'open',
      amount: placed.order.total,
      currency: 'usd',
      order: { trackingNumber: placed.order.trackingNumber, status: 'awaiting_payment' },
    });
  });

  it('Pay confirms the order once: one charge, one email, "Payment received" on its timeline', async () => {
    const placed = await place();
    const paid = await Promise.all([1, 2, 3].map(() => choosePayment(t.app, placed.paymentToken, 'pay')));
    for (const answer of paid) expect(answer.json()).toMatchObject({ status: 'paid', order: { status: 'pending' } });

    expect((await orderRow(placed.order.id)).status).toBe('pending');
    expect(await events(placed.order.id)).toEqual([
      { status: 'awaiting_payment', note: 'Order placed; awaiting payment' },
      { status: 'pending', note: 'Payment received' },
    ]);
    const ledger = await ledgerOf(placed.order.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      kind: 'charge',
      amountCents: Math.round(Number(placed.order.total) * 100),
      currency: 'usd',
      provider: 'demo',
    });
    const emails = await emailsOf(placed.order.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toContain(placed.order.trackingNumber);

    // Cancel and Decline after payment change nothing.
    expect((await choosePayment(t.app, placed.paymentToken, 'cancel')).json().status).toBe('paid');
    expect((await choosePayment(t.app, placed.paymentToken, 'decline')).json().status).toBe('paid');
    expect((await orderRow(placed.order.id)).status).toBe('pending');
    expect(await ledgerOf(placed.order.id)).toHaveLength(1);
  });

  it('Decline and Cancel release the order once: its stock, promotion use and gift-card amount come back', async () => {
    await addGiftCard(t.db, 'TJ-PAY1-PAY1-PAY1', '10.00');
    for (const choice of ['decline', 'cancel'] as const) {
      const before = await variantStock(t.db, variantId);
      const placed = await place({ giftCardCode: choice === 'decline' ? 'TJ-PAY1-PAY1-PAY1' : undefined });
      expect(await variantStock(t.db, variantId)).toBe(before - 2);

      const answers = await Promise.all([
        choosePayment(t.app, placed.paymentToken, choice),
        choosePayment(t.app, placed.paymentToken, choice),
      ]);
      const status = choice === 'decline' ? 'declined' : 'cancelled';
      for (const answer of answers) expect(answer.json()).toMatchObject({ status, order: { status: 'cancelled' } });
      expect(await variantStock(t.db, variantId)).toBe(before);
      expect((await events(placed.order.id)).at(-1)).toEqual({
        status: 'cancelled',
        note: `Payment ${status}; the order was released`,
      });
      expect(await emailsOf(placed.order.id)).toEqual([]);
      expect(await ledgerOf(placed.order.id)).toEqual([]);
      // A late Pay finds the page closed.
      expect((await choosePayment(t.app, placed.paymentToken, 'pay')).json().status).toBe(status);
    }
    const balance = await t.db.execute(sql`select balance from gift_cards where code = 'TJ-PAY1-PAY1-PAY1'`);
    expect((balance as unknown as { rows: Array<{ balance: string }> }).rows[0]!.balance).toBe('10.00');
  });

  it('Pay and Cancel at the same moment: one of them wins, and stock, ledger and email agree with it (10 runs)', async () => {
    for (let run = 0; run < 10; run++) {
      const before = await variantStock(t.db, variantId);
      const placed = await place();
      const [pay, cancel] = await Promise.all([
        choosePayment(t.app, placed.paymentToken, 'pay'),
        choosePayment(t.app, placed.paymentToken, 'cancel'),
      ]);
      const final = (await view(placed.paymentToken)).json().status as string;
      expect(['paid', 'cancelled']).toContain(final);
      // Both answers show the one outcome.
      expect(pay.json().status).toBe(final);
      expect(cancel.json().status).toBe(final);
      const paid = final === 'paid';
      expect((await orderRow(placed.order.id)).status).toBe(paid ? 'pending' : 'cancelled');
      expect(await variantStock(t.db, variantId)).toBe(paid ? before - 2 : before);
      expect(await ledgerOf(placed.order.id)).toHaveLength(paid ? 1 : 0);
      expect(await emailsOf(placed.order.id)).toHaveLength(paid ? 1 : 0);
    }
  });

  it('a Pay that finds the session already ended by a Cancel not yet recorded answers cancelled, as the Cancel will', async () => {
    const placed = await place();
    const payment = (await t.db.select().from(payments).where(eq(payments.orderId, placed.order.id)))[0]!;
    // The first half of a Cancel: the provider's session is ended, the store has not recorded it yet.
    await createDemoProvider(t.db).expireSession(payment.providerSessionId!);
    const pay = await choosePayment(t.app, placed.paymentToken, 'pay');
    expect(pay.json()).toMatchObject({ status: 'cancelled', order: { status: 'cancelled' } });
    expect((await choosePayment(t.app, placed.paymentToken, 'cancel')).json().status).toBe('cancelled');
    expect(await ledgerOf(placed.order.id)).toEqual([]);
  });

  it('a replay of the same checkout attempt answers the same payment page', async () => {
    const key = crypto.randomUUID();
    const first = await postOrder(t.app, body(), key);
    const again = await postOrder(t.app, body(), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      paymentUrl: first.json().paymentUrl,
      paymentToken: first.json().paymentToken,
    });
    // Once that payment is declined, the attempt cannot be paid again: a new one is needed.
    await choosePayment(t.app, first.json().paymentToken, 'decline');
    const late = await postOrder(t.app, body(), key);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/payment did not go through/);
  });

  it('an order a gift card pays in full is confirmed at once, with no payment page', async () => {
    await addGiftCard(t.db, 'TJ-FULL-FULL-FULL', '500.00');
    const placed = await place({ giftCardCode: 'TJ-FULL-FULL-FULL' });
    expect(placed).toMatchObject({ paymentUrl: null, paymentToken: null, order: { status: 'pending', total: '0.00' } });
    expect(await emailsOf(placed.order.id)).toHaveLength(1);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, placed.order.id))).toEqual([]);
  });

  it('an unknown or malformed token is not found, and changes nothing', async () => {
    expect((await view('A'.repeat(32))).statusCode).toBe(404);
    expect((await choosePayment(t.app, 'A'.repeat(32), 'pay')).statusCode).toBe(404);
    expect((await view('not a token')).statusCode).toBe(400);
  });

  it('the sweeper releases orders whose payment page expired, once, even when two processes sweep at once', async () => {
    const before = await variantStock(t.db, variantId);
    const placed = await place();
    // Every page still open in this store expires by then, each holding 2 units.
    const open = (await t.db.select().from(payments).where(eq(payments.status, 'open'))).length;
    const later = new Date(Date.now() + 31 * 60_000);
    const deps = paymentDepsOf(t.app, {
      database: t.database,
      payments: createDemoProvider(t.db),
      mailer: t.mailer,
      config: t.config,
    });
    const [a, b] = await Promise.all([sweepExpiredPayments(deps, later), sweepExpiredPayments(deps, later)]);
    expect(a + b).toBeGreaterThanOrEqual(open);
    expect((await orderRow(placed.order.id)).status).toBe('cancelled');
    expect(await variantStock(t.db, variantId)).toBe(before - 2 + 2 * open);
    expect(await t.db.select().from(payments).where(eq(payments.status, 'open'))).toEqual([]);
    expect((await view(placed.paymentToken)).json().status).toBe('expired');
    expect((await events(placed.order.id)).filter((e) => e.status === 'cancelled')).toHaveLength(1);
  });
});

describe('a payment provider that cannot open a page', () => {
  let t: TestApp;
  let variantId: number;
  const down: PaymentProvider = {
    name: 'demo',
    info: { provider: 'demo', mode: 'demo' },
    createSession: () => Promise.reject(new Error('connect ECONNREFUSED')),
    retrieveSession: () => Promise.reject(new Error('connect ECONNREFUSED')),
    expireSession: () => Promise.reject(new Error('connect ECONNREFUSED')),
    refund: () => Promise.reject(new Error('connect ECONNREFUSED')),
  };

  beforeAll(async () => {
    t = await createTestApp({ payments: down });
    variantId = (
      await addTestProduct(t.db, 'unpaid-coat', [{ size: 'L', color: 'Blue', priceCents: 9000, stock: 3 }])
    ).variants.get('L:Blue')!;
  });
  afterAll(() => t.close());

  it('answers 503 with a clear message and holds nothing', async () => {
    const res = await postOrder(t.app, { customer, items: [{ variantId: variantGid(variantId), quantity: 3 }] });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: PAYMENT_PAGE_UNAVAILABLE });
    expect(res.headers['retry-after']).toBe('5');
    expect(await variantStock(t.db, variantId)).toBe(3);
    const [order] = await t.db.select().from(orders);
    expect(order!.status).toBe('cancelled');
  });
});
