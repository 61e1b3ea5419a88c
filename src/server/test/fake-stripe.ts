// A stateful fake of the Stripe API on loopback, for tests of the store's payments. The real
// `stripe` SDK talks to it unchanged: `new Stripe(fake.apiKey, fake.sdkConfig)`.
//
// const fake = await startFakeStripe({ webhookSecret, webhookHandler: (r) => app.inject({ method: 'POST', url:
// '/api/...', payload: r.body, headers: r.headers }) });
//   const session = await stripe.checkout.sessions.create({ ... });   // the store's code
//   fake.pay(session.id);               // or a browser clicks "Pay" at session.url
//   await fake.settled();               // checkout.session.completed has been answered
//
// It serves Checkout Sessions (create, retrieve, expire), PaymentIntents, charges, refunds and
// events, with Stripe's idempotency (same key and parameters replay the first answer, other
// parameters are refused) and Stripe's error bodies. The shopper's side is `pay`, `asyncSucceed`,
// `asyncFail`, `expire`, `dashboardRefund` or the hosted page; webhooks go to a URL or an
// in-process receiver and can be delayed, duplicated, dropped or reordered; API calls can be
// made to fail (`failNext`) or never answer (`hang`). Every request and delivery is recorded.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { handleApi } from './fake-stripe/api';
import { PAGE_PATH, serveHostedPage } from './fake-stripe/hosted-page';
import { createLedger, type Origin } from './fake-stripe/ledger';
import { newEvent } from './fake-stripe/objects';
import { createWebhookSender, type WebhookReceiver } from './fake-stripe/webhooks';
import { decodeForm, fingerprint, StripeFault, stripeId, type Params } from './fake-stripe/wire';

export type { WebhookDelivery, WebhookReceiver } from './fake-stripe/webhooks';

export interface FakeStripeOptions {
  /** Where events are POSTed; or `webhookHandler` to hand them to a receiver in the same process. */
  webhookUrl?: string;
  webhookHandler?: WebhookReceiver;
  /** The endpoint's signing secret (`whsec_...`); events are signed with it. */
  webhookSecret?: string;
  /** When set, only this secret key is accepted; otherwise any test-mode key (`sk_test_...`). */
  apiKey?: string;
  /** Waits before each webhook retry after a non-2xx answer; their count bounds the retries. */
  webhookRetryDelaysMs?: number[];
  webhookTimeoutMs?: number;
  /** A fixed port (for a server started outside the test); a free one by default. */
  port?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Params;
  body: Params;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  /** The status answered, or null while the request hangs. */
  status: number | null;
}

interface Outcome {
  status: number;
  payload: object;
  replayOf?: string;
}

const HOST = '127.0.0.1';

