// The rate limits with REDIS_URL: when Redis is unreachable, sign-in fails closed
// (503 with Retry-After) and every other limited route keeps serving, with a warning logged;
// with a live Redis, each limiter counts under keys of its own.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import { createStaff } from '../staff-auth/service';
import { STAFF_SESSION_COOKIE } from '../staff-auth/sessions';
import { contactMessages, giftCardPurchases, newsletter, orders, staffSessions } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { addTestProduct, customer, variantGid } from '../test/orders-fixtures';
import { RATE_LIMITS } from './rate-limits';
import {
  connectRateLimitRedis,
  firstConnection,
  RateLimitUnavailableError,
  redisRateLimitStore,
} from './rate-limit-redis';

/** Nothing listens here: the store's Redis is down. */
const CLOSED_REDIS = 'redis://127.0.0.1:6390';
const LIVE_REDIS = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let lastHost = 0;
const freshAddress = () => `10.6.${(++lastHost >> 8) & 255}.${lastHost & 255}`;

const staff = { username: 'redis-admin', email: 'redis-admin@store.test', password: 'redis-admin-password' };

/** Collects what a logger is asked to write (a stand-in for pino's output). */
function recordingLogger() {
  const warnings: Array<{ fields: Record<string, unknown>; message: string }> = [];
  const log = {
    warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }),
    info: () => {},
  } as unknown as FastifyBaseLogger;
  return { log, warnings };
}

describe('rate limits while Redis is unreachable', () => {
  let t: TestApp;
  let variantId: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL: CLOSED_REDIS } });
    await createStaff(t.db, staff);
    variantId = (
      await addTestProduct(t.db, 'redis-down-tee', [{ size: 'M', color: 'Black', priceCents: 2000, stock: 100 }])
    ).variants.get('M:Black')!;
  });
  afterAll(() => t?.close());

  it('refuses sign-in with 503, the error shape and Retry-After, and opens no session', async () => {
    for (const attempt of [staff, { ...staff, password: 'wrong-password' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: attempt,
        remoteAddress: freshAddress(),
      });
      expect(res.statusCode).toBe(503);
      expect(ApiErrorSchema.strict().parse(res.json())).toEqual({
        message: 'Signing in is briefly unavailable. Please try again in a moment.',
      });
      expect(res.headers['retry-after']).toBe('5');
      expect(res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)).toBeUndefined();
    }
    expect(await t.db.select().from(staffSessions)).toEqual([]);
  });

  it('keeps serving every other limited route, unlimited', async () => {
    const remoteAddress = freshAddress();
    const send = (method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>) =>
      t.app.inject({ method, url, remoteAddress, ...(payload ? { payload } : {}), ...(headers ? { headers } : {}) });
    const countOf = async (
      table: typeof newsletter | typeof contactMessages | typeof orders | typeof giftCardPurchases,
    ) => (await t.db.select().from(table)).length;

    const answers = {
      tracking: await send('GET', '/api/orders/track/TJ0000000000000000'),
      trackingQuery: await send('GET', '/api/orders/track?trackingNumber=TJ0000000000000000'),
      balance: await send('GET', '/api/gift-cards/TJ-AAAA-BBBB-CCCC/balance'),
      promo: await send('POST', '/api/promotions/check', { code: 'NOPE' }),
      newsletter: await send('POST', '/api/newsletter', { email: 'redis-down@example.com' }),
      contact: await send('POST', '/api/contact', {
        name: 'Redis Down',
        email: 'redis-down@example.com',
        category: 'general-inquiry',
        subject: 'Hello',
        message: 'A message long enough.',
      }),
      chat: await send('POST', '/api/contact/chat', { email: 'redis-down@example.com', message: 'Hi there' }),
      order: await send(
        'POST',
        '/api/orders',
        { customer, items: [{ variantId: variantGid(variantId), quantity: 1 }] },
        { 'idempotency-key': randomUUID() },
      ),
      giftCard: await send('POST', '/api/gift-cards', {
        title: 'Thank You',
        amount: '25',
        message: 'Thanks!',
        senderName: 'Alex',
        senderEmail: 'alex@example.com',
        recipientName: 'Sam',
        recipientEmail: 'sam@example.com',
      }),
      hostedCheckout: await send('POST', '/api/shopify/checkout', {
        items: [{ variantId: variantGid(variantId), quantity: 1 }],
      }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, res]) => [name, res.statusCode]))).toEqual({
      tracking: 404,
      trackingQuery: 404,
      balance: 404,
      promo: 400, // the answer for an unknown code
      newsletter: 201,
      contact: 201,
      chat: 201,
      order: 201,
      giftCard: 201,
      hostedCheckout: 200,
    });
    expect(await countOf(newsletter)).toBe(1);
    expect(await countOf(contactMessages)).toBe(2);
    expect(await countOf(orders)).toBe(1);
    // The card waits for its payment.
    expect(await countOf(giftCardPurchases)).toBe(1);

    // Past the limit too: nothing counts while Redis is away.
    const { max } = RATE_LIMITS.trackingLookup;
    const lookups = await Promise.all(
      Array.from({ length: max + 5 }, () => send('GET', '/api/orders/track/TJ0000000000000000')),
    );
    expect(lookups.map((r) => r.statusCode)).toEqual(Array(max + 5).fill(404));
  });

  it('logs a warning for a limit it skips, and hands a sign-in limit an error to answer 503', async () => {
    const redis = connectRateLimitRedis(CLOSED_REDIS, recordingLogger().log);
    await firstConnection(redis);
    const { log, warnings } = recordingLogger();
    try {
      const Store = redisRateLimitStore(redis, 'tj-test-', log);
      const defaultKeys = () => 'address';
      const root = new Store({ keyGenerator: defaultKeys, skipOnError: true }) as unknown as {
        child(options: object): {
          incr(key: string, cb: (error: Error | null) => void, timeWindow: number, max: number): void;
        };
      };
      const incr = (store: ReturnType<typeof root.child>, key: string) =>
        new Promise<Error | null>((resolve) => store.incr(key, (error) => resolve(error), 60_000, 10));

      const open = root.child({
        keyGenerator: defaultKeys,
        skipOnError: true,
        routeInfo: { method: 'POST', url: '/api/newsletter' },
      });
      const closed = root.child({
        keyGenerator: defaultKeys,
        skipOnError: false,
        routeInfo: { method: 'POST', url: '/api/auth/login' },
      });

      expect(await incr(open, '10.0.0.1')).toBeInstanceOf(RateLimitUnavailableError);
      expect(await incr(open, '10.0.0.2')).toBeInstanceOf(RateLimitUnavailableError);
      expect(warnings).toEqual([
        {
          fields: expect.objectContaining({ limiter: 'POST /api/newsletter', requestsNotLimited: 1 }),
          message: 'rate limit not applied: Redis unavailable',
        },
      ]);
      // The address is not logged.
      expect(JSON.stringify(warnings[0]!.fields.limiter)).not.toContain('10.0.0');

      expect(await incr(closed, '10.0.0.3')).toBeInstanceOf(RateLimitUnavailableError);
      expect(warnings).toHaveLength(1);

      // A named limiter (app.rateLimit()) without keys of its own would share a counter: refused.
      expect(() => root.child({ keyGenerator: defaultKeys, skipOnError: true, routeInfo: {} })).toThrow(
        /needs its own keyGenerator/,
      );
    } finally {
      redis.disconnect();
    }
  });
});

