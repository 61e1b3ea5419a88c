// Giving money back through Stripe (the real SDK against the fake Stripe): a staff cancel
// refunds what was paid and returns the gift-card part to the card; part refunds never
// exceed the payment, however many arrive at once; a refund Stripe does not take stays
// pending and is sent again, once; a refund made in Stripe's dashboard is recorded; and the
// ledger always says what was paid and given back.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards, paymentLedger, payments, refunds } from '../db/schema';
import { createStaff } from '../staff-auth/service';
import { STAFF_SESSION_COOKIE } from '../staff-auth/sessions';
import { startFakeStripe, type FakeStripe } from '../test/fake-stripe';
import { createTestApp, type TestApp } from '../test/harness';
import { addGiftCard, addTestProduct, customer, postOrder, variantGid, variantStock } from '../test/orders-fixtures';
import { sendRefundJob } from './refunds';
import { paymentDepsOf } from './service';
import { createStripeProvider } from './stripe-provider';

const WEBHOOK_SECRET = 'whsec_refund_tests';
const RUNS = 20;

let t: TestApp;
let fake: FakeStripe;
let variantId: number;
let cookie: string;
let provider: ReturnType<typeof createStripeProvider>;

beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET, webhookRetryDelaysMs: [20] });
  const env = { STRIPE_SECRET_KEY: fake.apiKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url };
  provider = createStripeProvider({
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
  variantId = (
    await addTestProduct(t.db, 'refund-coat', [{ size: 'L', color: 'Camel', priceCents: 12_000, stock: 10_000 }])
  ).variants.get('L:Camel')!;
  await createStaff(t.db, { username: 'refunds', email: 'refunds@store.test', password: 'refunds-password' });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'refunds', password: 'refunds-password' },
  });
  cookie = login.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value;
});
afterAll(async () => {
  await fake?.close();
  await t?.close();
});

/** A paid order: placed, paid on Stripe's page, confirmed by the webhook. */
async function paidOrder(extra: Record<string, unknown> = {}) {
  const placed = await postOrder(t.app, {
    customer,
    items: [{ variantId: variantGid(variantId), quantity: 1 }],
    ...extra,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { order, paymentToken } = placed.json<{ order: { id: number; total: string }; paymentToken: string }>();
  const [payment] = await t.db.select().from(payments).where(eq(payments.token, paymentToken));
  fake.pay(payment!.providerSessionId!);
  await fake.settled();
  const [paid] = await t.db.select().from(payments).where(eq(payments.token, paymentToken));
  expect(paid!.status).toBe('paid');
  return { id: order.id, paidCents: paid!.amountCents, intent: paid!.providerPaymentId!, paymentId: paid!.id };
}

const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, cookies: { [STAFF_SESSION_COOKIE]: cookie }, ...(payload ? { payload } : {}) });
const cancel = (id: number) =>
  staff('POST', `/api/admin/orders/${id}/status`, { status: 'cancelled', note: 'Out of stock in the warehouse' });
const refundPart = (id: number, amount: string) =>
  staff('POST', `/api/admin/orders/${id}/refunds`, { amount, reason: 'Damaged in transit' });

/** Paid minus refunded in the ledger, against the payment and its succeeded refunds. */
async function expectLedgerBalances(paymentId: number) {
  const [money] = (
    (await t.db.execute(sql`
    select
      (select coalesce(sum(amount_cents) filter (where kind = 'charge'), 0) - coalesce(sum(amount_cents) filter (where kind = 'refund'), 0) from payment_ledger where payment_id = ${paymentId})::int as ledger,
      (select amount_cents from payments where id = ${paymentId}) - (select coalesce(sum(amount_cents), 0) from refunds where payment_id = ${paymentId} and status = 'succeeded')::int as kept`)) as unknown as {
      rows: Array<{ ledger: number; kept: number }>;
    }
  ).rows;
  expect(money!.ledger).toBe(money!.kept);
}

