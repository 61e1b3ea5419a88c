import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers, userSessions } from '../db/schema';
import { HttpError } from '../http/errors';
import { createTestDatabase, testConfig, type TestDatabase } from '../test/harness';
import { createStaff, deactivateStaff, login } from './service';
import { checkSession } from './sessions';

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

  it('refuses a username taken in any letter case, and an email in use', async () => {
    await createStaff(db(), { username: 'Clerk', email: 'clerk@store.test', password: 'clerk-password' });
    const name = await rejection(createStaff(db(), { username: 'clerk', email: 'other@store.test', password: 'clerk-password' }));
    expect(name.statusCode).toBe(409);
    expect(name.message).toBe('Username is already taken');
    const email = await rejection(createStaff(db(), { username: 'clerk2', email: 'CLERK@store.test', password: 'clerk-password' }));
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

  it('deactivating signs the account out everywhere', async () => {
    const user = await createStaff(db(), { username: 'leaver', email: 'leaver@store.test', password: 'leaver-password' });
    const { token } = await login(db(), { username: 'leaver', password: 'leaver-password' }, policy, undefined);
    await login(db(), { username: 'leaver', password: 'leaver-password' }, policy, undefined);

    expect(await deactivateStaff(db(), 'LEAVER')).toEqual({ user, sessionsEnded: 2 });
    expect(await db().select().from(userSessions).where(eq(userSessions.userId, user.id))).toEqual([]);
    expect(await checkSession(db(), token, policy)).toEqual({ kind: 'missing' });
    expect(await deactivateStaff(db(), 'nobody')).toBeUndefined();
  });

  it('expires sessions by the clock it is given', async () => {
    await createStaff(db(), { username: 'timer', email: 'timer@store.test', password: 'timer-password' });
    const start = new Date('2030-01-01T00:00:00Z');
    const { token } = await login(db(), { username: 'timer', password: 'timer-password' }, policy, undefined, start);
    const at = (ms: number) => new Date(start.getTime() + ms);

    // Used just before the idle window ends: still valid, and the window slides forward.
    expect((await checkSession(db(), token, policy, at(policy.idleMs - 1000))).kind).toBe('valid');
    expect((await checkSession(db(), token, policy, at(policy.idleMs + 1000))).kind).toBe('valid');
    // However busy, it ends at the absolute expiry.
    expect(await checkSession(db(), token, policy, at(policy.absoluteMs))).toEqual({ kind: 'missing' });
    expect(await checkSession(db(), token, policy, at(0))).toEqual({ kind: 'missing' });
  });
});
