import { randomBytes } from 'node:crypto';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, newsletter, orders } from '../db/schema';
import { createStaff } from '../staff-auth/service';
import { STAFF_SESSION_COOKIE } from '../staff-auth/sessions';
import { createTestApp, type TestApp } from '../test/harness';

const ADMIN_GETS = ['/api/admin/orders', '/api/admin/messages', '/api/admin/newsletter', '/api/admin/stats'];
const minutesAgo = (n: number) => new Date(Date.parse('2025-06-01T12:00:00.000Z') - n * 60_000);

describe('the admin API', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    await createStaff(t.db, { username: 'dashboard', email: 'dashboard@store.test', password: 'dashboard-password' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'dashboard', password: 'dashboard-password' },
    });
    cookie = res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value;

    // Every one paid for; the cancelled one too, before it was cancelled.
    const order = (email: string, status: string, total: string, minutes: number) => ({
      email,
      status,
      paymentStatus: 'paid',
      fulfillmentStatus: status === 'shipped' ? 'fulfilled' : status === 'delivered' ? 'delivered' : 'unfulfilled',
      customer: { firstName: 'Jo', lastName: email.split('@')[0] },
      total,
      createdAt: minutesAgo(minutes),
      trackingNumber: `TRK-${randomBytes(6).toString('hex').toUpperCase()}`,
      shippingAddress: 'Jo Doe\n1 Main St\nFort Smith AR 72901\nUS',
    });
    await t.db
      .insert(orders)
      .values([
        order('ann@example.com', 'pending', '10.00', 50),
        order('bob@example.com', 'confirmed', '25.50', 40),
        order('cat@example.com', 'cancelled', '99.99', 30),
        order('ann@example.com', 'shipped', '1200.01', 20),
        order('dan@example.com', 'delivered', '5.49', 10),
        order('eve@example.com', 'pending', '3.00', 10),
        order('fay@example.com', 'pending', '0.50', 5),
      ]);
    const message = (name: string, subject: string, minutes: number, read: boolean) => ({
      name,
      email: `${name.toLowerCase()}@example.com`,
      category: 'general-inquiry',
      subject,
      message: `Hello from ${name}, a message long enough.`,
      createdAt: minutesAgo(minutes),
      readAt: read ? minutesAgo(0) : null,
    });
    await t.db
      .insert(contactMessages)
      .values([
        message('Gil', 'Sizing question', 30, true),
        message('Hal', 'Where is my order', 20, false),
        message('Ivy', 'Returns', 10, false),
      ]);
    // One statement: every row gets the same subscribed_at, so only the id orders them.
    await t.db.insert(newsletter).values(Array.from({ length: 7 }, (_, i) => ({ email: `reader${i}@example.com` })));
  });
  afterAll(() => t.close());

  const get = (url: string, withCookie = true) =>
    t.app.inject({ method: 'GET', url, ...(withCookie ? { cookies: { [STAFF_SESSION_COOKIE]: cookie } } : {}) });

  it('answers 401 on every admin route without a session, before any validation', async () => {
    // Every route the API documents under /api/admin, so routes added later are covered too.
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, object>;
    };
    const routes = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => [method.toUpperCase(), path.replace(/\{[^}]+\}/g, '1')] as const),
      );
    expect(routes.map(([method, url]) => `${method} ${url}`)).toEqual(
      expect.arrayContaining(ADMIN_GETS.map((url) => `GET ${url}`)),
    );

    const extra = [
      ['GET', '/api/admin/orders?limit=0'],
      ['GET', '/api/admin/no-such-thing'],
      ['DELETE', '/api/admin/orders'],
    ] as const;
    for (const [method, url] of [...routes, ...extra]) {
      for (const cookies of [{}, { [STAFF_SESSION_COOKIE]: 'forged' }] as Array<Record<string, string>>) {
        const res = await t.app.inject({ method: method as HTTPMethods, url, cookies });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json(), `${method} ${url}`).toEqual({ message: 'Authentication required' });
      }
    }
  });

  it('answers unknown admin paths with 404 once signed in', async () => {
    const res = await get('/api/admin/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No route for GET /api/admin/no-such-thing' });
  });

  it('lists the 5 most recent orders, newest first, as the dashboard shows them', async () => {
    const res = await get('/api/admin/orders');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('7');
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json();
    expect(list.map((o: { email: string }) => o.email)).toEqual([
      'fay@example.com',
      // Same minute: the later id first.
      'eve@example.com',
      'dan@example.com',
      'ann@example.com',
      'cat@example.com',
    ]);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      trackingNumber: expect.stringMatching(/^TRK-/),
      email: 'fay@example.com',
      customerName: 'Jo fay',
      status: 'pending',
      paymentStatus: 'paid',
      fulfillmentStatus: 'unfulfilled',
      itemCount: 0,
      total: '0.50',
      createdAt: minutesAgo(5).toISOString(),
    });
    expect(res.headers.link).toMatch(/^<\/api\/admin\/orders\?after=[\w-]+>; rel="next"$/);
  });

  it('follows the Link header through every page without gaps or repeats', async () => {
    const seen: number[] = [];
    let url: string | undefined = '/api/admin/newsletter?limit=3';
    let pages = 0;
    while (url) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('7');
      seen.push(...res.json().map((s: { id: number }) => s.id));
      url = /^<([^>]+)>; rel="next"$/.exec(String(res.headers.link ?? ''))?.[1];
      pages++;
    }
    expect(pages).toBe(3);
    const all = await t.db.select({ id: newsletter.id }).from(newsletter);
    expect(seen).toEqual(all.map((r) => r.id).sort((a, b) => b - a));
  });

  it('keeps the limit and search in the next link', async () => {
    const first = await get('/api/admin/orders?limit=1&q=ANN@');
    expect(first.headers['x-total-count']).toBe('2');
    const next = /^<([^>]+)>/.exec(String(first.headers.link))![1]!;
    expect(next).toContain('limit=1');
    expect(next).toContain('q=ANN%40');
    const second = await get(next);
    expect(second.json().map((o: { total: string }) => o.total)).toEqual(['10.00']);
    expect(second.headers.link).toBeUndefined();
  });

  it('searches orders by email or tracking number', async () => {
    const [stored] = await t.db.select().from(orders).limit(1);
    const byTracking = await get(`/api/admin/orders?q=${stored!.trackingNumber.slice(4).toLowerCase()}`);
    expect(byTracking.json().map((o: { id: number }) => o.id)).toEqual([stored!.id]);
    const byEmail = await get('/api/admin/orders?q=bob');
    expect(byEmail.json().map((o: { email: string }) => o.email)).toEqual(['bob@example.com']);
    const wildcard = await get('/api/admin/orders?q=%25');
    expect(wildcard.json()).toEqual([]);
    expect(wildcard.headers['x-total-count']).toBe('0');
  });

  it('lists messages newest first with their text, and searches name, email and subject', async () => {
    const res = await get('/api/admin/messages');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((m: { name: string }) => m.name)).toEqual(['Ivy', 'Hal', 'Gil']);
    expect(list[2]).toEqual({
      id: expect.any(Number),
      name: 'Gil',
      email: 'gil@example.com',
      category: 'general-inquiry',
      subject: 'Sizing question',
      message: 'Hello from Gil, a message long enough.',
      createdAt: minutesAgo(30).toISOString(),
      readAt: minutesAgo(0).toISOString(),
    });
    expect(list[0].readAt).toBeNull();
    for (const [q, names] of [
      ['hal', ['Hal']],
      ['IVY@EXAMPLE', ['Ivy']],
      ['sizing', ['Gil']],
      ['nothing', []],
    ] as const) {
      expect(
        (await get(`/api/admin/messages?q=${q}`)).json().map((m: { name: string }) => m.name),
        q,
      ).toEqual(names);
    }
  });

  it('lists subscribers newest first and searches by email', async () => {
    const res = await get('/api/admin/newsletter');
    const list = res.json();
    expect(list).toHaveLength(5);
    expect(list[0]).toEqual({ id: expect.any(Number), email: 'reader6@example.com', subscribedAt: expect.any(String) });
    expect(Number.isNaN(Date.parse(list[0].subscribedAt))).toBe(false);
    expect((await get('/api/admin/newsletter?q=reader3')).json().map((s: { email: string }) => s.email)).toEqual([
      'reader3@example.com',
    ]);
  });

  it('refuses a bad limit or a forged cursor with 400', async () => {
    const tooMany = await get('/api/admin/orders?limit=101');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('limit must be at most 100');
    for (const after of [
      'garbage',
      Buffer.from('2025-01-01|1').toString('base64url'),
      Buffer.from('2025-02-30T00:00:00.000000Z|1').toString('base64url'),
      Buffer.from("x'); drop table orders;--|1").toString('base64url'),
    ]) {
      const res = await get(`/api/admin/messages?after=${after}`);
      expect(res.statusCode, after).toBe(400);
      expect(res.json()).toEqual({ message: 'Invalid cursor', errors: [{ path: 'after', message: 'Invalid cursor' }] });
    }
  });

  it('reports stats that equal what is stored; cancelled orders are not revenue, who takes payment, and the work waiting', async () => {
    const res = await get('/api/admin/stats');
    expect(res.statusCode).toBe(200);
    // 10.00 + 25.50 + 1200.01 + 5.49 + 3.00 + 0.50 (the cancelled 99.99 left out)
    expect(res.json()).toEqual({
      totalOrders: 7,
      totalRevenueCents: 124450,
      totalRevenue: '1244.50',
      messages: 3,
      unreadMessages: 2,
      subscribers: 7,
      paymentProvider: { provider: 'demo', mode: 'demo' },
      // The paid orders neither cancelled, shipped nor delivered; no variant has a threshold; no job queue runs.
      ordersToShip: 4,
      lowStockVariants: 0,
      failedJobs: null,
    });
    const stored = await t.db.select({ total: orders.total, status: orders.status }).from(orders);
    const cents = stored
      .filter((o) => o.status !== 'cancelled')
      .reduce((sum, o) => sum + Math.round(Number(o.total) * 100), 0);
    expect(res.json().totalRevenueCents).toBe(cents);
  });
});