describe('refunds through Stripe', () => {
  it('cancelling a paid order refunds what was paid and returns the gift-card part to the card', async () => {
    await addGiftCard(t.db, 'TJ-RFND-RFND-RFND', '20.00');
    const before = await variantStock(t.db, variantId);
    const order = await paidOrder({ giftCardCode: 'TJ-RFND-RFND-RFND' });
    const res = await cancel(order.id);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail.order.status).toBe('cancelled');
    expect(detail.refunds).toEqual([
      expect.objectContaining({
        amount: (order.paidCents / 100).toFixed(2),
        status: 'succeeded',
        reason: 'Out of stock in the warehouse',
        providerRefundId: expect.stringMatching(/^re_/),
      }),
    ]);
    expect(detail.refundable).toBe('0.00');
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === order.intent).map((r) => r.amount)).toEqual([
      order.paidCents,
    ]);
    const [card] = await t.db.select().from(giftCards).where(eq(giftCards.code, 'TJ-RFND-RFND-RFND'));
    expect(card!.balance).toBe('20.00');
    expect(await variantStock(t.db, variantId)).toBe(before);
    // A second cancel is refused and refunds nothing more.
    expect((await cancel(order.id)).statusCode).toBe(409);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === order.intent)).toHaveLength(1);
    await expectLedgerBalances(order.paymentId);
  });

  it(`part refunds that together exceed the payment: only what was paid is refunded (${RUNS} runs)`, async () => {
    for (let run = 0; run < RUNS; run++) {
      const order = await paidOrder();
      const third = Math.floor(order.paidCents / 3) + 1;
      const answers = await Promise.all([1, 2, 3].map(() => refundPart(order.id, (third / 100).toFixed(2))));
      const accepted = answers.filter((a) => a.statusCode === 200);
      expect(accepted).toHaveLength(2);
      expect(answers.filter((a) => a.statusCode === 409)[0]!.json().message).toMatch(
        /^Only \d+\.\d\d is left to refund$/,
      );
      const made = [...fake.refunds.values()].filter((r) => r.payment_intent === order.intent);
      expect(made.reduce((sum, r) => sum + r.amount, 0)).toBe(2 * third);
      await expectLedgerBalances(order.paymentId);
    }
  });

  it('a refund Stripe does not take stays pending, and is sent again once it does', async () => {
    const order = await paidOrder();
    fake.failNext(1, 500);
    const res = await refundPart(order.id, '10.00');
    expect(res.statusCode).toBe(200);
    expect(res.json().refunds).toEqual([
      expect.objectContaining({ status: 'pending', lastError: expect.stringContaining('Stripe could not refund') }),
    ]);
    expect(await t.db.select().from(paymentLedger).where(eq(paymentLedger.paymentId, order.paymentId))).toHaveLength(1);

    const deps = paymentDepsOf(t.app, { database: t.database, payments: provider, mailer: t.mailer, config: t.config });
    const [pending] = await t.db.select().from(refunds).where(eq(refunds.paymentId, order.paymentId));
    const firstRetry = { retries: 0, lastTry: false };
    // Its job, not yet due: nothing is sent, and the job is to be tried again.
    await expect(sendRefundJob(deps, pending!.id, firstRetry, new Date())).rejects.toThrow();
    const later = new Date(Date.now() + 2 * 60_000);
    // The job run twice at once (a worker thought dead): one of them sends it.
    await Promise.allSettled([
      sendRefundJob(deps, pending!.id, firstRetry, later),
      sendRefundJob(deps, pending!.id, firstRetry, later),
    ]);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.paymentId, order.paymentId));
    expect(refund).toMatchObject({ status: 'succeeded', lastError: null, attempts: 2 });
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === order.intent).map((r) => r.amount)).toEqual([
      1000,
    ]);
    await expectLedgerBalances(order.paymentId);
  });

  it('a refund made in Stripe’s dashboard is recorded from its webhook', async () => {
    const order = await paidOrder();
    fake.dashboardRefund(order.intent, { amount: 2500 });
    await fake.settled();
    const detail = (await staff('GET', `/api/admin/orders/${order.id}`)).json();
    expect(detail.refunds).toEqual([
      expect.objectContaining({ amount: '25.00', status: 'succeeded', reason: 'Refunded outside the store' }),
    ]);
    expect(detail.refundable).toBe(((order.paidCents - 2500) / 100).toFixed(2));
    expect(detail.payments).toEqual([
      expect.objectContaining({ provider: 'stripe', status: 'paid', providerPaymentId: order.intent }),
    ]);
    await expectLedgerBalances(order.paymentId);
  });

  it('refusals name the field: nothing paid, more than is left, not money', async () => {
    const order = await paidOrder();
    expect((await refundPart(order.id, ((order.paidCents + 1) / 100).toFixed(2))).json()).toMatchObject({
      errors: [{ path: 'amount' }],
    });
    const bad = await refundPart(order.id, 'ten');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('amount');
    expect((await refundPart(999_999, '1.00')).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.id}/refunds`,
          payload: { amount: '1.00' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
