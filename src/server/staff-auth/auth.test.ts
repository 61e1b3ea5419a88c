import { randomBytes } from 'node:crypto';
import { parseOptions } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers, staffSessions } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { LOGIN_LIMITS } from './routes';
import { createStaff } from './service';
import { STAFF_SESSION_COOKIE } from './sessions';
import { STAFF_SIGNED_IN_COOKIE } from '../../shared/staff-signed-in-cookie';
import { PERMISSIONS } from '../../shared/staff-roles';
import { sessionIdOf } from '../auth/sessions';

const PASSWORD = 'correct horse battery';

describe('staff sign-in', () => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Each test signs in from its own address, so the per-address limit stays out of the way. */
  const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

  async function newStaff() {
    const username = `staff_${randomBytes(4).toString('hex')}`;
    const user = await createStaff(t.db, { username, email: `${username}@store.test`, password: PASSWORD });
    return { ...user, remoteAddress: nextAddress() };
  }

  const loginAs = (username: string, password: string, extra: { remoteAddress?: string; cookie?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress: extra.remoteAddress ?? nextAddress(),
      ...(extra.cookie ? { cookies: { [STAFF_SESSION_COOKIE]: extra.cookie } } : {}),
    });

  async function signIn(username: string, remoteAddress?: string): Promise<string> {
    const res = await loginAs(username, PASSWORD, { remoteAddress });
    expect(res.statusCode).toBe(200);
    return res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value;
  }

  const me = (cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      ...(cookie ? { cookies: { [STAFF_SESSION_COOKIE]: cookie } } : {}),
    });

  const sessionsOf = (userId: number) => t.db.select().from(staffSessions).where(eq(staffSessions.staffId, userId));

  it('signs in with the right password: the user, an httpOnly SameSite=Lax cookie, and /me answers', async () => {
    const staff = await newStaff();
    const res = await loginAs(staff.username, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: staff.id,
      username: staff.username,
      email: staff.email,
      role: 'admin',
      permissions: [...PERMISSIONS],
    });
    expect(res.headers['cache-control']).toBe('no-store');

    const cookie = res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeUndefined();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The page's readable mark that a session exists: no secret in it, the session's lifetime.
    const mark = res.cookies.find((c) => c.name === STAFF_SIGNED_IN_COOKIE)!;
    expect(mark).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: cookie.maxAge });
    expect(mark.httpOnly).toBeUndefined();

    const who = await me(cookie.value);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toEqual({
      id: staff.id,
      username: staff.username,
      email: staff.email,
      role: 'admin',
      permissions: [...PERMISSIONS],
    });
    expect(who.headers['cache-control']).toBe('no-store');
  });

  it('stores only the SHA-256 of the session id, never the id itself', async () => {
    const staff = await newStaff();
    const cookie = await signIn(staff.username);
    const [session] = await sessionsOf(staff.id);
    expect(session!.sessionId).toBe(sessionIdOf(cookie));
    expect(session!.sessionId).not.toContain(cookie);
  });

  it('matches usernames regardless of case', async () => {
    const staff = await newStaff();
    const res = await loginAs(staff.username.toUpperCase(), PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(staff.username);
  });

  it('answers a wrong password and an unknown user identically', async () => {
    const staff = await newStaff();
    const wrong = await loginAs(staff.username, 'not the password');
    const unknown = await loginAs('nobody_here', PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid credentials' });
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.cookies).toEqual([]);
    expect(unknown.cookies).toEqual([]);
  });

  it('answers Username is required and Password is required when either is missing', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: nextAddress() });

    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: 'Username is required',
      errors: [
        { path: 'username', message: 'Username is required' },
        { path: 'password', message: 'Password is required' },
      ],
    });
    const blank = await post({ username: '   ', password: '' });
    expect(blank.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Username is required',
      'Password is required',
    ]);
    const noPassword = await post({ username: 'someone' });
    expect(noPassword.json()).toEqual({
      message: 'Password is required',
      errors: [{ path: 'password', message: 'Password is required' }],
    });
  });

  it('hashes passwords with argon2id at 19 MiB, 2 passes, 1 lane', async () => {
    const staff = await newStaff();
    const [row] = await t.db.select().from(adminUsers).where(eq(adminUsers.id, staff.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(parseOptions(row!.passwordHash)).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
  });

  it('gives a new session id on every login and ends the one the browser held', async () => {
    const staff = await newStaff();
    const first = await signIn(staff.username);
    const res = await loginAs(staff.username, PASSWORD, { cookie: first });
    const second = res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value;
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
    expect((await sessionsOf(staff.id)).map((s) => s.sessionId)).toEqual([sessionIdOf(second)]);
  });

  it('keeps separate sessions for separate browsers', async () => {
    const staff = await newStaff();
    const laptop = await signIn(staff.username);
    const phone = await signIn(staff.username);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(200);
  });

  it('signs out: the session row is gone, the cookie cleared, the old cookie refused', async () => {
    const staff = await newStaff();
    const cookie = await signIn(staff.username);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [STAFF_SESSION_COOKIE]: cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out' });
    for (const name of [STAFF_SESSION_COOKIE, STAFF_SIGNED_IN_COOKIE]) {
      const cleared = res.cookies.find((c) => c.name === name)!;
      expect(cleared.value).toBe('');
      expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
    }
    expect(await sessionsOf(staff.id)).toEqual([]);

    const after = await me(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Not signed in' });
  });

  it('signs out without a session too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out' });
  });

  it('answers /me without a cookie, or with an unknown one, with 401 Not signed in', async () => {
    for (const cookie of [undefined, 'made-up-session-id']) {
      const res = await me(cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Not signed in' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('clears a signed-in mark left without its session, so the page stops asking', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { [STAFF_SIGNED_IN_COOKIE]: '1' } });
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === STAFF_SIGNED_IN_COOKIE)?.value).toBe('');
  });

  it('refuses and deletes a session past its idle expiry', async () => {
    const staff = await newStaff();
    const cookie = await signIn(staff.username);
    await t.db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.staffId, staff.id));
    const expired = await me(cookie);
    expect(expired.statusCode).toBe(401);
    // Both cookies go, so the page stops asking.
    expect(expired.cookies.map((c) => [c.name, c.value])).toEqual([
      [STAFF_SESSION_COOKIE, ''],
      [STAFF_SIGNED_IN_COOKIE, ''],
    ]);
    expect(await sessionsOf(staff.id)).toEqual([]);
  });

  it('refuses a session past its absolute expiry even while it is in use', async () => {
    const staff = await newStaff();
    const cookie = await signIn(staff.username);
    await t.db
      .update(staffSessions)
      .set({ absoluteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.staffId, staff.id));
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await sessionsOf(staff.id)).toEqual([]);
  });

  it('pushes the idle expiry forward on use, but never past the absolute expiry', async () => {
    const staff = await newStaff();
    const cookie = await signIn(staff.username);
    const soon = new Date(Date.now() + 5 * 60_000);
    const absolute = new Date(Date.now() + 30 * 60_000);
    await t.db
      .update(staffSessions)
      .set({ expiresAt: soon, absoluteExpiresAt: absolute })
      .where(eq(staffSessions.staffId, staff.id));

    expect((await me(cookie)).statusCode).toBe(200);
    const [session] = await sessionsOf(staff.id);
    // The idle window (2 hours by default) would reach past the absolute expiry: capped there.
    expect(session!.expiresAt.getTime()).toBe(absolute.getTime());
  });

  it('slides the idle expiry to now plus the idle window', async () => {
    const staff = await newStaff();
    const cookie = await signIn(staff.username);
    const soon = new Date(Date.now() + 5 * 60_000);
    await t.db.update(staffSessions).set({ expiresAt: soon }).where(eq(staffSessions.staffId, staff.id));
    expect((await me(cookie)).statusCode).toBe(200);
    const [session] = await sessionsOf(staff.id);
    expect(session!.expiresAt.getTime()).toBeGreaterThan(soon.getTime());
    expect(session!.expiresAt.getTime()).toBeLessThanOrEqual(session!.absoluteExpiresAt.getTime());
    expect(session!.expiresAt.getTime() - session!.createdAt.getTime()).toBeGreaterThanOrEqual(t.config.session.idleMs);
  });

  it('refuses a deactivated account with 403 and deletes its sessions', async () => {
    const staff = await newStaff();
    const laptop = await signIn(staff.username);
    await signIn(staff.username);
    await t.db.update(adminUsers).set({ isActive: false }).where(eq(adminUsers.id, staff.id));

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      cookies: { [STAFF_SESSION_COOKIE]: laptop },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Account is deactivated' });
    expect(await sessionsOf(staff.id)).toEqual([]);
    expect((await me(laptop)).statusCode).toBe(401);

    const again = await loginAs(staff.username, PASSWORD);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ message: 'Account is deactivated' });
    expect(again.cookies).toEqual([]);
  });

  it('limits sign-in attempts per address with 429 and the error shape', async () => {
    const remoteAddress = nextAddress();
    for (let i = 0; i < LOGIN_LIMITS.perAddress.max; i++) {
      expect((await loginAs(`guess_${i}`, 'wrong password', { remoteAddress })).statusCode).toBe(401);
    }
    const res = await loginAs('guess_last', 'wrong password', { remoteAddress });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: expect.stringMatching(/^Too many requests\. Please try again in /) });
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('staff sign-in behind HTTPS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { COOKIE_SECURE: 'true' } });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure when COOKIE_SECURE is on', async () => {
    await createStaff(t.db, { username: 'secure_admin', email: 'secure@store.test', password: PASSWORD });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'secure_admin', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
  });
});
