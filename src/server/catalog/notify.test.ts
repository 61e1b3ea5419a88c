// A change seen across processes: two apps on one PostgreSQL database, A and B, each with its
// own pool, its own listening connection, its own catalogue signal and its own copy of the
// server modules (B is built after vi.resetModules()), so A's in-memory signal cannot reach
// B's cache: only PostgreSQL's NOTIFY can, as between two processes. A change through A (an
// order, an admin product edit, a cancellation that restocks) shows on B well within the cache's 10 s
// lifetime; a cut listening connection comes back and B's cache is emptied; closing the app
// ends the listener. PostgreSQL only: PGlite is one process and has nothing to relay
// (cache.test.ts checks it has no listener).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaff } from '../staff-auth/service';
import { STAFF_SESSION_COOKIE } from '../staff-auth/sessions';
import type { App } from '../app';
import type { Database } from '../db/database';
import { eq, sql, type SQL } from 'drizzle-orm';
import { productVariants } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { customer, placePaidOrder, postOrder, variantGid } from '../test/orders-fixtures';
import { DEFAULT_CACHE_LIMITS } from '../http/response-cache';
import { CATALOG_CHANNEL, LISTENER_APPLICATION_NAME } from './notify';

const PG_URL = process.env.TEST_DATABASE_URL;
/** A bound on a wait, far below the cache's 10 s lifetime: not a speed requirement. */
const PROMPTLY_MS = 2_000;
type Query = (...args: unknown[]) => Promise<unknown>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 10 ms until it holds; returns how long that took, or throws after `timeoutMs`. */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = PROMPTLY_MS): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return Math.round(performance.now() - started);
    if (performance.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(10);
  }
}

