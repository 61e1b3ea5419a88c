// Staff cancel an order that is still waiting for its payment: what it holds (stock, gift-card
// amount, promotion use) is for sale again at once, its payment page is closed, the shopper is
// told nothing was charged, and a double click cancels once. A payment that gets through all
// the same (the shopper paid on Stripe's page a moment before, or Stripe did not answer the
// close) is refunded in full by itself, with the charge and the refund in the ledger.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, giftCards, orders, paymentLedger, payments, discounts, refunds } from '../db/schema';
import { startFakeStripe, type FakeStripe } from '../test/fake-stripe';
import { createTestApp, type TestApp } from '../test/harness';
import {
  addGiftCard,
  addTestProduct,
  anotherShopper,
  choosePayment,
  postOrder,
  variantGid,
  variantStock,
  viewPayment,
} from '../test/orders-fixtures';
import { signedInStaff } from '../test/staff';
import { createStripeProvider } from '../payments/stripe-provider';
import { percentCodes } from '../test/discount-fixtures';

const cancel = (t: TestApp, cookies: Record<string, string>, orderId: number, note?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    cookies,
    payload: { status: 'cancelled', ...(note ? { note } : {}) },
  });
const emailsOf = (t: TestApp, orderId: number) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId)).orderBy(emailOutbox.id);

