import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_SIGNED_IN_COOKIE } from '../../shared/customer-signed-in-cookie';
import { customerEmailCodes, customers, customerSessions } from '../db/schema';
import { sha256Hex } from '../http/tokens';
import { createStaff } from '../staff-auth/service';
import { STAFF_SESSION_COOKIE } from '../staff-auth/sessions';
import { askForCode, asShopper, enterCode, freshAddress, latestCode, signInAs } from '../test/account-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { EMAIL_CODE_LIMITS, NEW_CODE_NEEDED } from './email-codes';
import { CUSTOMER_SESSION_COOKIE } from './sessions';

describe('shopper sign-in with an emailed code', () => {
  let t: TestApp;
  let n = 0;
  const newEmail = () => `shopper${++n}@example.com`;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('emails a 6-digit code and signs in with it: the first sign-in creates the account', async () => {
    const email = newEmail();
    const { res, attempt } = await askForCode(t.app, email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email, message: `We sent a 6-digit code to ${email}. It works for 10 minutes.` });
    const attemptCookie = res.cookies.find((c) => c.name === 'tj_code_attempt')!;
    expect(attemptCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/account' });

    const signed = await enterCode(t.app, attempt, await latestCode(t.db, email));
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ email, name: '', newsletter: false });
    const session = signed.cookies.find((c) => c.name === CUSTOMER_SESSION_COOKIE)!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(signed.cookies.find((c) => c.name === CUSTOMER_SIGNED_IN_COOKIE)?.httpOnly).toBeUndefined();

    const me = await asShopper(t.app, session.value)('GET', '/api/account/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
    expect(await t.db.select().from(customers).where(eq(customers.email, email))).toHaveLength(1);
  });

  it('answers a new email and a known one alike, so the form reveals no account', async () => {
    const known = newEmail();
    await signInAs(t.app, t.db, known);
    const stranger = newEmail();
    const a = (await askForCode(t.app, known)).res;
    const b = (await askForCode(t.app, stranger)).res;
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().message.replace(known, 'X')).toBe(b.json().message.replace(stranger, 'X'));
    expect(await t.db.select().from(customers).where(eq(customers.email, stranger))).toHaveLength(0);
  });

  it('keeps only hashes of codes and sessions', async () => {
    const email = newEmail();
    const { attempt } = await askForCode(t.app, email);
    const code = await latestCode(t.db, email);
    const [row] = await t.db.select().from(customerEmailCodes).where(eq(customerEmailCodes.email, email));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.attemptHash).toBe(sha256Hex(attempt!));
    const signed = await enterCode(t.app, attempt, code);
    const token = signed.cookies.find((c) => c.name === CUSTOMER_SESSION_COOKIE)!.value;
    const sessions = await t.db.select().from(customerSessions).where(eq(customerSessions.customerId, signed.json().id));
    expect(sessions.map((s) => s.sessionId)).toEqual([sha256Hex(token)]);
  });

  it('counts wrong codes: 4 tries left, ... then even the right code needs a new one', async () => {
    const email = newEmail();
    const { attempt } = await askForCode(t.app, email);
    const code = await latestCode(t.db, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await enterCode(t.app, attempt, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('code');
      messages.push(res.json().errors[0].message);
    }
    expect(messages.slice(0, 4)).toEqual(['4 tries left', '3 tries left', '2 tries left', '1 try left'].map((left) => `That code is not right. ${left}.`));
    expect(messages[4]).toBe(`That code is not right. ${NEW_CODE_NEEDED}`);
    const right = await enterCode(t.app, attempt, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().errors[0].message).toBe(NEW_CODE_NEEDED);
  });

  it('refuses a code used once already, and one past its 10 minutes', async () => {
    const email = newEmail();
    const first = await askForCode(t.app, email);
    const code = await latestCode(t.db, email);
    expect((await enterCode(t.app, first.attempt, code)).statusCode).toBe(200);
    const again = await enterCode(t.app, first.attempt, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].message).toBe(NEW_CODE_NEEDED);

    const second = await askForCode(t.app, email);
    const late = await latestCode(t.db, email);
    await t.db.update(customerEmailCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(customerEmailCodes.attemptHash, sha256Hex(second.attempt!)));
    const expired = await enterCode(t.app, second.attempt, late);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors[0].message).toBe(NEW_CODE_NEEDED);
  });

  it('binds the code to the browser that asked: another browser cannot spend it or its tries', async () => {
    const email = newEmail();
    const owner = await askForCode(t.app, email);
    const code = await latestCode(t.db, email);
    // A stranger asks for a code for the same email and burns their own tries.
    const stranger = await askForCode(t.app, email);
    for (let i = 0; i < 5; i++) await enterCode(t.app, stranger.attempt, '999999');
    expect((await enterCode(t.app, undefined, code)).statusCode).toBe(400);
    // The owner's code (the first one) still works.
    expect((await enterCode(t.app, owner.attempt, code)).statusCode).toBe(200);
  });

  it('limits codes per email and address, and lets an address that signed in before through a flood', async () => {
    const email = newEmail();
    const home = freshAddress();
    await signInAs(t.app, t.db, email, home);

    const one = freshAddress();
    for (let i = 0; i < EMAIL_CODE_LIMITS.perAddress.max; i++) expect((await askForCode(t.app, email, one)).res.statusCode).toBe(200);
    const limited = (await askForCode(t.app, email, one)).res;
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many codes were asked for this email\. Please try again in \d+ minutes?\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Strangers from many addresses fill the hour: new addresses are refused...
    for (let i = 0; i < EMAIL_CODE_LIMITS.perHour.max; i++) await askForCode(t.app, email);
    expect((await askForCode(t.app, email)).res.statusCode).toBe(429);
    // ...but the shopper at home still gets a code and signs in.
    const { attempt } = await askForCode(t.app, email, home);
    expect((await enterCode(t.app, attempt, await latestCode(t.db, email), home)).statusCode).toBe(200);
  });

  it('says what is wrong with a bad email or code, naming the field', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/account/code', payload: { email: 'not an email' }, remoteAddress: freshAddress() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({ path: 'email', message: 'Please enter a valid email' });
    const code = await enterCode(t.app, undefined, '12ab');
    expect(code.statusCode).toBe(400);
    expect(code.json().errors[0]).toEqual({ path: 'code', message: 'Enter the 6-digit code from the email' });
  });

  it('keeps shopper and staff sessions apart', async () => {
    const { session } = await signInAs(t.app, t.db, newEmail());
    const admin = await t.app.inject({ method: 'GET', url: '/api/admin/stats', cookies: { [CUSTOMER_SESSION_COOKIE]: session } });
    expect(admin.statusCode).toBe(401);

    const staff = await createStaff(t.db, { username: 'counter_staff', email: 'counter@store.test', password: 'correct horse battery' });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: staff.username, password: 'correct horse battery' }, remoteAddress: freshAddress() });
    const staffCookie = login.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value;
    const asShopperWithStaffCookie = await t.app.inject({ method: 'GET', url: '/api/account/me', cookies: { [STAFF_SESSION_COOKIE]: staffCookie } });
    expect(asShopperWithStaffCookie.statusCode).toBe(401);
    // Even the staff token in the shopper's cookie is no shopper session.
    const swapped = await t.app.inject({ method: 'GET', url: '/api/account/me', cookies: { [CUSTOMER_SESSION_COOKIE]: staffCookie } });
    expect(swapped.statusCode).toBe(401);
  });

  it('signs out, and signs out everywhere', async () => {
    const email = newEmail();
    const laptop = await signInAs(t.app, t.db, email);
    const phone = await signInAs(t.app, t.db, email);
    const out = await asShopper(t.app, laptop.session)('POST', '/api/account/sign-out', {});
    expect(out.statusCode).toBe(200);
    expect((await asShopper(t.app, laptop.session)('GET', '/api/account/me')).statusCode).toBe(401);
    expect((await asShopper(t.app, phone.session)('GET', '/api/account/me')).statusCode).toBe(200);

    const tablet = await signInAs(t.app, t.db, email);
    expect((await asShopper(t.app, tablet.session)('POST', '/api/account/sign-out-everywhere', {})).statusCode).toBe(200);
    expect((await asShopper(t.app, phone.session)('GET', '/api/account/me')).statusCode).toBe(401);
    expect((await asShopper(t.app, tablet.session)('GET', '/api/account/me')).statusCode).toBe(401);
  });

  it('answers 401 without a session and clears a stale mark', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/me', cookies: { [CUSTOMER_SIGNED_IN_COOKIE]: '1' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Not signed in');
    expect(res.cookies.find((c) => c.name === CUSTOMER_SIGNED_IN_COOKIE)?.value).toBe('');
  });
});
