import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers, staffSessions } from '../db/schema';
import { violatedUniqueIndex } from '../db/unique-violation';
import { HttpError } from '../http/errors';
import { createTestDatabase, testConfig, type TestDatabase } from '../test/harness';
import { waitForLockWait } from '../test/locks';
import { insertStaff } from './queries';
import { createStaff, deactivateStaff, login } from './service';
import { checkStaffSession } from './sessions';

describe('staff accounts', () => {
  let test: TestDatabase;
  const policy = testConfig().session;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.drop());

  const db = () => test.database.db;

  async function rejection(promise: Promise<unknown>): Promise<HttpError> {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }

  it('applies the registration rules: username 3+, valid email, password 8+', async () => {
    const error = await rejection(createStaff(db(), { username: 'ab', email: 'nope', password: 'seven77' }));
    expect(error.statusCode).toBe(400);
    expect(error.errors).toEqual([
      { path: 'username', message: 'Username must be at least 3 characters' },
      { path: 'email', message: 'Please enter a valid email' },
      { path: 'password', message: 'Password must be at least 8 characters' },
    ]);
    expect(await db().select().from(adminUsers)).toEqual([]);
  });

  it('refuses one of the 10,000 most common passwords in any letter case, and accepts 256 characters of anything', async () => {
    for (const password of ['baseball', 'Sunshine', 'QWERTYUIOP']) {
      const error = await rejection(createStaff(db(), { username: 'common', email: 'common@store.test', password }));
      expect(error.statusCode).toBe(400);
      expect(error.errors).toEqual([
        { path: 'password', message: 'This password is too common. Please choose another.' },
      ]);
    }
    const long = await rejection(
      createStaff(db(), { username: 'common', email: 'common@store.test', password: 'x'.repeat(257) }),
    );
    expect(long.errors).toEqual([{ path: 'password', message: 'Password is at most 256 characters' }]);
    const staff = await createStaff(db(), {
      username: 'common',
      email: 'common@store.test',
      password: 'ünïcode 🙂 '.repeat(20).slice(0, 256),
    });
    expect(staff.username).toBe('common');
  });

  it('refuses a username taken in any letter case, and an email in use', async () => {
    await createStaff(db(), { username: 'Clerk', email: 'clerk@store.test', password: 'clerk-password' });
    const name = await rejection(
      createStaff(db(), { username: 'clerk', email: 'other@store.test', password: 'clerk-password' }),
    );
    expect(name.statusCode).toBe(409);
    expect(name.message).toBe('Username is already taken');
    const email = await rejection(
      createStaff(db(), { username: 'clerk2', email: 'CLERK@store.test', password: 'clerk-password' }),
    );
    expect(email.statusCode).toBe(409);
    expect(email.message).toBe('Email is already in use');
  });

  it('adds one account when the same one is added twice at once; the other gets 409, not a database error', async () => {
    const account = { username: 'twin', email: 'twin@store.test', password: 'twin-password' };
    const results = await Promise.allSettled([1, 2, 3].map(() => createStaff(db(), account)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect(result.reason).toBeInstanceOf(HttpError);
      expect((result.reason as HttpError).statusCode).toBe(409);
    }
  });

  it('adds one account when "Racer", "racer" and "RACER" are added at once; the others get the 409 of a taken name', async () => {
    const results = await Promise.allSettled(
      ['Racer', 'racer', 'RACER'].map((username, i) =>
        createStaff(db(), { username, email: `racer${i}@store.test`, password: 'racer-password' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect(result.reason).toBeInstanceOf(HttpError);
      expect(result.reason).toMatchObject({
        statusCode: 409,
        message: 'Username is already taken',
        errors: [{ path: 'username', message: 'Username is already taken' }],
      });
    }
    expect(
      await db()
        .select()
        .from(adminUsers)
        .where(sql`lower(${adminUsers.username}) = 'racer'`),
    ).toHaveLength(1);
  });

  it('adds one account when one email is added at once in two letter cases', async () => {
    const results = await Promise.allSettled(
      ['Mail@Store.test', 'mail@store.test'].map((email, i) =>
        createStaff(db(), { username: `mailer${i}`, email, password: 'mailer-password' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [refused] = results.filter((r) => r.status === 'rejected');
    expect(refused!.reason).toMatchObject({
      statusCode: 409,
      message: 'Email is already in use',
      errors: [{ path: 'email', message: 'Email is already in use' }],
    });
  });

  it('refuses, in the database itself, a username or an email that differs from a stored one only in case', async () => {
    await insertStaff(db(), { username: 'Keeper', email: 'Keeper@Store.test', passwordHash: 'x' });
    const refusal = (values: { username: string; email: string }) =>
      insertStaff(db(), { ...values, passwordHash: 'x' }).then(
        () => undefined,
        (error: unknown) => violatedUniqueIndex(error),
      );
    expect(await refusal({ username: 'KEEPER', email: 'other-keeper@store.test' })).toBe(
      'admin_users_username_lower_key',
    );
    expect(await refusal({ username: 'keeper2', email: 'keeper@store.TEST' })).toBe('admin_users_email_lower_key');
  });

  // PGlite runs one statement at a time; on PostgreSQL the second account really meets the first.
  it('answers 409 when the account it adds meets another transaction adding the same name in another case', async ({
    skip,
  }) => {
    if (test.database.driver !== 'postgres') skip('PostgreSQL only: PGlite has one connection');
    let pending: Promise<unknown> | undefined;
    await db().transaction(async (tx) => {
      await insertStaff(tx, { username: 'Held', email: 'held@store.test', passwordHash: 'x' });
      // Not committed: createStaff's checks find nothing, its insert waits on the unique index.
      pending = createStaff(db(), { username: 'held', email: 'held-too@store.test', password: 'held-password' }).then(
        () => undefined,
        (error: unknown) => error,
      );
      await waitForLockWait(db());
    });
    expect(await pending).toMatchObject({ statusCode: 409, message: 'Username is already taken' });
    expect(
      await db()
        .select()
        .from(adminUsers)
        .where(sql`lower(${adminUsers.username}) = 'held'`),
    ).toMatchObject([{ username: 'Held' }]);
  });

  it('deactivating signs the account out everywhere', async () => {
    const user = await createStaff(db(), {
      username: 'leaver',
      email: 'leaver@store.test',
      password: 'leaver-password',
    });
    const { token } = await login(
      db(),
      { username: 'leaver', password: 'leaver-password' },
      policy,
      undefined,
      '192.0.2.1',
    );
    await login(db(), { username: 'leaver', password: 'leaver-password' }, policy, undefined, '192.0.2.1');

    expect(await deactivateStaff(db(), 'LEAVER')).toEqual({ user, sessionsEnded: 2 });
    expect(await db().select().from(staffSessions).where(eq(staffSessions.staffId, user.id))).toEqual([]);
    expect(await checkStaffSession(db(), token, policy)).toEqual({ kind: 'missing' });
    expect(await deactivateStaff(db(), 'nobody')).toBeUndefined();
  });

  it('expires sessions by the clock it is given', async () => {
    await createStaff(db(), { username: 'timer', email: 'timer@store.test', password: 'timer-password' });
    const start = new Date('2030-01-01T00:00:00Z');
    const { token } = await login(
      db(),
      { username: 'timer', password: 'timer-password' },
      policy,
      undefined,
      '192.0.2.1',
      start,
    );
    const at = (ms: number) => new Date(start.getTime() + ms);

    // Used just before the idle window ends: still valid, and the window slides forward.
    expect((await checkStaffSession(db(), token, policy, at(policy.idleMs - 1000))).kind).toBe('valid');
    expect((await checkStaffSession(db(), token, policy, at(policy.idleMs + 1000))).kind).toBe('valid');
    // However busy, it ends at the absolute expiry.
    expect(await checkStaffSession(db(), token, policy, at(policy.absoluteMs))).toEqual({ kind: 'missing' });
    expect(await checkStaffSession(db(), token, policy, at(0))).toEqual({ kind: 'missing' });
  });
});
