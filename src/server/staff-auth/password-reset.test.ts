// Password resets by an emailed link: sent by an owner, or asked for with "Forgot password?".
// The link works once, for an hour; the new password follows the rules; every session ends.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, staffTokens } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { signedInStaff } from '../test/staff';
import { lookUpReset } from './password-reset';
import { createStaff } from './service';
import { STAFF_SESSION_COOKIE } from './sessions';

describe('staff password resets', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ smtp: true });
    owner = await signedInStaff(t, 'reset-owner');
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload?: object, cookies: Record<string, string> = {}, remoteAddress = '203.0.113.60') =>
    t.app.inject({ method: 'POST', url, cookies, remoteAddress, ...(payload ? { payload } : {}) });
  const mailsTo = (email: string) => t.mailbox.filter((mail) => mail.to.includes(email));
  /** The secret of the newest reset link `email` received, waiting for it to arrive. */
  const linkToken = async (email: string, count = 1) => {
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(count));
    const match = /http:\/\/store\.test\/staff\/reset#([\w-]+)/.exec(mailsTo(email).at(-1)!.raw);
    expect(match).not.toBeNull();
    return match![1]!;
  };
  const signIn = async (username: string, password: string) => {
    const res = await post('/api/auth/login', { username, password }, {}, '203.0.113.61');
    return {
      status: res.statusCode,
      cookies: { [STAFF_SESSION_COOKIE]: res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)?.value ?? '' },
    };
  };
  const me = async (cookies: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies })).statusCode;

  it('an owner emails a link and ends the sessions; the person chooses a password by the rules and is signed in, once', async () => {
    const { id } = await createStaff(
      t.db,
      { username: 'forgetful', email: 'forgetful@store.test', password: 'forgetful-password' },
      'fulfillment',
    );
    const before = await signIn('forgetful', 'forgetful-password');
    const sent = await post(`/api/admin/staff/${id}/password-reset`, undefined, owner);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await me(before.cookies)).toBe(401);

    const token = await linkToken('forgetful@store.test');
    const [stored] = await t.db.select().from(staffTokens).where(eq(staffTokens.staffId, id));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(3_600_000);
    expect((await post('/api/auth/password-reset', { token })).json()).toEqual({ username: 'forgetful' });

    const common = await post('/api/auth/password-reset/complete', { token, password: 'password1' });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toEqual([
      { path: 'password', message: 'This password is too common. Please choose another.' },
    ]);

    const done = await post('/api/auth/password-reset/complete', { token, password: 'a fresh start of things' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ username: 'forgetful', role: 'fulfillment' });
    expect(await me({ [STAFF_SESSION_COOKIE]: done.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value })).toBe(
      200,
    );
    expect(
      (await post('/api/auth/password-reset/complete', { token, password: 'another fresh start' })).statusCode,
    ).toBe(404);
    expect((await signIn('forgetful', 'forgetful-password')).status).toBe(401);
    expect((await signIn('forgetful', 'a fresh start of things')).status).toBe(200);

    const rows = await t.db.select().from(auditLog).where(eq(auditLog.subjectLabel, 'forgetful'));
    expect(rows.map((row) => [row.kind, row.actorUsername])).toEqual(
      expect.arrayContaining([
        ['staff.password_reset_sent', 'reset-owner'],
        ['staff.password_reset', 'forgetful'],
      ]),
    );
    expect(JSON.stringify(rows)).not.toContain('a fresh start');
  });

  it('refuses a reset from a role without staff.manage, and for no such account', async () => {
    const manager = await signedInStaff(t, 'reset-manager', 'manager');
    expect((await post('/api/admin/staff/1/password-reset', undefined, manager)).statusCode).toBe(403);
    expect((await post('/api/admin/staff/999999/password-reset', undefined, owner)).statusCode).toBe(404);
  });

  it('"Forgot password?" answers the same for staff and strangers, and emails only staff', async () => {
    await createStaff(t.db, { username: 'lost', email: 'lost@store.test', password: 'lost-password' });
    const staff = await post('/api/auth/forgot-password', { email: 'Lost@Store.test' });
    const stranger = await post('/api/auth/forgot-password', { email: 'nobody@store.test' });
    expect([staff.statusCode, stranger.statusCode]).toEqual([200, 200]);
    expect(staff.json()).toEqual(stranger.json());
    const token = await linkToken('lost@store.test');
    expect(mailsTo('nobody@store.test')).toEqual([]);
    const bad = await post('/api/auth/forgot-password', { email: 'not-an-email' });
    expect(bad.json().errors).toEqual([{ path: 'email', message: 'Please enter a valid email' }]);

    expect((await post('/api/auth/password-reset/complete', { token, password: 'found my way back' })).statusCode).toBe(
      200,
    );
    const [asked] = await t.db.select().from(auditLog).where(eq(auditLog.kind, 'staff.password_reset_requested'));
    expect(asked).toMatchObject({
      actorId: null,
      subjectLabel: 'lost',
      after: { email: 'lost@store.test', sent: true },
    });
    // An email no one has is not written down: the activity log is not a list of what strangers typed.
    expect(JSON.stringify(await t.db.select().from(auditLog))).not.toContain('nobody@store.test');
  });

  it("limits requests per email and address; a flood of strangers slows new addresses, never the account's own, nor the password sign-in", async () => {
    await createStaff(t.db, { username: 'pestered', email: 'pestered@store.test', password: 'pestered-password' });
    // The owner of the account signs in from 203.0.113.61, which makes that address theirs.
    expect((await signIn('pestered', 'pestered-password')).status).toBe(200);
    for (const email of ['pestered@store.test', 'stranger@store.test']) {
      const from = (address: string) => post('/api/auth/forgot-password', { email }, {}, address);
      for (let i = 0; i < 3; i++) expect((await from('198.51.100.70')).statusCode).toBe(200);
      const fourth = await from('198.51.100.70');
      expect(fourth.statusCode).toBe(429);
      expect(fourth.headers['retry-after']).toBeDefined();
      expect(fourth.json().message).toBe(
        'Too many reset links were asked for this email. Please try again in 15 minutes.',
      );
      // Ten in the hour from every address: the email is flooded. A new address then gets one an hour.
      for (let i = 0; i < 7; i++) expect((await from(`198.51.100.${71 + Math.floor(i / 3)}`)).statusCode).toBe(200);
      expect((await from('198.51.100.90')).statusCode).toBe(200);
      const slowed = await from('198.51.100.90');
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json().message).toBe(
        'Too many reset links were asked for this email. Please try again in 60 minutes.',
      );
    }
    // The address the account signs in from keeps its own allowance through the flood; a stranger's email has no such
    // address.
    for (let i = 0; i < 3; i++)
      expect(
        (await post('/api/auth/forgot-password', { email: 'pestered@store.test' }, {}, '203.0.113.61')).statusCode,
      ).toBe(200);
    expect(
      (await post('/api/auth/forgot-password', { email: 'stranger@store.test' }, {}, '203.0.113.61')).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/auth/forgot-password', { email: 'stranger@store.test' }, {}, '203.0.113.61')).statusCode,
    ).toBe(429);
    expect(mailsTo('stranger@store.test')).toEqual([]);
    expect((await signIn('pestered', 'pestered-password')).status).toBe(200);
  });

  it('using one link spends the others of the account; a deactivated account gets none and its links stop', async () => {
    const { id } = await createStaff(t.db, {
      username: 'twice',
      email: 'twice@store.test',
      password: 'twice-password',
    });
    await post('/api/auth/forgot-password', { email: 'twice@store.test' });
    const first = await linkToken('twice@store.test');
    await post(`/api/admin/staff/${id}/password-reset`, undefined, owner);
    const second = await linkToken('twice@store.test', 2);
    expect(
      (await post('/api/auth/password-reset/complete', { token: second, password: 'the second link wins' })).statusCode,
    ).toBe(200);
    expect((await post('/api/auth/password-reset', { token: first })).statusCode).toBe(404);

    await post('/api/auth/forgot-password', { email: 'twice@store.test' });
    const third = await linkToken('twice@store.test', 3);
    expect((await post(`/api/admin/staff/${id}/deactivate`, undefined, owner)).statusCode).toBe(200);
    expect((await post('/api/auth/password-reset', { token: third })).statusCode).toBe(403);
    const refused = await post(`/api/admin/staff/${id}/password-reset`, undefined, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].path).toBe('id');
  });

  it('a link is dead after an hour, and one sent for another account is not this one', async () => {
    const { id } = await createStaff(t.db, { username: 'slow', email: 'slow@store.test', password: 'slow-password' });
    await post(`/api/admin/staff/${id}/password-reset`, undefined, owner);
    const token = await linkToken('slow@store.test');
    await expect(lookUpReset(t.db, token, new Date(Date.now() + 3_600_000 + 1_000))).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(lookUpReset(t.db, token)).resolves.toEqual({ username: 'slow' });
    expect((await post('/api/auth/password-reset', { token: 'not-a-real-link' })).statusCode).toBe(404);
  });
});
