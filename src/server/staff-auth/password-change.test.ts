// A staff member changes their own password: the current one is needed, a wrong one counts as
// a wrong sign-in, the new one follows the password rules, and every other session ends.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { authTries } from '../db/schema';
import { createStaff } from './service';
import { STAFF_SESSION_COOKIE } from './sessions';

describe('changing one’s own password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const signIn = async (username: string, password: string, remoteAddress = '203.0.113.7') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress,
    });
    return {
      res,
      cookies: { [STAFF_SESSION_COOKIE]: res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)?.value ?? '' },
    };
  };
  const change = (cookies: Record<string, string>, payload: object, remoteAddress = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url: '/api/admin/account/password', cookies, payload, remoteAddress });
  const me = async (cookies: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies })).statusCode;

  it('needs the current password, refuses a common or short new one naming the field, then ends the other sessions only', async () => {
    await createStaff(
      t.db,
      { username: 'mover', email: 'mover@store.test', password: 'mover-password' },
      'fulfillment',
    );
    const laptop = await signIn('mover', 'mover-password');
    const phone = await signIn('mover', 'mover-password', '203.0.113.8');

    const wrong = await change(laptop.cookies, {
      currentPassword: 'not-it-at-all',
      newPassword: 'a long new passphrase',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ path: 'currentPassword', message: 'The current password is not right' }]);

    const common = await change(laptop.cookies, { currentPassword: 'mover-password', newPassword: 'Password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toEqual([
      { path: 'newPassword', message: 'This password is too common. Please choose another.' },
    ]);
    const short = await change(laptop.cookies, { currentPassword: 'mover-password', newPassword: 'short' });
    expect(short.json().errors).toEqual([{ path: 'newPassword', message: 'Password must be at least 8 characters' }]);

    const ok = await change(laptop.cookies, {
      currentPassword: 'mover-password',
      newPassword: 'a long new passphrase',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Password changed. 1 other session ended.');
    expect(await me(laptop.cookies)).toBe(200);
    expect(await me(phone.cookies)).toBe(401);
    expect((await signIn('mover', 'mover-password', '203.0.113.9')).res.statusCode).toBe(401);
    expect((await signIn('mover', 'a long new passphrase', '203.0.113.9')).res.statusCode).toBe(200);
  });

  it('counts a wrong current password as a wrong sign-in of the account from that address, which the sign-in throttle slows', async () => {
    await createStaff(t.db, { username: 'guessed', email: 'guessed@store.test', password: 'guessed-password' });
    const { cookies } = await signIn('guessed', 'guessed-password', '198.51.100.40');
    for (const guess of ['guess-one-password', 'guess-two-password']) {
      expect(
        (await change(cookies, { currentPassword: guess, newPassword: 'a long new passphrase' }, '198.51.100.40'))
          .statusCode,
      ).toBe(400);
    }
    const failures = await t.db
      .select()
      .from(authTries)
      .where(and(eq(authTries.kind, 'staff_password'), eq(authTries.subject, 'guessed')));
    expect(failures.map((row) => row.address)).toEqual(['198.51.100.40', '198.51.100.40']);
  });
});
