// Paying on Stripe Checkout, with the real `stripe` SDK against the fake Stripe on loopback:
// the session carries the server's prices, and every road to the outcome (the webhook, the
// shopper's return, both at once, twice, out of order, never) ends in one state with one
// charge, one email and one stock movement.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, orders, paymentEvents, paymentLedger, payments } from '../db/schema';
import Stripe from 'stripe';
import { startFakeStripe, type FakeStripe } from '../test/fake-stripe';
import { signature as fakeSignature } from '../test/fake-stripe/webhooks';
import { createTestApp, type TestApp } from '../test/harness';
import {
  addTestProduct,
  choosePayment,
  customer,
  postOrder,
  variantGid,
  variantStock,
  viewPayment,
} from '../test/orders-fixtures';
import { paymentDepsOf, PAYMENT_PAGE_UNAVAILABLE, sweepExpiredPayments } from './service';
import { createStripeProvider } from './stripe-provider';

const WEBHOOK_SECRET = 'whsec_store_tests';
const RUNS = 20;

let t: TestApp;
let fake: FakeStripe;
let variantId: number;

beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET, webhookRetryDelaysMs: [20, 40] });
  const env = { STRIPE_SECRET_KEY: fake.apiKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url };
  // A short timeout, so a Stripe that does not answer fails the placement quickly.
  const provider = createStripeProvider({
    secretKey: fake.apiKey,
    apiUrl: new URL(fake.url),
    publicUrl: 'http://127.0.0.1:3000',
    timeoutMs: 1_000,
    maxNetworkRetries: 1,
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
    await addTestProduct(t.db, 'stripe-dress', [{ size: 'M', color: 'Green', priceCents: 4500, stock: 10_000 }])
  ).variants.get('M:Green')!;
});
afterAll(async () => {
  await fake?.close();
  await t?.close();
});
afterEach(async () => {
  await fake.settled();
  for (const off of [fake.drop, fake.duplicate, fake.reorder]) off(false);
  fake.delay(0);
  await fake.settled();
});

async function place(quantity = 1) {
  const res = await postOrder(t.app, { customer, items: [{ variantId: variantGid(variantId), quantity }] });
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json<{
    order: { id: number; total: string; trackingNumber: string; status: string };
    paymentUrl: string;
    paymentToken: string;
  }>();
  const [payment] = await t.db.select().from(payments).where(eq(payments.token, placed.paymentToken));
  return { ...placed, sessionId: payment!.providerSessionId!, cents: Math.round(Number(placed.order.total) * 100) };
}

const orderStatus = async (id: number) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
const ledgerOf = (id: number) => t.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, id));
const emailsOf = (id: number) => t.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, id));
const returnTo = (token: string) => viewPayment(t.app, token);

/** One charge, one confirmation, the order confirmed: what every road to "paid" must leave. */
async function expectPaidOnce(placed: Awaited<ReturnType<typeof place>>) {
  expect(await orderStatus(placed.order.id)).toBe('pending');
  const ledger = await ledgerOf(placed.order.id);
  expect(ledger).toHaveLength(1);
  expect(ledger[0]).toMatchObject({
    kind: 'charge',
    amountCents: placed.cents,
    provider: 'stripe',
    providerReference: expect.stringMatching(/^pi_/),
  });
  expect(await emailsOf(placed.order.id)).toHaveLength(1);
}