describe('staff cancel an order awaiting payment (demo payments)', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let variantId: number;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedInStaff(t, 'unpaid-owner');
    variantId = (
      await addTestProduct(t.db, 'unpaid-coat', [{ size: 'M', color: 'Camel', priceCents: 6000, stock: 10 }])
    ).variants.get('M:Camel')!;
    await t.db.insert(discounts).values(percentCodes({ code: 'HOLD5', percentOff: 5, usageLimit: 10 }));
  });
  afterAll(() => t?.close());

  it('gives back the stock, the gift-card amount and the promotion at once, closes the page and tells the shopper', async () => {
    await addGiftCard(t.db, 'TJ-HOLD-HOLD-0001', '20.00');
    const stock = await variantStock(t.db, variantId);
    const placed = await postOrder(t.app, {
      customer: anotherShopper(),
      items: [{ variantId: variantGid(variantId), quantity: 2 }],
      giftCardCode: 'TJ-HOLD-HOLD-0001',
      promoCode: 'hold5',
    });
    expect(placed.statusCode).toBe(201);
    const { order, paymentToken } = placed.json();
    expect(await variantStock(t.db, variantId)).toBe(stock - 2);

    const res = await cancel(t, owner, order.id, 'Looks like a hoard');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(res.json().events.at(-1)).toMatchObject({
      kind: 'status',
      status: 'cancelled',
      note: 'Looks like a hoard',
      adminUsername: 'unpaid-owner',
    });
    expect(res.json().allowedTransitions).toEqual([]);
    expect(await variantStock(t.db, variantId)).toBe(stock);
    expect((await t.db.select().from(giftCards).where(eq(giftCards.code, 'TJ-HOLD-HOLD-0001')))[0]!.balance).toBe(
      '20.00',
    );
    expect((await t.db.select().from(discounts).where(eq(discounts.code, 'HOLD5')))[0]!.usedCount).toBe(0);

    // The page is closed: Pay there takes nothing.
    expect((await viewPayment(t.app, paymentToken)).json()).toMatchObject({
      status: 'cancelled',
      order: { status: 'cancelled' },
    });
    expect((await choosePayment(t.app, paymentToken, 'pay')).json().status).toBe('cancelled');
    expect(await t.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, order.id))).toEqual([]);

    const [email] = await emailsOf(t, order.id);
    expect(email).toMatchObject({ subject: expect.stringContaining(`order ${order.trackingNumber} was cancelled`) });
    expect(email!.text).toContain('$20.00 is back on your gift card ending 0001');
    expect(email!.text).not.toContain('Looks like a hoard');
    expect(await emailsOf(t, order.id)).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/track/${order.trackingNumber}` })).json().order.status,
    ).toBe('cancelled');
  });

  it('says the shopper was not charged when no gift card paid part of it', async () => {
    const placed = (
      await postOrder(t.app, { customer: anotherShopper(), items: [{ variantId: variantGid(variantId), quantity: 1 }] })
    ).json();
    expect((await cancel(t, owner, placed.order.id)).statusCode).toBe(200);
    expect((await emailsOf(t, placed.order.id))[0]!.text).toContain('You were not charged for this order.');
  });

  it('cancels once under a double click: one 200, one 409, the stock back once, one email', async () => {
    const stock = await variantStock(t.db, variantId);
    const { order } = (
      await postOrder(t.app, { customer: anotherShopper(), items: [{ variantId: variantGid(variantId), quantity: 3 }] })
    ).json();
    const results = await Promise.all([cancel(t, owner, order.id), cancel(t, owner, order.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
      'Cannot change an order from cancelled to cancelled',
    );
    expect(await variantStock(t.db, variantId)).toBe(stock);
    expect(await emailsOf(t, order.id)).toHaveLength(1);
  });

  it('is for staff who manage orders: a packer and support are refused, and nothing changes', async () => {
    const packer = await signedInStaff(t, 'unpaid-packer', 'fulfillment');
    const helpdesk = await signedInStaff(t, 'unpaid-helpdesk', 'support');
    const stock = await variantStock(t.db, variantId);
    const { order } = (
      await postOrder(t.app, { customer: anotherShopper(), items: [{ variantId: variantGid(variantId), quantity: 1 }] })
    ).json();
    expect((await cancel(t, packer, order.id)).statusCode).toBe(403);
    expect((await cancel(t, helpdesk, order.id)).statusCode).toBe(403);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('awaiting_payment');
    expect(await variantStock(t.db, variantId)).toBe(stock - 1);
  });
});

describe('staff cancel an order awaiting payment (Stripe)', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let owner: Record<string, string>;
  let variantId: number;

  beforeAll(async () => {
    fake = await startFakeStripe({ webhookSecret: 'whsec_cancel_tests', webhookRetryDelaysMs: [20] });
    const env = {
      STRIPE_SECRET_KEY: fake.apiKey,
      STRIPE_WEBHOOK_SECRET: 'whsec_cancel_tests',
      STRIPE_API_URL: fake.url,
    };
    const provider = createStripeProvider({
      secretKey: fake.apiKey,
      apiUrl: new URL(fake.url),
      publicUrl: 'http://127.0.0.1:3000',
      timeoutMs: 1_000,
      maxNetworkRetries: 0,
    });
    t = await createTestApp({ env, payments: provider });
    fake.sendWebhooksTo((request) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        payload: request.body,
        headers: request.headers,
      }),
    );
    owner = await signedInStaff(t, 'stripe-cancel-owner');
    variantId = (
      await addTestProduct(t.db, 'stripe-cancel-boots', [{ size: '8', color: 'Brown', priceCents: 9000, stock: 10 }])
    ).variants.get('8:Brown')!;
  });
  afterAll(async () => {
    await fake?.close();
    await t?.close();
  });

  async function place() {
    const res = await postOrder(t.app, {
      customer: anotherShopper(),
      items: [{ variantId: variantGid(variantId), quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order, paymentToken } = res.json<{ order: { id: number; total: string }; paymentToken: string }>();
    const [payment] = await t.db.select().from(payments).where(eq(payments.token, paymentToken));
    return {
      order,
      paymentToken,
      sessionId: payment!.providerSessionId!,
      cents: Math.round(Number(order.total) * 100),
    };
  }

  /** The money came and went back: one charge and one refund of it in the ledger, the refund made. */
  async function expectRefundedInFull(orderId: number, cents: number) {
    const ledger = await t.db
      .select()
      .from(paymentLedger)
      .where(eq(paymentLedger.orderId, orderId))
      .orderBy(paymentLedger.id);
    expect(ledger.map((row) => ({ kind: row.kind, amountCents: row.amountCents }))).toEqual([
      { kind: 'charge', amountCents: cents },
      { kind: 'refund', amountCents: cents },
    ]);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(
      await t.db
        .select({ status: refunds.status, amountCents: refunds.amountCents })
        .from(refunds)
        .where(eq(refunds.paymentId, payment!.id)),
    ).toEqual([{ status: 'succeeded', amountCents: cents }]);
    expect(
      [...fake.refunds.values()]
        .filter((refund) => refund.payment_intent === payment!.providerPaymentId)
        .map((refund) => refund.amount),
    ).toEqual([cents]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  }

  it('ends the Stripe session, so the shopper can no longer pay there', async () => {
    const placed = await place();
    expect((await cancel(t, owner, placed.order.id)).statusCode).toBe(200);
    expect(fake.sessions.get(placed.sessionId)!.status).toBe('expired');
    expect((await t.db.select().from(payments).where(eq(payments.token, placed.paymentToken)))[0]!.status).toBe(
      'cancelled',
    );
    await fake.settled();
    expect(await t.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, placed.order.id))).toEqual([]);
  });

  it('refunds in full a payment made on the page just before the cancel, whose webhook had not arrived', async () => {
    const stock = await variantStock(t.db, variantId);
    const placed = await place();
    fake.drop();
    fake.pay(placed.sessionId);
    await fake.settled();
    fake.drop(false);

    const res = await cancel(t, owner, placed.order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    await expectRefundedInFull(placed.order.id, placed.cents);
    expect(await variantStock(t.db, variantId)).toBe(stock);
    const emails = await emailsOf(t, placed.order.id);
    expect(emails.map((email) => email.subject)).toEqual([
      expect.stringContaining('was cancelled'),
      expect.stringContaining('was cancelled'),
    ]);
    expect(emails[1]!.text).toContain(
      'Your payment arrived after the order had been cancelled, so it is refunded in full.',
    );
    expect(emails[1]!.text).toContain(
      `We are refunding $${(placed.cents / 100).toFixed(2)} to your original payment method.`,
    );
  });

  it('cancels when Stripe does not answer, and refunds the payment its webhook brings later', async () => {
    const stock = await variantStock(t.db, variantId);
    const placed = await place();
    fake.failNext(1, 500, { shouldRetry: false });
    const res = await cancel(t, owner, placed.order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(await variantStock(t.db, variantId)).toBe(stock);
    // The page stayed open on Stripe's side, and the shopper paid there.
    fake.pay(placed.sessionId);
    await fake.settled();
    await expectRefundedInFull(placed.order.id, placed.cents);
    // Stock given back once, never twice.
    expect(await variantStock(t.db, variantId)).toBe(stock);
    expect(await emailsOf(t, placed.order.id)).toHaveLength(2);
  });
});
