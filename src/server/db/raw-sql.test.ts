// Plain SQL on either driver: a named statement answers as the same text unnamed would, and on
// PostgreSQL it is prepared on the connection, once (PGlite has no named statements).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/harness';
import { rawSql } from './raw-sql';

describe('rawSql', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.drop());

  const NEXT = 'select $1::int + 1 as "next"';

  it('answers a named statement as it answers the text', async () => {
    const { db, driver } = test.database;
    await db.transaction(async (tx) => {
      const query = rawSql(tx, driver);
      expect(await query(NEXT, [41])).toEqual([{ next: 42 }]);
      expect(await query(NEXT, [41], 'test-next')).toEqual([{ next: 42 }]);
      expect(await query(NEXT, [1], 'test-next')).toEqual([{ next: 2 }]);
    });
  });

  it('prepares a named statement once on a PostgreSQL connection', async ({ skip }) => {
    const { db, driver } = test.database;
    if (driver !== 'postgres') skip('PGlite runs every statement from its text');
    await db.transaction(async (tx) => {
      const query = rawSql(tx, driver);
      await query(NEXT, [1], 'test-prepared');
      await query(NEXT, [2], 'test-prepared');
      const prepared = await query<{ statement: string }>(
        "select statement from pg_prepared_statements where name = 'test-prepared'",
      );
      expect(prepared).toEqual([{ statement: NEXT }]);
    });
  });
});