describe('Stripe Checkout', () => {
  it('opens a session with the server’s total in cents, the order number and a 30-minute expiry', async () => {
    const placed = await place(2);
    expect(placed.order.status).toBe('awaiting_payment');
    expect(placed.paymentUrl).toBe(fake.sessions.get(placed.sessionId)!.url);
    const create = fake.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST').at(-1)!;
    expect(create.idempotencyKey).toMatch(/^payment-\d+-/);
    const session = fake.sessions.get(placed.sessionId)!;
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: placed.cents,
      currency: 'usd',
      client_reference_id: placed.order.trackingNumber,
      metadata: { order_id: String(placed.order.id), payment_token: placed.paymentToken },
    });
    expect(session.success_url).toBe(`http://127.0.0.1:3000/checkout/success?payment=${placed.paymentToken}`);
    expect(session.cancel_url).toBe(`http://127.0.0.1:3000/checkout?payment=${placed.paymentToken}&cancelled=1`);
    expect(session.expires_at - session.created).toBeGreaterThanOrEqual(30 * 60);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/provider' })).json()).toEqual({
      provider: 'stripe',
      mode: 'test',
    });
  });

  it('the webhook confirms a paid order once', async () => {
    const placed = await place();
    fake.pay(placed.sessionId);
    await fake.settled();
    await expectPaidOnce(placed);
    expect((await returnTo(placed.paymentToken)).json()).toMatchObject({
      status: 'paid',
      order: { status: 'pending' },
    });
  });

  it('the shopper’s return confirms it when the webhook never comes', async () => {
    fake.drop();
    const placed = await place();
    fake.pay(placed.sessionId);
    expect((await returnTo(placed.paymentToken)).json()).toMatchObject({ status: 'paid' });
    await expectPaidOnce(placed);
  });

  it(`webhook and return at the same moment, and duplicate deliveries: one charge, one email (${RUNS} runs)`, async () => {
    fake.duplicate();
    for (let run = 0; run < RUNS; run++) {
      const placed = await place();
      fake.pay(placed.sessionId);
      await Promise.all([returnTo(placed.paymentToken), returnTo(placed.paymentToken), fake.settled()]);
      await expectPaidOnce(placed);
    }
  });

  it(`events out of order: a late "expired" after the payment changes nothing (${RUNS} runs)`, async () => {
    for (let run = 0; run < RUNS; run++) {
      fake.reorder();
      const placed = await place();
      fake.pay(placed.sessionId);
      // Held events go out newest first; then a stale "expired" for the same session arrives.
      fake.reorder(false);
      await fake.settled();
      const completed = fake.events.find(
        (e) => e.type === 'checkout.session.completed' && (e.data.object as { id: string }).id === placed.sessionId,
      )!;
      const stale = JSON.stringify({
        ...completed,
        id: `evt_stale_${placed.order.id}`,
        type: 'checkout.session.expired',
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        payload: stale,
        headers: signedHeaders(stale),
      });
      expect(res.json()).toEqual({ received: true, result: 'applied' });
      await expectPaidOnce(placed);
    }
  });

  it('Cancel on Stripe’s page ends the session and releases the order once', async () => {
    const before = await variantStock(t.db, variantId);
    const placed = await place(3);
    expect(await variantStock(t.db, variantId)).toBe(before - 3);
    const answers = await Promise.all([
      choosePayment(t.app, placed.paymentToken, 'cancel'),
      choosePayment(t.app, placed.paymentToken, 'cancel'),
    ]);
    for (const answer of answers)
      expect(answer.json()).toMatchObject({ status: 'cancelled', order: { status: 'cancelled' } });
    expect(fake.sessions.get(placed.sessionId)!.status).toBe('expired');
    await fake.settled();
    expect(await variantStock(t.db, variantId)).toBe(before);
    expect(await ledgerOf(placed.order.id)).toEqual([]);
  });

  it(`Cancel while the payment goes through: one of them wins, and stock, ledger and email agree (${RUNS} runs)`, async () => {
    for (let run = 0; run < RUNS; run++) {
      const before = await variantStock(t.db, variantId);
      const placed = await place();
      const [cancelled] = await Promise.all([
        choosePayment(t.app, placed.paymentToken, 'cancel'),
        Promise.resolve()
          .then(() => fake.pay(placed.sessionId))
          .catch(() => undefined),
      ]);
      await fake.settled();
      const final = (await returnTo(placed.paymentToken)).json().status as string;
      expect(cancelled.json().status === final || cancelled.json().status === 'cancelled').toBe(true);
      if (final === 'paid') {
        await expectPaidOnce(placed);
        expect(await variantStock(t.db, variantId)).toBe(before - 1);
      } else {
        expect(final).toBe('cancelled');
        expect(await ledgerOf(placed.order.id)).toEqual([]);
        expect(await variantStock(t.db, variantId)).toBe(before);
      }
    }
  });

  it('a bank debit settles later: the order waits, then is confirmed; a failed one is released', async () => {
    const later = await place();
    fake.pay(later.sessionId, { async: true });
    await fake.settled();
    expect(await orderStatus(later.order.id)).toBe('awaiting_payment');
    expect((await returnTo(later.paymentToken)).json().status).toBe('open');
    fake.asyncSucceed(later.sessionId);
    await fake.settled();
    await expectPaidOnce(later);

    const before = await variantStock(t.db, variantId);
    const failing = await place(2);
    fake.pay(failing.sessionId, { async: true });
    fake.asyncFail(failing.sessionId);
    await fake.settled();
    expect(await orderStatus(failing.order.id)).toBe('cancelled');
    expect((await returnTo(failing.paymentToken)).json().status).toBe('failed');
    expect(await variantStock(t.db, variantId)).toBe(before);
  });

  it('money that is not the order’s total holds the order for staff instead of confirming it', async () => {
    const placed = await place();
    // As if the order's total had changed after its page was opened.
    await t.db
      .update(payments)
      .set({ amountCents: placed.cents + 100 })
      .where(eq(payments.token, placed.paymentToken));
    fake.pay(placed.sessionId);
    await fake.settled();
    expect((await returnTo(placed.paymentToken)).json().status).toBe('review');
    expect(await orderStatus(placed.order.id)).toBe('awaiting_payment');
    expect(await emailsOf(placed.order.id)).toEqual([]);
    const detail = await t.db.execute(
      sql`select note from order_events where order_id = ${placed.order.id} order by id desc limit 1`,
    );
    expect((detail as unknown as { rows: Array<{ note: string }> }).rows[0]!.note).toMatch(
      /^Payment of \d+\.\d\d USD received for a total of \d+\.\d\d USD: held for staff to check$/,
    );
  });

  it(`the sweeper and a late webhook at the same moment: one charge, one email (${RUNS} runs)`, async () => {
    const provider = createStripeProvider({
      secretKey: fake.apiKey,
      apiUrl: new URL(fake.url),
      publicUrl: 'http://127.0.0.1:3000',
    });
    const deps = paymentDepsOf(t.app, { database: t.database, payments: provider, mailer: t.mailer, config: t.config });
    fake.delay(5);
    for (let run = 0; run < RUNS; run++) {
      const placed = await place();
      fake.pay(placed.sessionId);
      await Promise.all([sweepExpiredPayments(deps, new Date(Date.now() + 31 * 60_000)), fake.settled()]);
      await expectPaidOnce(placed);
    }
  });

  it('the sweeper ends pages nobody came back from, and settles ones paid without a word', async () => {
    fake.drop();
    const unpaid = await place();
    const paidSilently = await place();
    fake.pay(paidSilently.sessionId);
    const provider = createStripeProvider({
      secretKey: fake.apiKey,
      apiUrl: new URL(fake.url),
      publicUrl: 'http://127.0.0.1:3000',
    });
    const deps = paymentDepsOf(t.app, { database: t.database, payments: provider, mailer: t.mailer, config: t.config });
    await sweepExpiredPayments(deps, new Date(Date.now() + 31 * 60_000));
    expect(await orderStatus(unpaid.order.id)).toBe('cancelled');
    expect(fake.sessions.get(unpaid.sessionId)!.status).toBe('expired');
    await expectPaidOnce(paidSilently);
  });
});

