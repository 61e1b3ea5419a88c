// The fake Stripe, driven only through the real `stripe` SDK and plain HTTP, as the store
// will drive it: what the SDK returns and throws must be what Stripe itself would give.
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from './fake-stripe';

let fake: FakeStripe;
let stripe: Stripe;

const inMinutes = (minutes: number) => Math.floor(Date.now() / 1000) + minutes * 60;

/** Two dresses at $25.00 and a tote at $9.99: $59.99. */
const checkout = (extra: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  line_items: [
    { price_data: { currency: 'usd', unit_amount: 2500, product_data: { name: 'Linen Wrap Dress' } }, quantity: 2 },
    { price_data: { currency: 'usd', unit_amount: 999, product_data: { name: 'Canvas Tote' } }, quantity: 1 },
  ],
  success_url: 'http://127.0.0.1:9/checkout/done?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://127.0.0.1:9/cart',
  client_reference_id: 'order-12',
  customer_email: 'ada@example.com',
  metadata: { order_id: '12' },
  payment_intent_data: { metadata: { order_id: '12' } },
  expires_at: inMinutes(31),
  ...extra,
});

const client = (config: Stripe.StripeConfig = {}) =>
  new Stripe(fake.apiKey, { ...fake.sdkConfig, maxNetworkRetries: 0, ...config });

beforeEach(async () => {
  fake = await startFakeStripe();
  stripe = client();
});

afterEach(() => fake.close());