describe.skipIf(!PG_URL)('catalogue changes reach the other processes (PostgreSQL LISTEN/NOTIFY)', () => {
  let t: TestApp;
  let b: App;
  let databaseB: Database;
  let cookie: string;
  let statementsOnB = 0;
  let controlVariantId: number;
  let databaseUrl: string;
  let sentBeforeB = 0;
  const figures: string[] = [];

  const readB = async (url: string) => {
    statementsOnB = 0;
    const res = await b.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.statusCode === 200 ? res.json() : undefined, statements: statementsOnB };
  };
  /** Waits until every NOTIFY A has sent has reached B (B hears all that A sends once B listens). */
  const heardAllOfA = async () => {
    await t.app.catalogNotifications!.settled();
    const sent = t.app.catalogNotifications!.sent - sentBeforeB;
    await until("B to hear A's notifications", async () => b.catalogNotifications!.heard >= sent);
  };
  /**
   * Waits until B answers `url` as `check` expects, from its cache (no SQL): the notification
   * of A's last change has arrived and B has cached the answer since.
   */
  const cachedOnB = async (url: string, check: (body: Record<string, unknown> | undefined) => boolean) => {
    await heardAllOfA();
    return until(`B to cache ${url}`, async () => {
      const first = await readB(url);
      if (!check(first.body)) return false;
      const again = await readB(url);
      return again.statements === 0 && check(again.body);
    });
  };
  const readA = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, cookies: { [STAFF_SESSION_COOKIE]: cookie }, ...(payload ? { payload } : {}) });
  /** Raw SQL through A's pool: the test's own view of the database. */
  const rows = async <T>(statement: SQL) => ((await t.db.execute(statement)) as unknown as { rows: T[] }).rows;
  const listeners = async () =>
    (
      await rows<{ pid: number }>(
        sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
      )
    ).map((r) => Number(r.pid));

  const product = (handle: string, stock: number, name = 'Harbour blouse') => ({
    handle,
    name,
    description: '<p>Linen</p>',
    category: 'women',
    subcategory: 'blouses',
    variants: [{ size: 'M', color: 'White', price: '30.00', stock }],
    images: [{ url: '/media/1', alt: 'Front' }],
  });

  beforeAll(async () => {
    t = await createTestApp();
    await createStaff(t.db, { username: 'relay', email: 'relay@store.test', password: 'relay-password' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'relay', password: 'relay-password' },
    });
    cookie = login.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value;

    // A's notifications so far went out before B listened: B never hears them.
    await t.app.catalogNotifications!.settled();
    sentBeforeB = t.app.catalogNotifications!.sent;
    // B: the same database, its own pool and a fresh copy of every server module.
    const [{ name }] = (await rows<{ name: string }>(sql`select current_database() as name`)) as [{ name: string }];
    const url = new URL(PG_URL!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    vi.resetModules();
    const [{ buildApp }, { openDatabase }, { createMailer }, { testConfig }] = await Promise.all([
      import('../app'),
      import('../db/database'),
      import('../mail/mailer'),
      import('../test/harness'),
    ]);
    databaseB = await openDatabase({ url: databaseUrl, poolSize: 5 });
    const config = testConfig();
    b = await buildApp({ config, database: databaseB, mailer: createMailer(databaseB.db, config.mail) });
    await b.ready();
    const client = (databaseB.db as unknown as { $client: { query: Query } }).$client;
    const query = client.query.bind(client) as Query;
    client.query = (...args: unknown[]) => {
      statementsOnB++;
      return query(...args);
    };
  });
  afterAll(async () => {
    await b?.close();
    await databaseB?.close();
    await t?.close();
    if (figures.length) console.info(`[catalogue relay] ${figures.join('; ')}`);
  });

  it('runs A and B as two processes would: separate modules, one listening connection each', async () => {
    expect(b.catalogEvents).not.toBe(t.app.catalogEvents);
    expect(t.app.catalogNotifications?.state).toBe('listening');
    expect(b.catalogNotifications?.state).toBe('listening');
    expect((await listeners()).sort()).toEqual(
      [t.app.catalogNotifications!.backendPid, b.catalogNotifications!.backendPid].sort(),
    );

    // A's in-memory signal does not reach B's cache: B still answers from it without SQL.
    const created = await admin('POST', '/api/admin/products', product('control-tee', 3, 'Control tee'));
    expect(created.statusCode).toBe(201);
    controlVariantId = created.json().variants[0].id;
    await cachedOnB('/api/products/control-tee', (body) => body?.stock === 3);
    t.app.catalogEvents.changedElsewhere(); // empties A's caches only, and sends nothing
    expect((await readB('/api/products/control-tee')).statements).toBe(0);
  });

  it("shows an order placed through A in B's answers promptly", async () => {
    const created = (await admin('POST', '/api/admin/products', product('relay-dress', 5, 'Relay dress'))).json();
    const variantId = created.variants[0].id as number;
    const url = '/api/products/relay-dress';
    const list = '/api/products?category=women&first=50';
    const listedStock = (body: unknown) =>
      (body as Array<{ handle: string; stock: number }> | undefined)?.find((p) => p.handle === 'relay-dress')?.stock;
    // B answers from its cache: no SQL.
    await cachedOnB(url, (body) => body?.stock === 5);
    await cachedOnB(list, (body) => listedStock(body) === 5);

    const order = await postOrder(t.app, { customer, items: [{ variantId: variantGid(variantId), quantity: 2 }] });
    expect(order.statusCode, order.body).toBe(201);
    expect((await readA(url)).stock).toBe(3);
    const ms = await until("B's product answer to show stock 3", async () => (await readB(url)).body?.stock === 3);
    const listMs = await until("B's list to show stock 3", async () => listedStock((await readB(list)).body) === 3);
    expect(ms).toBeLessThan(DEFAULT_CACHE_LIMITS.ttlMs);
    figures.push(`order via A -> B fresh after ${ms} ms (list ${listMs} ms more)`);
  });

  it("shows an admin product edit made through A in B's answers promptly", async () => {
    const created = (await admin('POST', '/api/admin/products', product('relay-blouse', 4))).json();
    const url = '/api/products/relay-blouse';
    const facets = '/api/products/facets?category=women';
    await cachedOnB(url, (body) => body?.name === 'Harbour blouse');
    await cachedOnB(facets, (body) => body !== undefined);
    expect((await readB(url)).statements).toBe(0);

    const edit = await admin('PUT', `/api/admin/products/${created.product.id}`, {
      ...product('relay-blouse', 4, 'Harbour shirt'),
      version: created.product.version,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const adjust = await admin('POST', `/api/admin/products/${created.product.id}/stock-adjustments`, {
      variantId: created.variants[0].id,
      change: 5,
      reason: 'received',
    });
    expect(adjust.statusCode, adjust.body).toBe(200);
    const ms = await until("B's answer to show the edit", async () => {
      const { body } = await readB(url);
      return body?.name === 'Harbour shirt' && body?.stock === 9;
    });
    // Everything cached on B went, not just the product: the facets are read again.
    expect((await readB(facets)).statements).toBeGreaterThan(0);
    figures.push(`admin edit via A -> B fresh after ${ms} ms`);
  });

  it("shows the stock an order cancellation through A gives back in B's answers promptly", async () => {
    const created = (await admin('POST', '/api/admin/products', product('relay-coat', 6, 'Relay coat'))).json();
    const url = '/api/products/relay-coat';
    // A paid order, so staff can cancel it.
    const { order } = await placePaidOrder(t.app, {
      customer,
      items: [{ variantId: variantGid(created.variants[0].id), quantity: 4 }],
    });
    await cachedOnB(url, (body) => body?.stock === 2);

    const cancel = await admin('POST', `/api/admin/orders/${order.id}/status`, { status: 'cancelled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const ms = await until("B's answer to show the restock", async () => (await readB(url)).body?.stock === 6);
    figures.push(`cancellation via A -> B fresh after ${ms} ms`);
  });

  it('sends one NOTIFY per burst of changes, after the last of them', async () => {
    const spy = new pg.Client({ connectionString: databaseUrl });
    spy.on('error', () => {});
    const heard: string[] = [];
    spy.on('notification', (message) => heard.push(`${message.channel}:${message.payload}`));
    await spy.connect();
    try {
      await spy.query(`listen ${CATALOG_CHANNEL}`);
      // 100 changes in one go: the first is announced at once, the other 99 by one more
      // NOTIFY sent once the first is through.
      for (let i = 0; i < 100; i++) t.app.catalogEvents.changed();
      await until('two notifications', async () => heard.length >= 2);
      await sleep(200);
      expect(heard.length).toBe(2);
      expect(new Set(heard).size).toBe(1);
      expect(heard[0]).toMatch(new RegExp(`^${CATALOG_CHANNEL}:[0-9a-f-]{36}$`));
    } finally {
      await spy.end();
    }
  });

  it("reconnects after pg_terminate_backend of B's listening connection, and empties B's cache", async () => {
    const relay = b.catalogNotifications!;
    const url = '/api/products/control-tee';
    await cachedOnB(url, (body) => body?.stock === 3);
    // A change nobody announces (SQL by hand): B keeps its cached answer...
    await t.db.update(productVariants).set({ stock: 7 }).where(eq(productVariants.id, controlVariantId));
    expect(await readB(url)).toMatchObject({ statements: 0, body: { stock: 3 } });

    // ...until its listening connection is cut: whatever was announced meanwhile is lost, so
    // the reconnection empties the cache.
    const before = { pid: relay.backendPid!, connections: relay.connections };
    const cutAt = performance.now();
    await rows(sql`select pg_terminate_backend(${before.pid})`);
    const ms = await until(
      'B to listen again',
      async () => relay.state === 'listening' && relay.connections === before.connections + 1,
      5_000,
    );
    expect(relay.backendPid).not.toBe(before.pid);
    expect(await listeners()).toContain(relay.backendPid);
    expect((await listeners()).length).toBe(2);
    expect(await readB(url)).toMatchObject({ body: { stock: 7 } });
    figures.push(
      `listener cut -> B listening again (cache emptied) after ${ms} ms (${Math.round(performance.now() - cutAt)} ms incl. the kill)`,
    );

    // And it hears A again.
    await cachedOnB(url, (body) => body?.stock === 7);
    const order = await postOrder(t.app, {
      customer,
      items: [{ variantId: variantGid(controlVariantId), quantity: 1 }],
    });
    expect(order.statusCode, order.body).toBe(201);
    await until('B to hear A after reconnecting', async () => (await readB(url)).body?.stock === 6);
  });

  it('ends the listening connection when the app closes, even while it waits to reconnect', async () => {
    const relay = b.catalogNotifications!;
    const pid = relay.backendPid!;
    await rows(sql`select pg_terminate_backend(${pid})`);
    await until('B to notice the cut', async () => relay.state !== 'listening' || relay.backendPid !== pid, 5_000);
    await b.close();
    expect(relay.state).toBe('closed');
    // Longer than the first reconnection delays: nothing comes back.
    await sleep(500);
    expect(await listeners()).toEqual([t.app.catalogNotifications!.backendPid]);
    expect(relay.backendPid).toBeUndefined();

    // A's own close ends A's.
    const relayA = t.app.catalogNotifications!;
    await relayA.close();
    expect(relayA.state).toBe('closed');
    expect(await listeners()).toEqual([]);
    // A change after closing is not announced, and nothing throws.
    expect(() => t.app.catalogEvents.changed()).not.toThrow();
  });
});
