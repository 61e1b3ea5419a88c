// A staff member's list of their sessions and ending them; an owner ending all of another's.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffSessions } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { signedInStaff } from '../test/staff';
import { createStaff } from './service';
import { checkStaffSession, STAFF_SESSION_COOKIE } from './sessions';
import { sessionIdOf } from '../auth/sessions';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('staff sessions in "Your account"', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedInStaff(t, 'session-owner');
  });
  afterAll(async () => t?.close());

  const signIn = async (username: string, userAgent: string, remoteAddress: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: `${username}-password` },
      headers: { 'user-agent': userAgent },
      remoteAddress,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { [STAFF_SESSION_COOKIE]: res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value };
  };
  const as = (cookies: Record<string, string>, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, cookies });
  const me = async (cookies: Record<string, string>) => (await as(cookies, 'GET', '/api/auth/me')).statusCode;

  it('lists the browsers signed in, in plain words, with where from and which one is asking', async () => {
    await createStaff(
      t.db,
      { username: 'traveller', email: 'traveller@store.test', password: 'traveller-password' },
      'support',
    );
    const laptop = await signIn('traveller', FIREFOX, '203.0.113.10');
    await signIn('traveller', IPHONE, '203.0.113.11');
    const res = await as(laptop, 'GET', '/api/admin/account/sessions');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as {
      device: string;
      address: string;
      current: boolean;
      startedAt: string;
      lastUsedAt: string;
    }[];
    expect(
      list
        .map(({ device, address, current }) => ({ device, address, current }))
        .sort((a, b) => a.address.localeCompare(b.address)),
    ).toEqual([
      { device: 'Firefox on Windows', address: '203.0.113.10', current: true },
      { device: 'Safari on iPhone', address: '203.0.113.11', current: false },
    ]);
    expect(Date.parse(list[0]!.startedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('notes the last use and address at most once a minute', async () => {
    await createStaff(t.db, { username: 'regular', email: 'regular@store.test', password: 'regular-password' });
    const cookies = await signIn('regular', FIREFOX, '203.0.113.20');
    const sessionId = sessionIdOf(cookies[STAFF_SESSION_COOKIE]!);
    const row = async () => (await t.db.select().from(staffSessions).where(eq(staffSessions.sessionId, sessionId)))[0]!;
    const started = await row();
    expect(started).toMatchObject({ address: '203.0.113.20', userAgent: FIREFOX });
    expect(started.lastUsedAt).toEqual(started.createdAt);

    const policy = t.config.session;
    const soon = new Date(started.createdAt.getTime() + 30_000);
    await checkStaffSession(t.db, cookies[STAFF_SESSION_COOKIE], policy, soon, { address: '198.51.100.1' });
    expect((await row()).lastUsedAt).toEqual(started.createdAt);
    const later = new Date(started.createdAt.getTime() + 61_000);
    await checkStaffSession(t.db, cookies[STAFF_SESSION_COOKIE], policy, later, { address: '198.51.100.1' });
    expect(await row()).toMatchObject({ lastUsedAt: later, address: '198.51.100.1', userAgent: FIREFOX });
  });

  it('ends one of their own sessions, which stops working at once; another’s answers 404', async () => {
    await createStaff(t.db, { username: 'leaver2', email: 'leaver2@store.test', password: 'leaver2-password' });
    const desk = await signIn('leaver2', FIREFOX, '203.0.113.30');
    const phone = await signIn('leaver2', IPHONE, '203.0.113.31');
    const phoneRow = (await as(desk, 'GET', '/api/admin/account/sessions'))
      .json()
      .find((s: { current: boolean }) => !s.current);

    expect((await as(owner, 'POST', `/api/admin/account/sessions/${phoneRow.id}/end`)).statusCode).toBe(404);
    expect(await me(phone)).toBe(200);

    const ended = await as(desk, 'POST', `/api/admin/account/sessions/${phoneRow.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await me(phone)).toBe(401);
    expect(await me(desk)).toBe(200);
    expect((await as(desk, 'GET', '/api/admin/account/sessions')).json()).toHaveLength(1);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.kind, 'staff.session_ended'));
    expect(audit).toMatchObject({
      actorUsername: 'leaver2',
      subjectLabel: 'leaver2',
      before: { device: 'Safari on iPhone', address: '203.0.113.31' },
    });
  });

  it('lets an owner end every session of another account, and nobody else', async () => {
    await createStaff(
      t.db,
      { username: 'signed-out', email: 'signed-out@store.test', password: 'signed-out-password' },
      'manager',
    );
    const one = await signIn('signed-out', FIREFOX, '203.0.113.40');
    const two = await signIn('signed-out', IPHONE, '203.0.113.41');
    const staffId = (await as(one, 'GET', '/api/auth/me')).json().id;

    expect((await as(one, 'POST', `/api/admin/staff/${staffId}/sessions/end`)).statusCode).toBe(403);
    const res = await as(owner, 'POST', `/api/admin/staff/${staffId}/sessions/end`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('2 sessions ended');
    expect([await me(one), await me(two)]).toEqual([401, 401]);
    expect((await as(owner, 'POST', '/api/admin/staff/999999/sessions/end')).statusCode).toBe(404);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.kind, 'staff.sessions_ended'));
    expect(audit).toMatchObject({
      actorUsername: 'session-owner',
      subjectLabel: 'signed-out',
      after: { sessionsEnded: 2 },
    });
  });
});
