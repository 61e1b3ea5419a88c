// For race tests on PostgreSQL: wait until a request is blocked on a lock another transaction
// of the test holds, so the test can then let that transaction finish. Bounded, so a request
// that never blocks fails the test instead of hanging it.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

export async function waitForLockWait(db: Db, backends = 1, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const [row] = (result as unknown as { rows: Array<{ waiting: number }> }).rows;
    if ((row?.waiting ?? 0) >= backends) return;
    if (Date.now() > deadline) throw new Error(`No request waited on a lock within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
