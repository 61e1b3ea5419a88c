// The fake Stripe's webhooks, received by a small HTTP endpoint that verifies each one with
// the SDK's `constructEvent`, exactly as the store's endpoint will.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from './fake-stripe';

const SECRET = 'whsec_store_endpoint';

/** An endpoint that keeps the events whose signature verifies and answers the statuses it is told to, then 200. */
async function startEndpoint(secret: string) {
  const verifier = new Stripe('sk_test_verifier');
  const received: Stripe.Event[] = [];
  const refusals: string[] = [];
  const answers: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const event = verifier.webhooks.constructEvent(
          Buffer.concat(chunks),
          String(req.headers['stripe-signature']),
          secret,
        );
        const status = answers.shift() ?? 200;
        if (status === 200) received.push(event);
        res.writeHead(status).end();
      } catch (error) {
        refusals.push((error as Error).message);
        res.writeHead(400).end('bad signature');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stripe`,
    received,
    refusals,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let endpoint: Awaited<ReturnType<typeof startEndpoint>>;
let fake: FakeStripe;
let stripe: Stripe;

const newSession = (orderId: string) =>
  stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      { price_data: { currency: 'usd', unit_amount: 4900, product_data: { name: 'Linen Wrap Dress' } }, quantity: 1 },
    ],
    success_url: 'http://127.0.0.1:9/done',
    metadata: { order_id: orderId },
  });

beforeEach(async () => {
  endpoint = await startEndpoint(SECRET);
  fake = await startFakeStripe({ webhookUrl: endpoint.url, webhookSecret: SECRET, webhookRetryDelaysMs: [10, 10] });
  stripe = new Stripe(fake.apiKey, { ...fake.sdkConfig, maxNetworkRetries: 0 });
});

afterEach(async () => {
  await fake.close();
  await endpoint.close();
});

describe('Webhook delivery', () => {
  it('delivers checkout.session.completed signed so constructEvent accepts it, the same event the API returns', async () => {
    const session = await newSession('12');
    fake.pay(session.id);
    await fake.settled();

    const [event] = endpoint.received;
    expect(event).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      api_version: Stripe.API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      data: { object: { id: session.id, status: 'complete', payment_status: 'paid', metadata: { order_id: '12' } } },
    });
    expect(await stripe.events.retrieve(String(event?.id))).toEqual(event);
    expect(fake.deliveries).toMatchObject([
      { eventId: event?.id, type: 'checkout.session.completed', attempt: 1, status: 200 },
    ]);
  });

  it('names the API request behind an event, and none for what the shopper did', async () => {
    const session = await newSession('12');
    await stripe.checkout.sessions.expire(session.id, {}, { idempotencyKey: 'expire-12' });
    await fake.settled();
    fake.pay((await newSession('13')).id);
    await fake.settled();

    expect(endpoint.received.map((e) => [e.type, e.request?.idempotency_key ?? null])).toEqual([
      ['checkout.session.expired', 'expire-12'],
      ['checkout.session.completed', null],
    ]);
  });

  it('retries while the endpoint answers non-2xx, and stops after the last retry', async () => {
    fake.pay((await newSession('12')).id);
    endpoint.answers.push(500);
    await fake.settled();
    endpoint.answers.push(503, 503, 503);
    fake.pay((await newSession('13')).id);
    await fake.settled();

    expect(fake.deliveries.map((d) => d.status)).toEqual([500, 200, 503, 503, 503]);
    expect(endpoint.received.map((e) => (e.data.object as Stripe.Checkout.Session).metadata?.order_id)).toEqual(['12']);
  });

  it('an endpoint with another secret refuses every delivery in constructEvent', async () => {
    const impostor = await startEndpoint('whsec_some_other_endpoint');
    fake.sendWebhooksTo(impostor.url);
    fake.pay((await newSession('12')).id);
    await fake.settled();
    await impostor.close();

    expect(impostor.received).toEqual([]);
    expect(impostor.refusals[0]).toContain('No signatures found matching the expected signature for payload');
    expect(fake.deliveries.map((d) => d.status)).toEqual([400, 400, 400]);
  });

  it('hands events to an in-process receiver with the same signed body', async () => {
    const bodies: Stripe.Event[] = [];
    fake.sendWebhooksTo(async ({ body, headers }) => {
      bodies.push(stripe.webhooks.constructEvent(body, headers['stripe-signature'] ?? '', SECRET));
      return { statusCode: 204 };
    });
    const session = await newSession('12');
    fake.pay(session.id);
    await fake.settled();

    expect(bodies.map((e) => e.type)).toEqual(['checkout.session.completed']);
    expect(fake.deliveries.map((d) => d.status)).toEqual([204]);
  });
});

describe('Delivery switches', () => {
  it('duplicate delivers every event twice with the same id', async () => {
    fake.duplicate();
    fake.pay((await newSession('12')).id);
    await fake.settled();

    expect(endpoint.received).toHaveLength(2);
    expect(endpoint.received[0]?.id).toBe(endpoint.received[1]?.id);
  });

  it('resend delivers an event again, as the dashboard does', async () => {
    fake.pay((await newSession('12')).id);
    await fake.settled();
    fake.resend(String(endpoint.received[0]?.id));
    await fake.settled();

    expect(endpoint.received.map((e) => e.id)).toEqual([fake.events[0]?.id, fake.events[0]?.id]);
  });

  it('drop never delivers, though the event exists', async () => {
    fake.drop();
    fake.pay((await newSession('12')).id);
    await fake.settled();

    expect(endpoint.received).toEqual([]);
    expect(fake.events.map((e) => e.type)).toEqual(['checkout.session.completed']);
  });

  it('reorder holds events and delivers them newest first when released', async () => {
    const session = await newSession('12');
    fake.reorder();
    fake.pay(session.id, { async: true });
    fake.asyncSucceed(session.id);
    await fake.settled();
    expect(endpoint.received).toEqual([]);

    fake.reorder(false);
    await fake.settled();
    expect(endpoint.received.map((e) => e.type)).toEqual([
      'checkout.session.async_payment_succeeded',
      'checkout.session.completed',
    ]);
  });

  it('delay holds delivery back until it has waited', async () => {
    fake.delay(50);
    fake.pay((await newSession('12')).id);
    expect(endpoint.received).toEqual([]);

    await fake.settled();
    expect(endpoint.received.map((e) => e.type)).toEqual(['checkout.session.completed']);
  });

  it('refunds, by the store or in the dashboard, arrive as charge.refunded with the amount refunded so far', async () => {
    const session = await newSession('12');
    const intent = String(fake.pay(session.id).payment_intent);
    await stripe.refunds.create({ payment_intent: intent, amount: 900 });
    await fake.settled();
    fake.dashboardRefund(intent);
    await fake.settled();

    const refunds = endpoint.received
      .filter((e) => e.type === 'charge.refunded')
      .map((e) => e.data.object as Stripe.Charge);
    expect(refunds.map((c) => [c.amount_refunded, c.refunded])).toEqual([
      [900, false],
      [4900, true],
    ]);
  });
});

describe('Signature check', () => {
  it('constructEvent refuses a delivered body that was altered', async () => {
    const bodies: Array<{ body: string; signature: string }> = [];
    fake.sendWebhooksTo(async ({ body, headers }) => {
      bodies.push({ body, signature: headers['stripe-signature'] ?? '' });
      return 200;
    });
    fake.pay((await newSession('12')).id);
    await fake.settled();
    const [{ body, signature } = { body: '', signature: '' }] = bodies;

    expect(stripe.webhooks.constructEvent(body, signature, SECRET).type).toBe('checkout.session.completed');
    expect(() => stripe.webhooks.constructEvent(body.replace('"paid"', '"unpaid"'), signature, SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });
});
