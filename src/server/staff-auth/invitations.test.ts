// Invitations: the owner invites an email with a role, the invitee opens the emailed link,
// chooses a username and a password and is signed in. The link works once, for 72 hours,
// and not after it is revoked or sent again.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffTokens } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { signedInStaff } from '../test/staff';
import { lookUpInvitation } from './invitations';
import { STAFF_SESSION_COOKIE } from './sessions';

describe('staff invitations', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ smtp: true });
    owner = await signedInStaff(t, 'inviter');
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload?: object, cookies = owner) =>
    t.app.inject({ method: 'POST', url, cookies, ...(payload ? { payload } : {}) });
  const invite = (email: string, role = 'fulfillment') => post('/api/admin/staff/invitations', { email, role });
  /** The secret in the newest email to `email`, as the invitee reads it. */
  const linkToken = async (email: string) => {
    const mail = t.mailbox.findLast((received) => received.to.includes(email));
    const match = /http:\/\/store\.test\/staff\/invitation#([\w-]+)/.exec(mail?.raw ?? '');
    expect(match, mail?.raw).not.toBeNull();
    return match![1]!;
  };
  const accept = (token: string, username: string, password = 'a packer of parcels') =>
    t.app.inject({ method: 'POST', url: '/api/auth/invitation/accept', payload: { token, username, password } });

  it('emails a link that sets up the account with the invited role, signs the invitee in, and works once', async () => {
    const res = await invite('Packer@Store.test');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email: 'packer@store.test', role: 'fulfillment', invitedBy: 'inviter' });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/staff/invitations', cookies: owner })).json();
    expect(listed.map((row: { email: string }) => row.email)).toContain('packer@store.test');

    const token = await linkToken('packer@store.test');
    const [stored] = await t.db.select().from(staffTokens).where(eq(staffTokens.email, 'packer@store.test'));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(72 * 3_600_000);

    const info = await t.app.inject({ method: 'POST', url: '/api/auth/invitation', payload: { token } });
    expect(info.json()).toEqual({ email: 'packer@store.test', role: 'fulfillment' });

    const common = await accept(token, 'packer', 'iloveyou1');
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toEqual([
      { path: 'password', message: 'This password is too common. Please choose another.' },
    ]);

    const ok = await accept(token, 'packer');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ username: 'packer', email: 'packer@store.test', role: 'fulfillment' });
    const cookie = ok.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { [STAFF_SESSION_COOKIE]: cookie } })).json()
        .username,
    ).toBe('packer');

    const again = await accept(token, 'packer2');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This link is no longer valid. Please ask for a new one.');
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.kind, 'staff.invitation_accepted'));
    expect(row).toMatchObject({
      actorUsername: 'packer',
      subjectLabel: 'packer',
      after: { username: 'packer', email: 'packer@store.test', role: 'fulfillment', invitation: stored!.id },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/staff/invitations', cookies: owner })).json()).toEqual(
      [],
    );
  });

  it('refuses an email a staff account or a pending invitation already has, naming the field', async () => {
    expect((await invite('inviter@store.test')).json().errors).toEqual([
      { path: 'email', message: 'A staff account already uses this email' },
    ]);
    expect((await invite('twice@store.test')).statusCode).toBe(201);
    const twice = await invite('twice@store.test');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].path).toBe('email');
    expect((await invite('not-an-email')).json().errors).toEqual([
      { path: 'email', message: 'Please enter a valid email' },
    ]);
  });

  it('a revoked link and the old link of one sent again no longer work; the new one does', async () => {
    const { id } = (await invite('revoked@store.test')).json();
    const revokedToken = await linkToken('revoked@store.test');
    expect((await post(`/api/admin/staff/invitations/${id}/revoke`)).statusCode).toBe(200);
    expect((await accept(revokedToken, 'revoked')).statusCode).toBe(404);
    expect((await post(`/api/admin/staff/invitations/${id}/revoke`)).statusCode).toBe(404);

    const first = (await invite('resent@store.test')).json().id;
    const oldToken = await linkToken('resent@store.test');
    const resent = await post(`/api/admin/staff/invitations/${first}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    const newToken = await linkToken('resent@store.test');
    expect(newToken).not.toBe(oldToken);
    expect((await accept(oldToken, 'resent')).statusCode).toBe(404);
    expect((await accept(newToken, 'resent')).statusCode).toBe(200);
  });

  it('a link is dead after 72 hours', async () => {
    await invite('late@store.test');
    const token = await linkToken('late@store.test');
    const later = new Date(Date.now() + 72 * 3_600_000 + 1_000);
    await expect(lookUpInvitation(t.db, token, later)).rejects.toMatchObject({ statusCode: 404 });
    await expect(lookUpInvitation(t.db, token)).resolves.toEqual({ email: 'late@store.test', role: 'fulfillment' });
    expect(
      (
        await t.db
          .select()
          .from(staffTokens)
          .where(and(eq(staffTokens.email, 'late@store.test')))
      ).length,
    ).toBe(1);
  });
});
