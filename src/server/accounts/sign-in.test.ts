import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_SIGNED_IN_COOKIE } from '../../shared/customer-signed-in-cookie';
import { RESEND_SECRET } from '../admin/service';
import { customerEmailCodes, customers, customerSessions, emailOutbox } from '../db/schema';
import { SECRET_MAIL_UNAVAILABLE, SECRET_NOT_KEPT } from '../mail/mailer';
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
    t = await createTestApp({ smtp: true });
  });
  afterAll(() => t.close());

  it('emails a 6-digit code and signs in with it: the first sign-in creates the account', async () => {
    const email = newEmail();
    const { res, attempt } = await askForCode(t.app, email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email, message: `We sent a 6-digit code to ${email}. It works for 10 minutes.` });
    const attemptCookie = res.cookies.find((c) => c.name === 'tj_code_attempt')!;
    expect(attemptCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/account' });

    const signed = await enterCode(t.app, attempt, latestCode(t.mailbox, email));
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

  it('emails the code to the shopper alone: the outbox and staff see only that a code was sent', async () => {
    const email = newEmail();
    const { attempt } = await askForCode(t.app, email);
    const code = latestCode(t.mailbox, email);
    const mail = t.mailbox.findLast((received) => received.to.includes(email))!;
    expect(mail.raw).toMatch(/^Subject: Your .+ sign-in code$/m);

    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(rows).toMatchObject([{ subject: 'Sign-in code', status: 'sent', secret: true, html: null }]);
    expect(JSON.stringify(rows)).not.toContain(code);

    const owner = await createStaff(t.db, {
      username: 'outbox_owner',
      email: 'outbox-owner@store.test',
      password: 'correct horse battery',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: owner.username, password: 'correct horse battery' },
      remoteAddress: freshAddress(),
    });
    const staff = { [STAFF_SESSION_COOKIE]: login.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value };
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/outbox?q=${encodeURIComponent(email)}`,
      cookies: staff,
    });
    expect(list.json()).toMatchObject([{ to: email, subject: 'Sign-in code', status: 'sent', secret: true }]);
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/outbox/${rows[0]!.id}`, cookies: staff });
    expect(detail.json()).toMatchObject({ subject: 'Sign-in code', secret: true, text: SECRET_NOT_KEPT, html: null });
    expect(list.body + detail.body).not.toContain(code);
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${rows[0]!.id}/resend`,
      cookies: staff,
    });
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe(RESEND_SECRET);

    expect((await enterCode(t.app, attempt, code)).statusCode).toBe(200);
  });

  it('answers a new email and a known one alike, so the form reveals no account', async () => {
    const known = newEmail();
    await signInAs(t.app, t.mailbox, known);
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
    const code = latestCode(t.mailbox, email);
    const [row] = await t.db.select().from(customerEmailCodes).where(eq(customerEmailCodes.email, email));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.attemptHash).toBe(sha256Hex(attempt!));
    const signed = await enterCode(t.app, attempt, code);
    const token = signed.cookies.find((c) => c.name === CUSTOMER_SESSION_COOKIE)!.value;
    const sessions = await t.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.customerId, signed.json().id));
    expect(sessions.map((s) => s.sessionId)).toEqual([sha256Hex(token)]);
  });

  it('counts wrong codes: 4 tries left, ... then even the right code needs a new one', async () => {
    const email = newEmail();
    const { attempt } = await askForCode(t.app, email);
    const code = latestCode(t.mailbox, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await enterCode(t.app, attempt, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('code');
      messages.push(res.json().errors[0].message);
    }
    expect(messages.slice(0, 4)).toEqual(
      ['4 tries left', '3 tries left', '2 tries left', '1 try left'].map((left) => `That code is not right. ${left}.`),
    );
    expect(messages[4]).toBe(`That code is not right. ${NEW_CODE_NEEDED}`);
    const right = await enterCode(t.app, attempt, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().errors[0].message).toBe(NEW_CODE_NEEDED);
  });

  it('refuses a code used once already, and one past its 10 minutes', async () => {
    const email = newEmail();
    const first = await askForCode(t.app, email);
    const code = latestCode(t.mailbox, email);
    expect((await enterCode(t.app, first.attempt, code)).statusCode).toBe(200);
    const again = await enterCode(t.app, first.attempt, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].message).toBe(NEW_CODE_NEEDED);

    const second = await askForCode(t.app, email);
    const late = latestCode(t.mailbox, email);
    await t.db
      .update(customerEmailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerEmailCodes.attemptHash, sha256Hex(second.attempt!)));
    const expired = await enterCode(t.app, second.attempt, late);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors[0].message).toBe(NEW_CODE_NEEDED);
  });

  it('binds the code to the browser that asked: another browser cannot spend it or its tries', async () => {
    const email = newEmail();
    const owner = await askForCode(t.app, email);
    const code = latestCode(t.mailbox, email);
    // A stranger asks for a code for the same email and burns their own tries.
    const stranger = await askForCode(t.app, email);
    for (let i = 0; i < 5; i++) await enterCode(t.app, stranger.attempt, '999999');
    expect((await enterCode(t.app, undefined, code)).statusCode).toBe(400);
    // The owner's code (the first one) still works.
    expect((await enterCode(t.app, owner.attempt, code)).statusCode).toBe(200);
  });

  it('limits codes per email and address, so strangers spend only their own allowance', async () => {
    const email = newEmail();
    const home = freshAddress();
    await signInAs(t.app, t.mailbox, email, home);

    const one = freshAddress();
    for (let i = 0; i < EMAIL_CODE_LIMITS.perAddress.max; i++)
      expect((await askForCode(t.app, email, one)).res.statusCode).toBe(200);
    const limited = (await askForCode(t.app, email, one)).res;
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many codes were asked for this email\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Strangers from many addresses flood the email: each of them now gets 1 code an hour...
    const strangers = Array.from({ length: EMAIL_CODE_LIMITS.perHour.max }, () => freshAddress());
    for (const stranger of strangers) expect((await askForCode(t.app, email, stranger)).res.statusCode).toBe(200);
    const slowed = (await askForCode(t.app, email, strangers[0])).res;
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toBe('Too many codes were asked for this email. Please try again in 60 minutes.');

    // ...while the shopper on a new device gets a code at once and signs in with it,
    const phone = freshAddress();
    const fromPhone = await askForCode(t.app, email, phone);
    expect(fromPhone.res.statusCode).toBe(200);
    expect((await enterCode(t.app, fromPhone.attempt, latestCode(t.mailbox, email), phone)).statusCode).toBe(200);
    // and at home, where they signed in before, as often as before the flood.
    for (let i = 0; i < 2; i++) {
      const { res, attempt } = await askForCode(t.app, email, home);
      expect(res.statusCode).toBe(200);
      if (i === 1) expect((await enterCode(t.app, attempt, latestCode(t.mailbox, email), home)).statusCode).toBe(200);
    }
  });

  it('says what is wrong with a bad email or code, naming the field', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/account/code',
      payload: { email: 'not an email' },
      remoteAddress: freshAddress(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({ path: 'email', message: 'Please enter a valid email' });
    const code = await enterCode(t.app, undefined, '12ab');
    expect(code.statusCode).toBe(400);
    expect(code.json().errors[0]).toEqual({ path: 'code', message: 'Enter the 6-digit code from the email' });
  });

  it('keeps shopper and staff sessions apart', async () => {
    const { session } = await signInAs(t.app, t.mailbox, newEmail());
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      cookies: { [CUSTOMER_SESSION_COOKIE]: session },
    });
    expect(admin.statusCode).toBe(401);

    const staff = await createStaff(t.db, {
      username: 'counter_staff',
      email: 'counter@store.test',
      password: 'correct horse battery',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: staff.username, password: 'correct horse battery' },
      remoteAddress: freshAddress(),
    });
    const staffCookie = login.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value;
    const asShopperWithStaffCookie = await t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      cookies: { [STAFF_SESSION_COOKIE]: staffCookie },
    });
    expect(asShopperWithStaffCookie.statusCode).toBe(401);
    // Even the staff token in the shopper's cookie is no shopper session.
    const swapped = await t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      cookies: { [CUSTOMER_SESSION_COOKIE]: staffCookie },
    });
    expect(swapped.statusCode).toBe(401);
  });

  it('signs out, and signs out everywhere', async () => {
    const email = newEmail();
    const laptop = await signInAs(t.app, t.mailbox, email);
    const phone = await signInAs(t.app, t.mailbox, email);
    const out = await asShopper(t.app, laptop.session)('POST', '/api/account/sign-out', {});
    expect(out.statusCode).toBe(200);
    expect((await asShopper(t.app, laptop.session)('GET', '/api/account/me')).statusCode).toBe(401);
    expect((await asShopper(t.app, phone.session)('GET', '/api/account/me')).statusCode).toBe(200);

    const tablet = await signInAs(t.app, t.mailbox, email);
    expect((await asShopper(t.app, tablet.session)('POST', '/api/account/sign-out-everywhere', {})).statusCode).toBe(
      200,
    );
    expect((await asShopper(t.app, phone.session)('GET', '/api/account/me')).statusCode).toBe(401);
    expect((await asShopper(t.app, tablet.session)('GET', '/api/account/me')).statusCode).toBe(401);
  });

  it('answers 401 without a session and clears a stale mark', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      cookies: { [CUSTOMER_SIGNED_IN_COOKIE]: '1' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Not signed in');
    expect(res.cookies.find((c) => c.name === CUSTOMER_SIGNED_IN_COOKIE)?.value).toBe('');
  });
});

describe('code limits under parallel requests', () => {
  // One address the route's per-minute limit lets through, so all 50 requests reach the code limits.
  const UNLIMITED = '10.77.0.1';
  let t: TestApp;
  let n = 0;
  const newEmail = () => `parallel${++n}@example.com`;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_EXEMPT_IPS: UNLIMITED } });
  });
  afterAll(() => t.close());

  const codesFor = async (email: string) =>
    (await t.db.select().from(customerEmailCodes).where(eq(customerEmailCodes.email, email))).length;
  const statuses = (answers: Array<{ res: { statusCode: number } }>) => answers.map(({ res }) => res.statusCode);
  const count = (list: number[], status: number) => list.filter((s) => s === status).length;

  it('issues exactly 5 codes to 50 requests at once from one address', async () => {
    const email = newEmail();
    const answers = statuses(await Promise.all(Array.from({ length: 50 }, () => askForCode(t.app, email, UNLIMITED))));
    expect(count(answers, 200)).toBe(EMAIL_CODE_LIMITS.perAddress.max);
    expect(count(answers, 429)).toBe(50 - EMAIL_CODE_LIMITS.perAddress.max);
    expect(await codesFor(email)).toBe(EMAIL_CODE_LIMITS.perAddress.max);
  });

  it('issues exactly 1 code per address to 50 requests at once from 10 addresses while the email is flooded', async () => {
    const email = newEmail();
    const flood = statuses(
      await Promise.all(Array.from({ length: EMAIL_CODE_LIMITS.perHour.max }, () => askForCode(t.app, email))),
    );
    expect(flood).toEqual(Array(EMAIL_CODE_LIMITS.perHour.max).fill(200));

    const addresses = Array.from({ length: 10 }, () => freshAddress());
    const answers = statuses(
      await Promise.all(Array.from({ length: 50 }, (_, i) => askForCode(t.app, email, addresses[i % 10]))),
    );
    expect(count(answers, 200)).toBe(10);
    expect(count(answers, 429)).toBe(40);
    expect(await codesFor(email)).toBe(EMAIL_CODE_LIMITS.perHour.max + 10);
  });
});

describe('a production store without a mail server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('answers 503 to a code request, and issues and stores no code', async () => {
    const email = 'no-mail@example.com';
    const { res, attempt } = await askForCode(t.app, email);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(SECRET_MAIL_UNAVAILABLE);
    expect(attempt).toBeUndefined();
    expect(await t.db.select().from(customerEmailCodes).where(eq(customerEmailCodes.email, email))).toEqual([]);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).toEqual([]);
  });
});
