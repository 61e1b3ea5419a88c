import type { HTTPMethods } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../staff-auth/service';
import { STAFF_SESSION_COOKIE } from '../staff-auth/sessions';
import { adminUsers, contactMessages, emailOutbox, newsletter, staffSessions } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { newSession, sessionIdOf } from '../auth/sessions';

describe('staff accounts, messages, subscribers and the outbox', () => {
  let t: TestApp;
  let cookie: string;

  const login = async (username: string, password: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
    return res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)?.value;
  };
  const send = (method: HTTPMethods, url: string, payload?: object, as = cookie) =>
    t.app.inject({ method, url, cookies: { [STAFF_SESSION_COOKIE]: as }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    await createStaff(t.db, { username: 'boss', email: 'boss@store.test', password: 'boss-password' });
    cookie = (await login('boss', 'boss-password'))!;
  });
  afterAll(() => t.close());

  it('answers 403 on every admin route for a deactivated account that still holds a session', async () => {
    const former = await createStaff(t.db, {
      username: 'former',
      email: 'former@store.test',
      password: 'former-password',
    });
    await t.db.update(adminUsers).set({ isActive: false }).where(eq(adminUsers.id, former.id));
    // The first 403 ends every session of the account, so each request gets a fresh one.
    const staleSession = async () => {
      const { token } = newSession();
      const later = new Date(Date.now() + 3_600_000);
      await t.db
        .insert(staffSessions)
        .values({ sessionId: sessionIdOf(token), staffId: former.id, expiresAt: later, absoluteExpiresAt: later });
      return token;
    };
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, object>;
    };
    const routes = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => [method.toUpperCase(), path.replace(/\{[^}]+\}/g, '1')] as const),
      );
    for (const expected of [
      'POST /api/admin/orders/1/status',
      'PUT /api/admin/products/1',
      'POST /api/admin/media',
      'POST /api/admin/staff/1/deactivate',
      'GET /api/admin/newsletter.csv',
    ]) {
      expect(routes.map(([m, u]) => `${m} ${u}`)).toContain(expected);
    }
    for (const [method, url] of routes) {
      const res = await send(method as HTTPMethods, url, undefined, await staleSession());
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ message: 'Account is deactivated' });
    }
  });

  it('adds staff by the registration rules and refuses taken names', async () => {
    const short = await send('POST', '/api/admin/staff', {
      username: 'ab',
      email: 'nope',
      password: 'short',
      role: 'support',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([
      { path: 'username', message: 'Username must be at least 3 characters' },
      { path: 'email', message: 'Please enter a valid email' },
      { path: 'password', message: 'Password must be at least 8 characters' },
    ]);
    const created = await send('POST', '/api/admin/staff', {
      username: 'helper',
      email: 'Helper@Store.test',
      password: 'helper-password',
      role: 'admin',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      username: 'helper',
      email: 'helper@store.test',
      role: 'admin',
      isActive: true,
      createdAt: expect.any(String),
    });
    expect(
      (
        await send('POST', '/api/admin/staff', {
          username: 'HELPER',
          email: 'x@store.test',
          password: 'helper-password',
          role: 'admin',
        })
      ).json(),
    ).toMatchObject({ message: 'Username is already taken' });
    expect(
      (
        await send('POST', '/api/admin/staff', {
          username: 'other',
          email: 'helper@store.test',
          password: 'helper-password',
          role: 'admin',
        })
      ).statusCode,
    ).toBe(409);
    const list = (await send('GET', '/api/admin/staff')).json();
    expect(list.map((s: { username: string }) => s.username)).toEqual(expect.arrayContaining(['boss', 'helper']));
  });

  it('deactivating an account ends its sessions; it can be reactivated; nobody deactivates themselves', async () => {
    const helperCookie = (await login('helper', 'helper-password'))!;
    const [helper] = await t.db.select().from(adminUsers).where(eq(adminUsers.username, 'helper'));
    expect((await send('GET', '/api/admin/stats', undefined, helperCookie)).statusCode).toBe(200);

    const off = await send('POST', `/api/admin/staff/${helper!.id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);
    expect(await t.db.select().from(staffSessions).where(eq(staffSessions.staffId, helper!.id))).toEqual([]);
    expect((await send('GET', '/api/admin/stats', undefined, helperCookie)).statusCode).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'helper', password: 'helper-password' },
    });
    expect(refused.statusCode).toBe(403);

    expect((await send('POST', `/api/admin/staff/${helper!.id}/activate`)).json().isActive).toBe(true);
    expect(await login('helper', 'helper-password')).toBeTruthy();

    const [boss] = await t.db.select().from(adminUsers).where(eq(adminUsers.username, 'boss'));
    const self = await send('POST', `/api/admin/staff/${boss!.id}/deactivate`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot deactivate your own account');
    expect((await send('POST', '/api/admin/staff/999999/deactivate')).statusCode).toBe(404);
  });

  it('marks a message read and unread', async () => {
    const [message] = await t.db
      .insert(contactMessages)
      .values({
        name: 'Gil',
        email: 'gil@example.com',
        category: 'general-inquiry',
        subject: 'Hi',
        message: 'A long enough message.',
      })
      .returning();
    const read = await send('PATCH', `/api/admin/messages/${message!.id}`, { read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: message!.id, name: 'Gil', readAt: expect.any(String) });
    expect((await send('GET', '/api/admin/stats')).json().unreadMessages).toBe(0);
    expect((await send('PATCH', `/api/admin/messages/${message!.id}`, { read: false })).json().readAt).toBeNull();
    expect((await send('PATCH', `/api/admin/messages/${message!.id}`, { read: 'yes' })).statusCode).toBe(400);
    expect((await send('PATCH', '/api/admin/messages/999999', { read: true })).statusCode).toBe(404);
  });

  it('exports subscribers as CSV, escaped and guarded against formulas', async () => {
    await t.db.insert(newsletter).values([
      { email: 'plain@example.com', subscribedAt: new Date('2025-01-01T00:00:00.000Z') },
      { email: '=cmd|"/c calc"!a1@example.com', subscribedAt: new Date('2025-01-02T00:00:00.000Z') },
      { email: '+1,2@example.com', subscribedAt: new Date('2025-01-03T00:00:00.000Z') },
      { email: '@sum@example.com', subscribedAt: new Date('2025-01-04T00:00:00.000Z') },
    ]);
    const res = await send('GET', '/api/admin/newsletter.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    expect(res.body.split('\r\n')).toEqual([
      'email,subscribed_at',
      'plain@example.com,2025-01-01T00:00:00.000Z',
      `"'=cmd|""/c calc""!a1@example.com",2025-01-02T00:00:00.000Z`,
      `"'+1,2@example.com",2025-01-03T00:00:00.000Z`,
      `'@sum@example.com,2025-01-04T00:00:00.000Z`,
      '',
    ]);
  });

  it('lists the outbox newest first and shows one email in full', async () => {
    await t.db.insert(emailOutbox).values([
      {
        to: 'a@example.com',
        subject: 'First',
        text: 'one',
        status: 'stored',
        createdAt: new Date('2025-01-01T00:00:00.000Z'),
      },
      {
        to: 'b@example.com',
        subject: 'Second',
        text: 'two',
        html: '<p>two</p>',
        status: 'failed',
        error: 'SMTP down',
        attempts: 2,
        nextAttemptAt: new Date('2025-01-02T00:06:00.000Z'),
        createdAt: new Date('2025-01-02T00:00:00.000Z'),
      },
    ]);
    const res = await send('GET', '/api/admin/outbox?q=example.com');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const list = res.json();
    expect(list.map((e: { subject: string }) => e.subject)).toEqual(['Second', 'First']);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      to: 'b@example.com',
      subject: 'Second',
      status: 'failed',
      error: 'SMTP down',
      attempts: 2,
      nextAttemptAt: '2025-01-02T00:06:00.000Z',
      createdAt: '2025-01-02T00:00:00.000Z',
      sentAt: null,
      secret: false,
    });
    expect(list[1]).toMatchObject({ subject: 'First', status: 'stored', attempts: 0, nextAttemptAt: null });
    const one = await send('GET', `/api/admin/outbox/${list[0].id}`);
    expect(one.json()).toMatchObject({ subject: 'Second', text: 'two', html: '<p>two</p>' });
    expect((await send('GET', '/api/admin/outbox/999999')).statusCode).toBe(404);
  });
});
