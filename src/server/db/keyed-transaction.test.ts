// The checkout's transaction: on PostgreSQL its statements keep one plan and find rows by key;
// on either driver it commits all of its work or none of it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/harness';
import { rawSql } from './raw-sql';

describe('keyedTransaction', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
    await test.database.db.execute(sql`create table keyed_test (id int primary key)`);
  });
  afterAll(() => test.drop());

  const ids = async () =>
    (await rawSql(test.database.db, test.database.driver)<{ id: number }>('select id from keyed_test order by id')).map(
      (row) => row.id,
    );

  it('commits its work, and keeps none of it when the work fails', async () => {
    const { keyedTransaction } = test.database;
    await keyedTransaction((tx) => tx.execute(sql`insert into keyed_test values (1)`));
    await expect(
      keyedTransaction(async (tx) => {
        await tx.execute(sql`insert into keyed_test values (2)`);
        throw new Error('the order could not be placed');
      }),
    ).rejects.toThrow('the order could not be placed');
    expect(await ids()).toEqual([1]);
    // The connection went back to the pool in a usable state.
    await keyedTransaction((tx) => tx.execute(sql`insert into keyed_test values (3)`));
    expect(await ids()).toEqual([1, 3]);
  });

  it('plans once and never scans a whole table on PostgreSQL, only inside it', async ({ skip }) => {
    const { db, driver, keyedTransaction } = test.database;
    if (driver !== 'postgres') skip('PGlite plans every statement from its text');
    const settings = (query: ReturnType<typeof rawSql>) =>
      query<{ plans: string; scans: string }>(
        "select current_setting('plan_cache_mode') as plans, current_setting('enable_seqscan') as scans",
      );
    expect(await keyedTransaction((tx) => settings(rawSql(tx, driver)))).toEqual([
      { plans: 'force_generic_plan', scans: 'off' },
    ]);
    expect(await db.transaction((tx) => settings(rawSql(tx, driver)))).toEqual([{ plans: 'auto', scans: 'on' }]);
  });

  it('refuses a nested transaction on PostgreSQL, which would end it early', async ({ skip }) => {
    const { driver, keyedTransaction } = test.database;
    if (driver !== 'postgres') skip('PGlite keeps Drizzle’s own transaction');
    await expect(keyedTransaction((tx) => tx.transaction(async () => undefined))).rejects.toThrow(
      'a keyed transaction cannot open a nested transaction',
    );
  });
});
