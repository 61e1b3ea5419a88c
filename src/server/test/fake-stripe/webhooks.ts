// Delivers events the way Stripe does: a POST of the event as JSON, signed in
// `Stripe-Signature: t=<seconds>,v1=<HMAC-SHA256 of "t.payload">` so
// `stripe.webhooks.constructEvent` accepts it, retried while the endpoint answers non-2xx.
// Switches reproduce what real delivery can do to a store: late, twice, never, out of order.
import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type Stripe from 'stripe';

/**
 * A webhook endpoint in process (for example `(r) => app.inject({ method: 'POST', url, payload: r.body, headers:
 * r.headers })`).
 */
export type WebhookReceiver = (request: {
  body: string;
  headers: Record<string, string>;
}) => Promise<{ statusCode: number; body?: string } | number>;
export type WebhookTarget = string | WebhookReceiver;

export interface WebhookDelivery {
  eventId: string;
  type: string;
  /** 1 for the first try, 2 for the first retry... */
  attempt: number;
  /** The endpoint's status code, or 0 when it could not be reached or did not answer in time. */
  status: number;
  answer: string;
}

export interface WebhookSettings {
  secret: string;
  /** Waits between retries; their count bounds the retries (Stripe retries for days, tests for milliseconds). */
  retryDelaysMs: number[];
  timeoutMs: number;
}

export function signature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export function createWebhookSender(settings: WebhookSettings, initialTarget: WebhookTarget | null) {
  let target = initialTarget;
  const switches = { delayMs: 0, duplicate: false, drop: false, reorder: false };
  const held: Stripe.Event[] = [];
  const pending = new Set<Promise<void>>();
  const deliveries: WebhookDelivery[] = [];
  const stop = new AbortController();

  async function attempt(event: Stripe.Event): Promise<{ status: number; answer: string }> {
    const body = JSON.stringify(event, null, 2);
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signature(body, settings.secret),
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      accept: '*/*; q=0.5, application/xml',
      'cache-control': 'no-cache',
    };
    try {
      if (typeof target === 'function') {
        const answer = await target({ body, headers });
        return typeof answer === 'number'
          ? { status: answer, answer: '' }
          : { status: answer.statusCode, answer: answer.body ?? '' };
      }
      const signal = AbortSignal.any([stop.signal, AbortSignal.timeout(settings.timeoutMs)]);
      const response = await fetch(target as string, { method: 'POST', body, headers, signal });
      return { status: response.status, answer: await response.text() };
    } catch (error) {
      return { status: 0, answer: String(error) };
    }
  }

  async function deliver(event: Stripe.Event) {
    // Stripe sends events after it has answered the call that caused them, never inside it.
    await sleep(switches.delayMs, undefined, { signal: stop.signal });
    for (let tries = 0; !stop.signal.aborted; tries++) {
      const { status, answer } = await attempt(event);
      deliveries.push({ eventId: event.id, type: event.type, attempt: tries + 1, status, answer });
      const wait = settings.retryDelaysMs[tries];
      if ((status >= 200 && status < 300) || wait === undefined) return;
      await sleep(wait, undefined, { signal: stop.signal });
    }
  }

  function track(work: Promise<unknown>) {
    const delivery = work.then(
      () => undefined,
      () => undefined,
    );
    pending.add(delivery);
    void delivery.finally(() => pending.delete(delivery));
    return delivery;
  }

  const dispatch = (event: Stripe.Event) =>
    track(Promise.all(Array.from({ length: switches.duplicate ? 2 : 1 }, () => deliver(event))));

  return {
    deliveries,
    hasTarget: () => target !== null,
    setTarget(next: WebhookTarget | null) {
      target = next;
    },
    send(event: Stripe.Event) {
      if (target === null || switches.drop) return;
      if (switches.reorder) held.push(event);
      else dispatch(event);
    },
    delay(ms: number) {
      switches.delayMs = ms;
    },
    duplicate(on = true) {
      switches.duplicate = on;
    },
    drop(on = true) {
      switches.drop = on;
    },
    /** While on, events are held; turning it off delivers the held ones newest first. */
    reorder(on = true) {
      switches.reorder = on;
      // One after another, so the reversed order is the order the endpoint sees.
      if (!on) {
        const batch = held.splice(0).reverse();
        track(
          batch.reduce((previous: Promise<unknown>, event) => previous.then(() => dispatch(event)), Promise.resolve()),
        );
      }
    },
    /** Resolves when every delivery under way (retries included) has finished; held events are not under way. */
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close() {
      stop.abort();
    },
  };
}