// A live Redis (TEST_REDIS_URL, REDIS_URL, or the local one): skipped when none answers.
const liveRedis = await (async () => {
  const probe = new Redis(LIVE_REDIS, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();

describe.skipIf(!liveRedis)(`rate limits in a live Redis (${LIVE_REDIS})`, () => {
  // Unique per run, so runs sharing one Redis never count each other's requests.
  const namespace = `tj-test-${randomBytes(6).toString('hex')}-`;
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(LIVE_REDIS, { maxRetriesPerRequest: 1 });
    t = await createTestApp({ env: { REDIS_URL: LIVE_REDIS, RATE_LIMIT_NAMESPACE: namespace } });
    await createStaff(t.db, staff);
  });
  afterAll(async () => {
    await t?.close();
    if (redis) {
      const keys = await redis.keys(`${namespace}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  });

  it('counts tracking lookups and sign-ins from one address under keys of their own', async () => {
    const address = freshAddress();
    const track = () =>
      t.app.inject({ method: 'GET', url: '/api/orders/track/TJ0000000000000000', remoteAddress: address });
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: `guess_${randomUUID()}`, password: 'wrong-password' },
        remoteAddress: address,
      });

    const { max: trackingMax } = RATE_LIMITS.trackingLookup;
    const lookups = [];
    for (let i = 0; i <= trackingMax; i++) lookups.push((await track()).statusCode);
    expect(lookups).toEqual([...Array(trackingMax).fill(404), 429]);

    // The tracking budget is spent; the same address's sign-in budget is not.
    const { max: loginMax } = RATE_LIMITS.login.perAddress;
    const attempts = [];
    for (let i = 0; i <= loginMax; i++) attempts.push((await login()).statusCode);
    expect(attempts).toEqual([...Array(loginMax).fill(401), 429]);
    // Another address still signs in.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: staff, remoteAddress: freshAddress() }))
        .statusCode,
    ).toBe(200);

    const keys = (await redis.keys(`${namespace}*`)).map((key) => key.slice(namespace.length));
    const ofAddress = keys.filter((key) => key.endsWith(address));
    expect(ofAddress).toHaveLength(2);
    expect(ofAddress).toContain(`tracking:${address}`);
    expect(keys.filter((key) => key.includes('undefined'))).toEqual([]);
    expect(await redis.get(`${namespace}tracking:${address}`)).toBe(String(trackingMax + 1));
    const [loginKey] = ofAddress.filter((key) => key !== `tracking:${address}`);
    expect(await redis.get(`${namespace}${loginKey}`)).toBe(String(loginMax + 1));
  });
});