describe('Checkout Sessions', () => {
  it('creates an open, unpaid session priced from its line items and retrieves it unchanged', async () => {
    const session = await stripe.checkout.sessions.create(checkout());

    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: 5999,
      amount_total: 5999,
      currency: 'usd',
      client_reference_id: 'order-12',
      customer_email: 'ada@example.com',
      metadata: { order_id: '12' },
      payment_intent: null,
      livemode: false,
      url: `${fake.url}/c/pay/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toEqual(session);
  });

  it('records each call with its form-encoded parameters decoded, its idempotency key and API version', async () => {
    await stripe.checkout.sessions.create(checkout());

    const [created] = fake.requests;
    expect(created).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      stripeVersion: Stripe.API_VERSION,
      status: 200,
    });
    expect(created?.idempotencyKey).toMatch(/^stripe-node-retry-/);
    expect(created?.body).toMatchObject({
      line_items: [
        { price_data: { unit_amount: '2500', product_data: { name: 'Linen Wrap Dress' } }, quantity: '2' },
        { quantity: '1' },
      ],
      metadata: { order_id: '12' },
    });
  });

  it('answers 404 resource_missing for a session it does not have', async () => {
    await expect(stripe.checkout.sessions.retrieve('cs_test_nothing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such checkout.session: 'cs_test_nothing'",
    });
  });

  it('refuses an expiry under 30 minutes or over 24 hours ahead, naming expires_at', async () => {
    await expect(stripe.checkout.sessions.create(checkout({ expires_at: inMinutes(10) }))).rejects.toMatchObject({
      statusCode: 400,
      param: 'expires_at',
      message: 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
    });
    await expect(stripe.checkout.sessions.create(checkout({ expires_at: inMinutes(25 * 60) }))).rejects.toMatchObject({
      statusCode: 400,
      param: 'expires_at',
    });
    expect(fake.sessions.size).toBe(0);
  });

  it('refuses what Stripe refuses: a missing product name, an unknown parameter, a total under $0.50', async () => {
    const unnamed = checkout({
      line_items: [{ price_data: { currency: 'usd', unit_amount: 500, product_data: { name: '' } }, quantity: 1 }],
    });
    await expect(stripe.checkout.sessions.create(unnamed)).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'line_items[0][price_data][product_data][name]',
    });
    const typo = { ...checkout(), sucess_url: 'http://127.0.0.1:9/' } as Stripe.Checkout.SessionCreateParams;
    await expect(stripe.checkout.sessions.create(typo)).rejects.toMatchObject({
      code: 'parameter_unknown',
      param: 'sucess_url',
    });
    const cheap = checkout({
      line_items: [{ price_data: { currency: 'usd', unit_amount: 49, product_data: { name: 'Pin' } }, quantity: 1 }],
    });
    await expect(stripe.checkout.sessions.create(cheap)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('at least 0.50 usd'),
    });
  });

  it('expires an open session and refuses to expire it again', async () => {
    const session = await stripe.checkout.sessions.create(checkout());

    expect(await stripe.checkout.sessions.expire(session.id)).toMatchObject({ status: 'expired', url: null });
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('"expired"'),
    });
    expect(fake.events.map((e) => e.type)).toEqual(['checkout.session.expired']);
  });

  it('refuses calls without a test-mode secret key', async () => {
    const live = new Stripe('sk_live_not_here', { ...fake.sdkConfig, maxNetworkRetries: 0 });
    await expect(live.checkout.sessions.create(checkout())).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
  });
});

describe('Payments', () => {
  it('a card payment completes the session and creates a succeeded PaymentIntent with its charge', async () => {
    const session = await stripe.checkout.sessions.create(checkout());
    fake.pay(session.id);

    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(paid).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      url: null,
      customer_details: { email: 'ada@example.com' },
    });
    const intent = paid.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 5999,
      amount_received: 5999,
      currency: 'usd',
      metadata: { order_id: '12' },
    });
    expect(intent.latest_charge).toMatch(/^ch_/);
    expect(await stripe.paymentIntents.retrieve(intent.id)).toEqual(intent);
    expect(await stripe.charges.retrieve(String(intent.latest_charge))).toMatchObject({
      status: 'succeeded',
      amount_captured: 5999,
      payment_intent: intent.id,
    });
  });

  it('a bank debit leaves the session unpaid until it settles, or fails', async () => {
    const settles = await stripe.checkout.sessions.create(checkout());
    const bounces = await stripe.checkout.sessions.create(checkout());
    fake.pay(settles.id, { async: true });
    fake.pay(bounces.id, { async: true });

    expect(await stripe.checkout.sessions.retrieve(settles.id)).toMatchObject({
      status: 'complete',
      payment_status: 'unpaid',
    });
    fake.asyncSucceed(settles.id);
    fake.asyncFail(bounces.id);

    const settled = await stripe.checkout.sessions.retrieve(settles.id, { expand: ['payment_intent'] });
    expect(settled).toMatchObject({
      payment_status: 'paid',
      payment_intent: { status: 'succeeded', amount_received: 5999 },
    });
    const bounced = await stripe.checkout.sessions.retrieve(bounces.id, { expand: ['payment_intent'] });
    expect(bounced).toMatchObject({
      status: 'complete',
      payment_status: 'unpaid',
      payment_intent: { status: 'requires_payment_method', amount_received: 0 },
    });
    expect(fake.events.map((e) => e.type)).toEqual([
      'checkout.session.completed',
      'checkout.session.completed',
      'checkout.session.async_payment_succeeded',
      'checkout.session.async_payment_failed',
    ]);
  });
});

describe('Refunds', () => {
  async function paidIntent() {
    const session = await stripe.checkout.sessions.create(checkout());
    return String(fake.pay(session.id).payment_intent);
  }

  it('refunds in parts, the rest by default, and then refuses: the charge is already refunded', async () => {
    const intent = await paidIntent();

    const first = await stripe.refunds.create({ payment_intent: intent, amount: 2000, metadata: { return_id: '7' } });
    const rest = await stripe.refunds.create({ payment_intent: intent });

    expect(first).toMatchObject({
      object: 'refund',
      amount: 2000,
      status: 'succeeded',
      payment_intent: intent,
      metadata: { return_id: '7' },
    });
    expect(rest.amount).toBe(3999);
    expect(await stripe.refunds.retrieve(first.id)).toEqual(first);
    expect(await stripe.charges.retrieve(String(first.charge))).toMatchObject({
      amount_refunded: 5999,
      refunded: true,
    });
    await expect(stripe.refunds.create({ payment_intent: intent, amount: 1 })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_already_refunded',
    });
  });

  it('refuses a refund past what is left, naming the amount', async () => {
    const intent = await paidIntent();
    await stripe.refunds.create({ payment_intent: intent, amount: 5000 });

    await expect(stripe.refunds.create({ payment_intent: intent, amount: 1000 })).rejects.toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
      param: 'amount',
      message: 'Refund amount ($10.00) is greater than unrefunded amount on charge ($9.99)',
    });
    expect(fake.refunds.size).toBe(1);
  });

  it('refuses to refund a payment that has not succeeded', async () => {
    const session = await stripe.checkout.sessions.create(checkout());
    const intent = String(fake.pay(session.id, { async: true }).payment_intent);
    await expect(stripe.refunds.create({ payment_intent: intent })).rejects.toMatchObject({
      statusCode: 400,
      param: 'payment_intent',
    });
  });

  it('a refund made in the dashboard shows on the charge and emits charge.refunded with no API request', async () => {
    const intent = await paidIntent();
    fake.dashboardRefund(intent, { amount: 999 });

    const refunded = fake.events.at(-1);
    expect(refunded).toMatchObject({
      type: 'charge.refunded',
      request: { id: null },
      data: { object: { amount_refunded: 999, refunded: false } },
    });
    expect(await stripe.paymentIntents.retrieve(intent, { expand: ['latest_charge'] })).toMatchObject({
      latest_charge: { amount_refunded: 999 },
    });
  });
});

describe('Idempotency', () => {
  it('replays the first answer for the same key and parameters, and refuses the key with other parameters', async () => {
    // The very same parameters: one expiry, not two read a second apart on a busy machine.
    const params = checkout({ expires_at: inMinutes(40) });
    const first = await stripe.checkout.sessions.create(params, { idempotencyKey: 'order-12-attempt-1' });
    const again = await stripe.checkout.sessions.create(params, { idempotencyKey: 'order-12-attempt-1' });

    expect(again).toEqual(first);
    await expect(
      stripe.checkout.sessions.create(checkout({ client_reference_id: 'order-13' }), {
        idempotencyKey: 'order-12-attempt-1',
      }),
    ).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      statusCode: 400,
    });
    expect(fake.sessions.size).toBe(1);
  });

  it('a refund retried with its key refunds once', async () => {
    const session = await stripe.checkout.sessions.create(checkout());
    const intent = String(fake.pay(session.id).payment_intent);

    const refund = await stripe.refunds.create({ payment_intent: intent, amount: 500 }, { idempotencyKey: 'return-7' });
    expect(
      await stripe.refunds.create({ payment_intent: intent, amount: 500 }, { idempotencyKey: 'return-7' }),
    ).toEqual(refund);
    expect(fake.refunds.size).toBe(1);
    expect(fake.charges.get(String(refund.charge))?.amount_refunded).toBe(500);
  });
});

describe('Failures', () => {
  it('the SDK retries 5xx answers with the same idempotency key and gets through', async () => {
    fake.failNext(2, 503);
    const session = await client({ maxNetworkRetries: 2 }).checkout.sessions.create(checkout());

    expect(fake.requests.map((r) => r.status)).toEqual([503, 503, 200]);
    expect(new Set(fake.requests.map((r) => r.idempotencyKey)).size).toBe(1);
    expect([...fake.sessions.keys()]).toEqual([session.id]);
  });

  it('a call applied but answered 500 is replayed on retry, not repeated', async () => {
    fake.failNext(1, 500, { applied: true });
    const session = await client({ maxNetworkRetries: 1 }).checkout.sessions.create(checkout());

    expect(fake.requests.map((r) => r.status)).toEqual([500, 200]);
    expect([...fake.sessions.keys()]).toEqual([session.id]);
  });

  it('gives up when retries run out or Stripe-Should-Retry says false', async () => {
    fake.failNext(2, 500);
    await expect(client({ maxNetworkRetries: 1 }).checkout.sessions.create(checkout())).rejects.toMatchObject({
      type: 'StripeAPIError',
      statusCode: 500,
    });
    fake.failNext(1, 503, { shouldRetry: false });
    await expect(client({ maxNetworkRetries: 2 }).checkout.sessions.create(checkout())).rejects.toMatchObject({
      statusCode: 503,
    });

    expect(fake.requests.map((r) => r.status)).toEqual([500, 500, 503]);
    expect(fake.sessions.size).toBe(0);
  });

  it('a hanging call ends in the SDK timeout; calls are answered again once the hang is lifted', async () => {
    fake.hang();
    await expect(client({ timeout: 300 }).checkout.sessions.create(checkout())).rejects.toMatchObject({
      type: 'StripeConnectionError',
      message: 'Request aborted due to timeout being reached (300ms)',
    });
    fake.hang(false);

    expect((await stripe.checkout.sessions.create(checkout())).status).toBe('open');
    expect(fake.requests.map((r) => r.status)).toEqual([null, 200]);
  });
});

describe('Hosted payment page', () => {
  const formAction = (html: string) =>
    new URL(/<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '', fake.url).toString();
  const choose = (html: string, choice: string) =>
    fetch(formAction(html), { method: 'POST', body: new URLSearchParams({ choice }), redirect: 'manual' });

  it('shows the amount and items; Pay completes the session and redirects to success_url with its id', async () => {
    const session = await stripe.checkout.sessions.create(checkout());
    const page = await fetch(String(session.url));
    const html = await page.text();

    expect(page.status).toBe(200);
    expect(html).toContain('Pay $59.99');
    expect(html).toContain('Linen Wrap Dress × 2');
    const paid = await choose(html, 'card');

    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://127.0.0.1:9/checkout/done?session_id=${session.id}`);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
    });
    expect(await (await fetch(String(session.url))).text()).toContain('This payment is complete.');
  });

  it('Cancel returns to cancel_url and leaves the session open; Bank transfer completes it unpaid', async () => {
    const session = await stripe.checkout.sessions.create(checkout());
    const html = await (await fetch(String(session.url))).text();

    const cancelled = await choose(html, 'cancel');
    expect(cancelled.headers.get('location')).toBe('http://127.0.0.1:9/cart');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    await choose(html, 'us_bank_account');
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'complete',
      payment_status: 'unpaid',
    });
  });
});
