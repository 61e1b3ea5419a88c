// The staff sign-in throttle through the real sign-in route: wrong passwords slow down the
// account at the address they come from, a stranger's guesses from many addresses cannot
// keep the owner out, and a success is never counted.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardAddress } from '../auth/guard';
import { authTries } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { createStaff } from './service';
import { SIGN_IN_THROTTLE } from './throttle';

const PASSWORD = 'correct horse battery';

describe('the staff sign-in throttle', () => {
  let t: TestApp;
  let host = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const freshAddress = () => `10.9.${(++host >> 8) & 255}.${host & 255}`;

  async function newStaff(prefix = 'staff') {
    const username = `${prefix}_${randomBytes(4).toString('hex')}`;
    await createStaff(t.db, { username, email: `${username}@store.test`, password: PASSWORD });
    return username;
  }

  const login = (username: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

  /** Moves the username's recorded failures `ms` into the past, as if that time had gone by. */
  const age = (username: string, ms: number) =>
    t.db
      .update(authTries)
      .set({ triedAt: sql`${authTries.triedAt} - make_interval(secs => ${ms / 1000})` })
      .where(and(eq(authTries.kind, 'staff_password'), eq(authTries.subject, username.toLowerCase())));

  it('gives an address 5 free failures, then makes it wait 1 s, then 2 s, after the last one', async () => {
    const username = await newStaff();
    const address = freshAddress();
    for (let i = 0; i < SIGN_IN_THROTTLE.freeFailures; i++)
      expect((await login(username, 'wrong password', address)).statusCode).toBe(401);

    const refused = await login(username, PASSWORD, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many sign-in attempts. Please try again in 1 second.' });
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.cookies).toEqual([]);

    // Another address is not slowed by this one's failures.
    expect((await login(username, 'wrong password', freshAddress())).statusCode).toBe(401);

    await age(username, 1_000);
    expect((await login(username, 'wrong password', address)).statusCode).toBe(401);
    expect((await login(username, PASSWORD, address)).headers['retry-after']).toBe('2');
    await age(username, 2_000);
    // The right password after the wait signs in, and forgives the address's failures: the
    // next typo is answered at once. (Ten requests: the address's limit for a minute.)
    expect((await login(username, PASSWORD, address)).statusCode).toBe(200);
    expect((await login(username, 'wrong password', address)).statusCode).toBe(401);
  });

  it('never counts a success: the owner signs in again and again between typos', async () => {
    const username = await newStaff();
    const address = freshAddress();
    const answers = [];
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < SIGN_IN_THROTTLE.freeFailures - 1; i++)
        answers.push((await login(username, 'typo', address)).statusCode);
      answers.push((await login(username, PASSWORD, address)).statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 401, 200, 401, 401, 401, 401, 200]);
  });

  it('counts a username nobody has like a real one', async () => {
    const address = freshAddress();
    const nobody = `nobody_${randomBytes(4).toString('hex')}`;
    for (let i = 0; i < SIGN_IN_THROTTLE.freeFailures; i++)
      expect((await login(nobody, 'guess', address)).statusCode).toBe(401);
    expect((await login(nobody, 'guess', address)).statusCode).toBe(429);
  });

  it('lets the owner sign in while a stranger keeps sending wrong passwords from many addresses', async () => {
    const username = await newStaff('owner');
    const office = freshAddress();
    expect((await login(username, PASSWORD, office)).statusCode).toBe(200);

    // The stranger guesses from a new address each time, past the point where the account is guarded.
    const stranger = [];
    for (let i = 0; i < SIGN_IN_THROTTLE.accountGuarded + 10; i++)
      stranger.push((await login(username, `guess ${i}`, freshAddress())).statusCode);
    expect(stranger.every((status) => status === 401)).toBe(true);

    // While the account is guarded: the owner's office signs in, and so does an address that
    // never failed (the owner at home); an address that already failed on it must wait.
    expect((await login(username, PASSWORD, office)).statusCode).toBe(200);
    expect((await login(username, PASSWORD, freshAddress())).statusCode).toBe(200);
    const failedOnce = freshAddress();
    expect((await login(username, 'another guess', failedOnce)).statusCode).toBe(401);
    const waiting = await login(username, PASSWORD, failedOnce);
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(3000);

    // Past the closing count only addresses that signed in lately may try: the office still does.
    for (let i = 0; i < SIGN_IN_THROTTLE.accountClosed - SIGN_IN_THROTTLE.accountGuarded; i++) {
      await login(username, `guess ${i}`, freshAddress());
    }
    expect((await login(username, PASSWORD, freshAddress())).statusCode).toBe(429);
    expect((await login(username, PASSWORD, office)).statusCode).toBe(200);

    // An hour later the guesses have left the window, and a new address may try again.
    await age(username, SIGN_IN_THROTTLE.accountWindowMs);
    expect((await login(username, PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it('lets exactly 5 of 50 wrong passwords sent at once from one address be checked', async () => {
    const username = await newStaff();
    const address = freshAddress();
    const answers = (
      await Promise.all(Array.from({ length: 50 }, (_, i) => login(username, `guess ${i}`, address)))
    ).map((res) => res.statusCode);
    // The route lets 10 a minute through per address; of those, the throttle checks exactly 5.
    expect(answers.filter((status) => status === 401)).toHaveLength(SIGN_IN_THROTTLE.freeFailures);
    expect(answers.filter((status) => status === 429)).toHaveLength(50 - SIGN_IN_THROTTLE.freeFailures);
  });

  it('checks exactly 200 guesses an hour at one account, however many arrive at once from new addresses', async () => {
    const username = await newStaff('owner');
    const office = freshAddress();
    expect((await login(username, PASSWORD, office)).statusCode).toBe(200);
    // 180 guesses already this hour, each from its own address.
    const earlier = SIGN_IN_THROTTLE.accountClosed - 20;
    await t.db.insert(authTries).values(
      Array.from({ length: earlier }, () => ({
        kind: 'staff_password',
        subject: username.toLowerCase(),
        address: freshAddress(),
        triedAt: new Date(),
      })),
    );

    const answers = (
      await Promise.all(Array.from({ length: 50 }, (_, i) => login(username, `guess ${i}`, freshAddress())))
    ).map((res) => res.statusCode);
    expect(answers.filter((status) => status === 401)).toHaveLength(20);
    expect(answers.filter((status) => status === 429)).toHaveLength(30);
    // The owner, at the address they use, still signs in at once.
    expect((await login(username, PASSWORD, office)).statusCode).toBe(200);
  });

  it('counts letter case as one account, and lets no lookalike letter in', async () => {
    const username = await newStaff('secadmin');
    const address = freshAddress();
    expect((await login(username.toUpperCase(), PASSWORD, address)).statusCode).toBe(200);
    // A Turkish dotted capital I is not the letter i: no account, whatever the password.
    const lookalike = username.toUpperCase().replace('I', 'İ');
    expect((await login(lookalike, PASSWORD, freshAddress())).statusCode).toBe(401);
    // Upper and lower case count toward one throttle.
    const guesser = freshAddress();
    for (let i = 0; i < SIGN_IN_THROTTLE.freeFailures; i++) {
      const name = i % 2 ? username.toUpperCase() : username;
      expect((await login(name, 'wrong', guesser)).statusCode).toBe(401);
    }
    expect((await login(username, PASSWORD, guesser)).statusCode).toBe(429);
  });

  it('refuses new usernames with letters outside a-z, naming the field', async () => {
    const res = await createStaff(t.db, {
      username: 'SECADMİN',
      email: 'lookalike@store.test',
      password: PASSWORD,
    }).catch((error: unknown) => error);
    expect(res).toMatchObject({
      statusCode: 400,
      errors: [{ path: 'username', message: 'Username may use only letters a-z, digits, ".", "-" and "_"' }],
    });
  });
});

describe('guardAddress', () => {
  it('keeps IPv4 addresses, unwraps IPv4 written as IPv6, and gives an IPv6 host its /64', () => {
    expect(guardAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(guardAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(guardAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(guardAddress('2001:0db8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(guardAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(guardAddress('::1')).toBe('0:0:0:0::/64');
  });
});
