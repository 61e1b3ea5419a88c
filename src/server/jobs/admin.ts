// What staff see of the queue: its jobs by state, and a failed one sent back to be tried again.
import type { AdminJob, AdminJobsQuery } from '../../shared/schemas/jobs';
import type { Database } from '../db/database';

/** Enough for a screen; failed jobs are few in a healthy store. */
const LIST_LIMIT = 200;

interface JobRow {
  id: string;
  name: string;
  state: AdminJob['state'];
  data: Record<string, unknown> | null;
  retry_count: number;
  retry_limit: number;
  started_on: Date | string | null;
  output: { message?: unknown } | null;
  created_on: Date | string;
  completed_on: Date | string | null;
  start_after: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const COLUMNS =
  'id, name, state, data, retry_count, retry_limit, started_on, output, created_on, completed_on, start_after';

const toAdminJob = (row: JobRow): AdminJob => ({
  id: row.id,
  name: row.name,
  state: row.state,
  data: row.data ?? {},
  attempts: row.started_on === null ? row.retry_count : row.retry_count + 1,
  maxAttempts: row.retry_limit + 1,
  lastError: row.state === 'completed' || typeof row.output?.message !== 'string' ? null : row.output.message,
  createdAt: iso(row.created_on),
  startedAt: row.started_on === null ? null : iso(row.started_on),
  finishedAt: row.completed_on === null ? null : iso(row.completed_on),
  runAfter: iso(row.start_after),
});

// pg-boss keeps jobs in its own table (pgboss.job); reading it is the one place the store looks
// inside the library, for a list its API does not offer.
export async function listJobs(database: Database, query: AdminJobsQuery): Promise<AdminJob[]> {
  const { rows } = await database.executeSql(
    `select ${COLUMNS} from pgboss.job where state = $1 order by created_on desc limit ${LIST_LIMIT}`,
    [query.state],
  );
  return (rows as JobRow[]).map(toAdminJob);
}

export async function findJob(database: Database, id: string): Promise<AdminJob | undefined> {
  const { rows } = await database.executeSql(`select ${COLUMNS} from pgboss.job where id = $1`, [id]);
  const [row] = rows as JobRow[];
  return row ? toAdminJob(row) : undefined;
}

/** How many jobs failed for good and wait for staff (few in a healthy store). */
export async function countFailedJobs(database: Database): Promise<number> {
  const { rows } = await database.executeSql(`select count(*)::int as n from pgboss.job where state = 'failed'`, []);
  return Number((rows as Array<{ n: number }>)[0]?.n ?? 0);
}
