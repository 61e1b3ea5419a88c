import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerPasskeys, customers } from '../db/schema';
import { askForCode, asShopper, freshAddress, signInAs } from '../test/account-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { SoftAuthenticator } from '../test/soft-authenticator';
import { EMAIL_CODE_LIMITS } from './email-codes';
import { PASSKEY_NOT_RECOGNISED } from './passkeys';
import { CUSTOMER_SESSION_COOKIE } from './sessions';

const PASSKEY_COOKIE = 'tj_passkey_attempt';
const ORIGIN = 'http://store.test';

describe('passkeys', () => {
  let t: TestApp;
  let n = 0;
  const newEmail = () => `passkey${++n}@example.com`;
  beforeAll(async () => {
    t = await createTestApp({ smtp: true });
  });
  afterAll(() => t.close());

  /** Adds a passkey to the signed-in shopper, from a page on `origin`; answers the authenticator holding it. */
  async function addPasskey(session: string, name = 'My laptop', origin = ORIGIN) {
    const as = asShopper(t.app, session);
    const optionsRes = await as('POST', '/api/account/passkeys/options', {});
    expect(optionsRes.statusCode).toBe(200);
    const options = optionsRes.json();
    const authenticator = new SoftAuthenticator('store.test', origin);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/account/passkeys',
      payload: { response: authenticator.register(options), name },
      cookies: {
        [CUSTOMER_SESSION_COOKIE]: session,
        [PASSKEY_COOKIE]: optionsRes.cookies.find((c) => c.name === PASSKEY_COOKIE)!.value,
      },
    });
    return { added, authenticator, options };
  }

  async function signInWith(authenticator: SoftAuthenticator, tamper: { rpId?: string; origin?: string } = {}) {
    const optionsRes = await t.app.inject({
      method: 'POST',
      url: '/api/account/passkey/options',
      remoteAddress: freshAddress(),
    });
    expect(optionsRes.statusCode).toBe(200);
    const attempt = optionsRes.cookies.find((c) => c.name === PASSKEY_COOKIE)!.value;
    return t.app.inject({
      method: 'POST',
      url: '/api/account/passkey/sign-in',
      payload: { response: authenticator.authenticate(optionsRes.json(), tamper) },
      cookies: { [PASSKEY_COOKIE]: attempt },
      remoteAddress: freshAddress(),
    });
  }

  it('tells any page where passkeys work, so one elsewhere does not offer them', async () => {
    const site = await t.app.inject({ method: 'GET', url: '/api/store/passkeys' });
    expect(site.statusCode).toBe(200);
    expect(site.json()).toEqual({ rpId: 'store.test', origin: 'http://store.test' });
    expect(site.cookies).toEqual([]);
  });

  it('adds a passkey for the relying party, without putting the email in its user handle', async () => {
    const email = newEmail();
    const { session, customer } = await signInAs(t.app, t.mailbox, email);
    const { added, options } = await addPasskey(session);
    expect(options.rp).toEqual({ name: 'TJ Fashion', id: 'store.test' });
    expect(Buffer.from(options.user.id, 'base64url').toString()).not.toContain(email);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'My laptop', lastUsedAt: null });
    const list = await asShopper(t.app, session)('GET', '/api/account/passkeys');
    expect(list.json()).toEqual([expect.objectContaining({ id: added.json().id, name: 'My laptop' })]);
    const [stored] = await t.db.select().from(customerPasskeys).where(eq(customerPasskeys.customerId, customer.id));
    expect(stored!.signCount).toBe(0);
  });

  it('signs in with the passkey alone, no email needed, and records its use', async () => {
    const email = newEmail();
    const { session } = await signInAs(t.app, t.mailbox, email);
    const { authenticator } = await addPasskey(session);
    const signed = await signInWith(authenticator);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().email).toBe(email);
    const newSession = signed.cookies.find((c) => c.name === CUSTOMER_SESSION_COOKIE)!.value;
    const list = (await asShopper(t.app, newSession)('GET', '/api/account/passkeys')).json();
    expect(list[0].lastUsedAt).not.toBeNull();
  });

  it('signs in with the passkey while strangers flood the email with code requests', async () => {
    const email = newEmail();
    const { session } = await signInAs(t.app, t.mailbox, email);
    const { authenticator } = await addPasskey(session);
    for (let i = 0; i < EMAIL_CODE_LIMITS.perHour.max + 2; i++) await askForCode(t.app, email);
    const signed = await signInWith(authenticator);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().email).toBe(email);
  });

  it('refuses a passkey for another site, an unknown one, a challenge answered twice, and one from another origin', async () => {
    const { session } = await signInAs(t.app, t.mailbox, newEmail());
    const { authenticator } = await addPasskey(session);
    const otherSite = await signInWith(authenticator, { rpId: 'evil.test' });
    expect(otherSite.statusCode).toBe(400);
    expect(otherSite.json().message).toBe(PASSKEY_NOT_RECOGNISED);

    const stranger = await signInWith(new SoftAuthenticator('store.test', ORIGIN));
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(PASSKEY_NOT_RECOGNISED);

    // One challenge, two answers: the second finds no challenge.
    const optionsRes = await t.app.inject({
      method: 'POST',
      url: '/api/account/passkey/options',
      remoteAddress: freshAddress(),
    });
    const cookies = { [PASSKEY_COOKIE]: optionsRes.cookies.find((c) => c.name === PASSKEY_COOKIE)!.value };
    const answer = authenticator.authenticate(optionsRes.json());
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/account/passkey/sign-in',
      payload: { response: answer },
      cookies,
      remoteAddress: freshAddress(),
    });
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/account/passkey/sign-in',
      payload: { response: answer },
      cookies,
      remoteAddress: freshAddress(),
    });
    expect([first.statusCode, replay.statusCode]).toEqual([200, 400]);

    const as = asShopper(t.app, session);
    const optionsForAdd = await as('POST', '/api/account/passkeys/options', {});
    const phishing = await t.app.inject({
      method: 'POST',
      url: '/api/account/passkeys',
      payload: {
        response: new SoftAuthenticator('store.test', ORIGIN).register(optionsForAdd.json(), {
          origin: 'http://evil.test',
        }),
      },
      cookies: {
        [CUSTOMER_SESSION_COOKIE]: session,
        [PASSKEY_COOKIE]: optionsForAdd.cookies.find((c) => c.name === PASSKEY_COOKIE)!.value,
      },
    });
    expect(phishing.statusCode).toBe(400);
  });

  it('says where passkeys work when one is added or used on another address of the store', async () => {
    const { session } = await signInAs(t.app, t.mailbox, newEmail());
    // The browser lets a page on another port of the same host make and use the passkey.
    const elsewhere = 'http://store.test:5173';
    const { added } = await addPasskey(session, 'Phone', elsewhere);
    expect(added.statusCode).toBe(400);
    expect(added.json().message).toBe('Passkeys work only on http://store.test: open the store there to add one.');
    expect((await asShopper(t.app, session)('GET', '/api/account/passkeys')).json()).toEqual([]);

    const { authenticator } = await addPasskey(session);
    const signed = await signInWith(authenticator, { origin: elsewhere });
    expect(signed.statusCode).toBe(400);
    expect(signed.json().message).toBe(
      'Passkeys work only on http://store.test: open the store there to sign in with one.',
    );
    expect(signed.cookies.find((c) => c.name === CUSTOMER_SESSION_COOKIE)).toBeUndefined();
  });

  it('removes a passkey, after which it no longer signs in; another shopper cannot remove it', async () => {
    const { session } = await signInAs(t.app, t.mailbox, newEmail());
    const { added, authenticator } = await addPasskey(session);
    const other = asShopper(t.app, (await signInAs(t.app, t.mailbox, newEmail())).session);
    expect((await other('DELETE', `/api/account/passkeys/${added.json().id}`)).statusCode).toBe(404);
    expect((await signInWith(authenticator)).statusCode).toBe(200);
    expect((await asShopper(t.app, session)('DELETE', `/api/account/passkeys/${added.json().id}`)).statusCode).toBe(
      200,
    );
    expect((await signInWith(authenticator)).statusCode).toBe(400);
  });

  it('deleting the account removes its passkeys', async () => {
    const email = newEmail();
    const { session, customer } = await signInAs(t.app, t.mailbox, email);
    const { authenticator } = await addPasskey(session);
    expect((await asShopper(t.app, session)('DELETE', '/api/account/me', { email })).statusCode).toBe(200);
    expect(await t.db.select().from(customerPasskeys).where(eq(customerPasskeys.customerId, customer.id))).toHaveLength(
      0,
    );
    expect(await t.db.select().from(customers).where(eq(customers.email, email))).toHaveLength(0);
    expect((await signInWith(authenticator)).statusCode).toBe(400);
  });
});