describe('the Stripe webhook endpoint', () => {
  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const placed = await place();
    fake.drop();
    fake.pay(placed.sessionId);
    const event = fake.events.find(
      (e) => e.type === 'checkout.session.completed' && (e.data.object as { id: string }).id === placed.sessionId,
    )!;
    const body = JSON.stringify(event);
    for (const headers of [{ 'stripe-signature': 't=1,v1=deadbeef' }, {}, signedHeaders(body, 'whsec_someone_else')]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        payload: body,
        headers: { 'content-type': 'application/json', ...headers },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The webhook signature does not verify' });
    }
    expect(await orderStatus(placed.order.id)).toBe('awaiting_payment');
    // Delivered properly, it applies once; again, it changes nothing.
    for (const expected of ['applied', 'duplicate']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        payload: body,
        headers: signedHeaders(body),
      });
      expect(res.json()).toEqual({ received: true, result: expected });
    }
    await expectPaidOnce(placed);
  });

  it('keeps and refuses an event for a payment it does not know, so Stripe sends it again', async () => {
    const stripe = new Stripe(fake.apiKey, fake.sdkConfig);
    const { id: stranger } = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: 1000, product_data: { name: 'Not from this store' } },
        },
      ],
      success_url: 'http://127.0.0.1:9/done',
    });
    fake.drop();
    fake.pay(stranger);
    const event = fake.events.find(
      (e) => e.type === 'checkout.session.completed' && (e.data.object as { id: string }).id === stranger,
    )!;
    const body = JSON.stringify(event);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: body,
      headers: signedHeaders(body),
    });
    expect(res.statusCode).toBe(404);
    const [kept] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    expect(kept).toMatchObject({ type: 'checkout.session.completed', handledAt: null });
  });

  it('answers 503 when Stripe cannot open a page, and holds nothing', async () => {
    const before = await variantStock(t.db, variantId);
    fake.failNext(10, 500);
    const res = await postOrder(t.app, { customer, items: [{ variantId: variantGid(variantId), quantity: 4 }] });
    fake.failNext(0);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: PAYMENT_PAGE_UNAVAILABLE });
    expect(await variantStock(t.db, variantId)).toBe(before);
  });
});

function signedHeaders(body: string, secret = WEBHOOK_SECRET) {
  const timestamp = Math.floor(Date.now() / 1000);
  return { 'content-type': 'application/json', 'stripe-signature': fakeSignature(body, secret, timestamp) };
}