export async function startFakeStripe(options: FakeStripeOptions = {}) {
  const webhookSecret = options.webhookSecret ?? 'whsec_fake_stripe_secret';
  const apiVersion = Stripe.API_VERSION;
  const events: Stripe.Event[] = [];
  const eventsById = new Map<string, Stripe.Event>();
  const requests: RecordedRequest[] = [];
  const idempotent = new Map<string, { route: string; print: string; outcome: Outcome; requestId: string }>();
  const failures = { remaining: 0, status: 500, applied: false, shouldRetry: undefined as boolean | undefined };
  let hanging = false;
  let baseUrl = '';

  const webhooks = createWebhookSender(
    {
      secret: webhookSecret,
      retryDelaysMs: options.webhookRetryDelaysMs ?? [50, 100, 200],
      timeoutMs: options.webhookTimeoutMs ?? 5000,
    },
    options.webhookHandler ?? options.webhookUrl ?? null,
  );
  const ledger = createLedger(
    (id) => `${baseUrl}${PAGE_PATH}${id}`,
    (type, object, origin) => {
      const event = newEvent(type, object, apiVersion, origin, webhooks.hasTarget() ? 1 : 0);
      events.push(event);
      eventsById.set(event.id, event);
      webhooks.send(event);
    },
  );

  function authenticate(authorization: string | undefined): StripeFault | null {
    const key = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    if (!key) {
      return new StripeFault(
        401,
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
    }
    const accepted = options.apiKey ? key === options.apiKey : /^(sk|rk)_test_/.test(key);
    return accepted ? null : new StripeFault(401, `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`);
  }

  /** Runs a request once per idempotency key: a repeat with the same parameters gets the first answer again. */
  function execute(record: RecordedRequest, params: Params, requestId: string): Outcome {
    const key = record.method === 'POST' ? record.idempotencyKey : null;
    const route = `${record.method} ${record.path}`;
    const print = fingerprint(params);
    const stored = key ? idempotent.get(key) : undefined;
    if (key && stored) {
      if (stored.route === route && stored.print === print) return { ...stored.outcome, replayOf: stored.requestId };
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
      return { status: 400, payload: new StripeFault(400, message, { type: 'idempotency_error' }).body() };
    }
    const origin: Origin = { id: requestId, idempotency_key: record.idempotencyKey };
    let outcome: Outcome;
    try {
      outcome = { status: 200, payload: handleApi(ledger, record.method, record.path, params, origin, eventsById) };
    } catch (error) {
      if (!(error instanceof StripeFault)) throw error;
      outcome = { status: error.status, payload: error.body() };
      if (error.beforeExecution) return outcome;
    }
    if (key) idempotent.set(key, { route, print, outcome, requestId });
    return outcome;
  }

  function answerApi(req: IncomingMessage, res: ServerResponse, rawBody: string) {
    const url = new URL(req.url ?? '/', baseUrl);
    const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : null);
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: decodeForm(url.search.slice(1)),
      body: decodeForm(rawBody),
      idempotencyKey: header('idempotency-key'),
      stripeVersion: header('stripe-version'),
      status: null,
    };
    requests.push(record);
    if (hanging) return;
    const requestId = stripeId('req_', 14);
    const send = (status: number, payload: object, extra: Record<string, string> = {}) => {
      record.status = status;
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': requestId,
        'stripe-version': record.stripeVersion ?? apiVersion,
        ...(record.idempotencyKey ? { 'idempotency-key': record.idempotencyKey } : {}),
        ...extra,
      });
      res.end(JSON.stringify(payload, null, 2));
    };
    const failure = () => {
      failures.remaining--;
      const retry: Record<string, string> =
        failures.shouldRetry === undefined ? {} : { 'stripe-should-retry': String(failures.shouldRetry) };
      send(failures.status, { error: { type: 'api_error', message: 'An unknown error occurred' } }, retry);
    };
    if (failures.remaining > 0 && !failures.applied) return failure();
    const refusal = authenticate(header('authorization') ?? undefined);
    if (refusal) return send(refusal.status, refusal.body());
    const outcome = execute(record, record.method === 'POST' ? record.body : record.query, requestId);
    if (failures.remaining > 0 && failures.applied) return failure();
    send(
      outcome.status,
      outcome.payload,
      outcome.replayOf ? { 'idempotent-replayed': 'true', 'original-request': outcome.replayOf } : {},
    );
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      try {
        if (req.url?.startsWith(PAGE_PATH)) serveHostedPage(ledger, req, res, new URLSearchParams(rawBody));
        else answerApi(req, res, rawBody);
      } catch (error) {
        // A defect in the fake, not a Stripe answer: say so, and tell the SDK not to retry.
        res.writeHead(500, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: `The fake Stripe failed: ${String(error)}` } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, HOST, resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://${HOST}:${port}`;

  return {
    url: baseUrl,
    host: HOST,
    port,
    webhookSecret,
    /** A key the fake accepts, for the store's configuration. */
    apiKey: options.apiKey ?? 'sk_test_fake_store',
    /** The second argument of `new Stripe(key, config)` that points the SDK here. */
    sdkConfig: { host: HOST, port, protocol: 'http' as const },
    sessions: ledger.sessions,
    paymentIntents: ledger.paymentIntents,
    charges: ledger.charges,
    refunds: ledger.refunds,
    events,
    requests,
    deliveries: webhooks.deliveries,

    /** The shopper pays: by card (paid at once) or, with `async`, by a bank debit that settles later. */
    pay: (sessionId: string, payment: { async?: boolean; email?: string } = {}) =>
      ledger.pay(sessionId, { method: payment.async ? 'us_bank_account' : 'card', email: payment.email }),
    asyncSucceed: (sessionId: string) => ledger.asyncSucceed(sessionId),
    asyncFail: (sessionId: string) => ledger.asyncFail(sessionId),
    /** Stripe expires the session (its `expires_at` passed). */
    expire: (sessionId: string) => ledger.expire(sessionId),
    /** Staff refund from the Stripe dashboard, outside the store; the whole rest unless `amount` is given. */
    dashboardRefund: (paymentIntentId: string, refund: { amount?: number; reason?: Stripe.Refund.Reason } = {}) =>
      ledger.refund({
        paymentIntent: paymentIntentId,
        amount: refund.amount,
        reason: refund.reason ?? 'requested_by_customer',
      }),

    sendWebhooksTo: webhooks.setTarget,
    delay: webhooks.delay,
    duplicate: webhooks.duplicate,
    drop: webhooks.drop,
    reorder: webhooks.reorder,
    settled: webhooks.settled,
    /** Delivers an event again, as the dashboard's "Resend" does. */
    resend(eventId: string) {
      const event = eventsById.get(eventId);
      if (!event) throw new Error(`No event ${eventId}`);
      webhooks.send(event);
    },

    /**
     * The next `count` API calls answer `status` (5xx) with an `api_error`. With `applied`, each call
     * takes effect before failing (the answer was lost), so a retry with the same idempotency key
     * gets the stored result. `shouldRetry` sets the `Stripe-Should-Retry` header the SDK obeys.
     */
    failNext(count: number, status = 500, failure: { applied?: boolean; shouldRetry?: boolean } = {}) {
      Object.assign(failures, {
        remaining: count,
        status,
        applied: failure.applied ?? false,
        shouldRetry: failure.shouldRetry,
      });
    },
    /** While on, API calls are recorded and never answered, so clients hit their timeouts. */
    hang(on = true) {
      hanging = on;
    },

    async close() {
      webhooks.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
