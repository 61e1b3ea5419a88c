import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers } from '../db/schema';
import { createTestDatabase, testConfig, type TestDatabase } from '../test/harness';
import { ensureAdminFromEnv } from './bootstrap';
import { login } from './service';

describe('the first admin from env', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.drop());

  const db = () => test.database.db;
  const accounts = (username: string) => db().select().from(adminUsers).where(eq(adminUsers.username, username));

  it('does nothing when ADMIN_USERNAME and ADMIN_PASSWORD are not set', async () => {
    expect(await ensureAdminFromEnv(db(), testConfig())).toBe('not-configured');
    expect(await db().select().from(adminUsers)).toEqual([]);
  });

  it('creates the admin once, with <username>@localhost by default, and it can sign in', async () => {
    const config = testConfig({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'first-admin-password' });
    expect(await ensureAdminFromEnv(db(), config)).toBe('created');
    const [created] = await accounts('owner');
    expect(created).toMatchObject({ username: 'owner', email: 'owner@localhost', role: 'admin', isActive: true });

    const { staff } = await login(
      db(),
      { username: 'owner', password: 'first-admin-password' },
      config.session,
      undefined,
      '192.0.2.1',
    );
    expect(staff.username).toBe('owner');

    // A later start with another password leaves the account as it is.
    const changed = testConfig({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'another-password' });
    expect(await ensureAdminFromEnv(db(), changed)).toBe('exists');
    const after = await accounts('owner');
    expect(after).toHaveLength(1);
    expect(after[0]!.passwordHash).toBe(created!.passwordHash);
  });

  it('uses ADMIN_EMAIL when given', async () => {
    const config = testConfig({
      ADMIN_USERNAME: 'manager',
      ADMIN_PASSWORD: 'manager-password',
      ADMIN_EMAIL: 'Manager@Store.Test',
    });
    expect(await ensureAdminFromEnv(db(), config)).toBe('created');
    expect((await accounts('manager'))[0]!.email).toBe('manager@store.test');
  });

  it('never creates an admin with a password under 8 characters, and says which variable is wrong', async () => {
    const config = testConfig({ ADMIN_USERNAME: 'weak', ADMIN_PASSWORD: 'short' });
    await expect(ensureAdminFromEnv(db(), config)).rejects.toThrow(
      'Invalid environment:\n  ADMIN_PASSWORD: Password must be at least 8 characters',
    );
    expect(await accounts('weak')).toEqual([]);
  });

  it('refuses a bad username or email the same way', async () => {
    await expect(
      ensureAdminFromEnv(db(), testConfig({ ADMIN_USERNAME: 'ab', ADMIN_PASSWORD: 'long-enough-password' })),
    ).rejects.toThrow('ADMIN_USERNAME: Username must be at least 3 characters');
    await expect(
      ensureAdminFromEnv(
        db(),
        testConfig({ ADMIN_USERNAME: 'clerk', ADMIN_PASSWORD: 'long-enough-password', ADMIN_EMAIL: 'not-an-email' }),
      ),
    ).rejects.toThrow('ADMIN_EMAIL: Please enter a valid email');
    expect(await accounts('clerk')).toEqual([]);
  });

  it('refuses a username without a password', async () => {
    await expect(ensureAdminFromEnv(db(), testConfig({ ADMIN_USERNAME: 'lonely' }))).rejects.toThrow(
      'ADMIN_USERNAME and ADMIN_PASSWORD go together',
    );
  });
});
