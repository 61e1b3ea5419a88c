// Scale-out: two server processes on one PostgreSQL (and one Redis for the rate
// limits when the run has one). Both start together on an empty database; a session made on
// one works on the other; the last unit raced for through both is sold once; a sign-in limit
// reached through one is reached through the other (with Redis); and the other process's
// catalogue cache shows a unit sold through one as sold out promptly (LISTEN/NOTIFY).
//
// Both are the real production bundle in child processes, behind a pretend proxy: TRUST_PROXY
// names loopback, and each simulated shopper sends its own X-Forwarded-For address.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { DEFAULT_CACHE_LIMITS } from '../../http/response-cache';
import { adminUsers, orderItems, productVariants, products } from '../../db/schema';
import { productStock } from '../orders-fixtures';
import {
  REDIS_URL,
  addProduct,
  buildBundle,
  call,
  customer,
  json,
  openScratch,
  sessionCookie,
  startServer,
  waitFor,
  within,
  type Answer,
  type Bundle,
  type ServerProcess,
} from './support';
import { PG_URL, createScratchDatabase, type ScratchDatabase } from './scratch-database';

const admin = { username: 'scale-admin', password: 'Scale-Out-Password-2026' };
const from = (address: string) => ({ 'x-forwarded-for': address });

describe.skipIf(!PG_URL)('two server processes on one PostgreSQL (PostgreSQL only: set TEST_DATABASE_URL)', () => {
  let bundle: Bundle;
  let scratch: ScratchDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  // Unique per run, so two runs sharing one Redis never count each other's requests.
  const namespace = `tj-test-${randomBytes(6).toString('hex')}-`;

  beforeAll(async () => {
    bundle = await buildBundle();
    scratch = await createScratchDatabase('scale');
    const env = {
      DATABASE_URL: scratch.url,
      SEED_ON_START: 'true',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      TRUST_PROXY: 'loopback',
      DB_POOL_SIZE: '10',
      ...(REDIS_URL ? { REDIS_URL, RATE_LIMIT_NAMESPACE: namespace } : {}),
    };
    // Together, on the empty database: the start-up lock makes one migrate, seed and create
    // the admin while the other waits.
    const started = await Promise.allSettled([startServer(bundle, env), startServer(bundle, env)]);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) {
      // Stop the one that did start, or it would outlive the test.
      await Promise.all(started.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)));
      throw failed.reason;
    }
    [a, b] = started.map((s) => (s as PromiseFulfilledResult<ServerProcess>).value) as [ServerProcess, ServerProcess];
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await scratch?.drop();
    bundle?.remove();
    if (REDIS_URL) {
      const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
      try {
        const keys = await redis.keys(`${namespace}*`);
        if (keys.length > 0) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
    }
  });

  it('both start together on an empty database: migrated, seeded and given an admin once', async () => {
    const outputs = [a.output(), b.output()];
    expect(outputs.filter((o) => o.includes('Seeded the catalogue.')).length).toBe(1);
    expect(outputs.filter((o) => o.includes(`Created the staff account ${admin.username}.`)).length).toBe(1);
    const check = await openScratch(scratch.url);
    try {
      expect((await check.db.select().from(adminUsers)).map((u) => u.username)).toEqual([admin.username]);
      const [seeded] = await check.db.select({ n: sql<number>`count(*)::int` }).from(products);
      expect(seeded!.n).toBeGreaterThan(100);
    } finally {
      await check.close();
    }
  });

  it('honours a session made on A when it arrives at B', async () => {
    const signIn = await call(`${a.url}/api/auth/login`, json(admin, from('10.1.0.1')));
    expect(signIn.status).toBe(200);
    const cookie = sessionCookie(signIn);

    const me = await call(`${b.url}/api/auth/me`, { headers: { cookie, ...from('10.1.0.1') } });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: admin.username });
    const stats = await call(`${b.url}/api/admin/stats`, { headers: { cookie, ...from('10.1.0.1') } });
    expect(stats.status).toBe(200);

    // Signing out on B ends the session on A too.
    const signOut = await call(`${b.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, ...from('10.1.0.1') },
    });
    expect(signOut.status).toBe(200);
    expect((await call(`${a.url}/api/auth/me`, { headers: { cookie, ...from('10.1.0.1') } })).status).toBe(401);
    expect((await call(`${a.url}/api/admin/stats`, { headers: { cookie, ...from('10.1.0.1') } })).status).toBe(401);
  });

  it('sells the last unit once when 50 buyers race for it through A and B', { timeout: 90_000 }, async () => {
    const setup = await openScratch(scratch.url);
    const { gid, variantId, productId } = await addProduct(setup, 'last-unit-gown', 1);
    await setup.close();

    const answers = await within(
      'the race',
      Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          call(`${(i % 2 === 0 ? a : b).url}/api/orders`, {
            ...json(
              { customer: { ...customer, email: `racer${i}@example.com` }, items: [{ variantId: gid, quantity: 1 }] },
              { 'idempotency-key': randomUUID(), ...from(`10.2.${Math.floor(i / 250)}.${(i % 250) + 1}`) },
            ),
            timeoutMs: 60_000,
          }),
        ),
      ),
      75_000,
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201).length, statuses.join(',')).toBe(1);
    expect(statuses.filter((s) => s === 409).length, statuses.join(',')).toBe(49);
    for (const r of answers.filter((x) => x.status === 409))
      expect((r.body as { message: string }).message).toMatch(/out of stock/);

    const check = await openScratch(scratch.url);
    try {
      const [variant] = await check.db
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, variantId));
      expect(variant!.stock).toBe(0);
      expect(await productStock(check.db, productId)).toEqual({ units: 0, inStock: false });
      const sold = await check.db.select().from(orderItems).where(eq(orderItems.variantId, variantId));
      expect(sold.map((i) => i.quantity)).toEqual([1]);
      const winner = answers.findIndex((r) => r.status === 201);
      console.info(
        `[scale-out] last-unit race: 50 buyers (25 via A, 25 via B): one 201 (via ${winner % 2 === 0 ? 'A' : 'B'}), 49 x 409, stock 0`,
      );
    } finally {
      await check.close();
    }
  });

  it('shows on B promptly the last unit A has just sold; B never sells it', { timeout: 60_000 }, async () => {
    const setup = await openScratch(scratch.url);
    const { gid } = await addProduct(setup, 'cached-cape', 1);
    await setup.close();
    const product = (server: ServerProcess) =>
      call(`${server.url}/api/products/cached-cape`, { headers: from('10.4.0.1') });
    const storefront = (server: ServerProcess) =>
      call(`${server.url}/api/shopify/products/cached-cape`, { headers: from('10.4.0.1') });
    const stock = async (server: ServerProcess) => ((await product(server)).body as { stock: number }).stock;

    // B answers (and caches) while the unit is there.
    expect((await product(b)).body).toMatchObject({ stock: 1, inStock: true });
    expect((await storefront(b)).body).toMatchObject({ product: { availableForSale: true } });
    expect((await product(a)).body).toMatchObject({ stock: 1, inStock: true });

    const sale = await call(`${a.url}/api/orders`, {
      ...json(
        { customer, items: [{ variantId: gid, quantity: 1 }] },
        { 'idempotency-key': randomUUID(), ...from('10.4.0.2') },
      ),
    });
    expect(sale.status).toBe(201);
    const soldAt = Date.now();

    // A forgets its cached answers on its own change at once.
    expect((await product(a)).body).toMatchObject({ stock: 0, inStock: false });
    // B hears of it through PostgreSQL (NOTIFY catalog_changed) and forgets its own: well
    // within the cache's 10 s lifetime (a bound on the wait, not a speed requirement).
    const ttl = DEFAULT_CACHE_LIMITS.ttlMs;
    const bound = 2_000;
    expect(bound).toBeLessThan(ttl);
    await waitFor('B to show the product sold out', async () => (await stock(b)) === 0, bound, 10);
    const window = Date.now() - soldAt;
    await waitFor(
      "B's storefront answer to show it sold out",
      async () =>
        ((await storefront(b)).body as { product: { availableForSale: boolean } }).product.availableForSale === false,
      bound,
      10,
    );
    // Whatever B shows, an order through B is priced and stocked from the database: no overselling.
    const late = await call(`${b.url}/api/orders`, {
      ...json(
        { customer, items: [{ variantId: gid, quantity: 1 }] },
        { 'idempotency-key': randomUUID(), ...from('10.4.0.3') },
      ),
    });
    expect(late.status).toBe(409);
    expect((late.body as { message: string }).message).toMatch(/out of stock/);
    console.info(
      `[scale-out] cache: after A sold the last unit, B answered stock 0 after ${window} ms (TTL ${ttl} ms); B's order for it: ${late.status}`,
    );
  });

  it(
    REDIS_URL
      ? 'shares the sign-in limit through Redis: reached through A, it holds on B'
      : 'keeps a sign-in limit per process without REDIS_URL (set TEST_REDIS_URL or REDIS_URL to share it)',
    { timeout: 60_000 },
    async () => {
      const attempt = (server: ServerProcess, address: string) =>
        call(
          `${server.url}/api/auth/login`,
          json({ username: `nobody-${randomUUID()}`, password: 'wrong-password-123' }, from(address)),
        );
      const through: Answer[] = [];
      for (let i = 0; i < 20; i++) {
        const answer = await attempt(a, '10.3.0.1');
        through.push(answer);
        if (answer.status === 429) break;
        expect(answer.status).toBe(401);
      }
      expect(through.at(-1)!.status).toBe(429);
      const limit = through.length - 1;

      const onB = await attempt(b, '10.3.0.1');
      // Another address is not limited: the limit is per client address, not global.
      const otherAddress = await attempt(b, '10.3.0.2');
      expect(otherAddress.status).toBe(401);
      if (REDIS_URL) {
        expect(onB.status).toBe(429);
        expect(onB.body).toMatchObject({ message: expect.stringMatching(/Too many/) });
      } else {
        expect(onB.status).toBe(401);
      }
      console.info(
        `[scale-out] sign-in limit: ${limit} failures through A, then 429; the same address on B: ${onB.status} (${REDIS_URL ? 'Redis' : 'no Redis'})`,
      );
    },
  );
});
