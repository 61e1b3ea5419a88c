// The durable job queue: pg-boss on the store's own database (PGlite or PostgreSQL), reached
// through Database.executeSql, so a job can be written in the same transaction as the rows it
// is about and exists exactly when they do. Every process opens the queue to enqueue; only
// processes that run workers fetch jobs and fire schedules (see docs/decisions/0019-job-queue.md).
import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../db/database';
import { JOB_NAMES, type JobName } from './names';
import { RETRY_POLICY } from './policy';

/** What a handler learns of its run: the last one leaves the job failed if it throws. */
export interface JobRun {
  id: string;
  /** Tries before this one. */
  retries: number;
  lastTry: boolean;
}

export interface DeclaredJob {
  name: JobName;
  /** Must take effect once however often it runs: a retry may follow a run that did its work and then died. */
  handler(data: unknown, run: JobRun): Promise<void>;
  /** Cron (UTC): the job is enqueued once per tick across every process running workers. */
  schedule?: string;
  /** Jobs of this name run at once in one process. */
  concurrency?: number;
}

export interface EnqueueOptions {
  /** Written in this transaction: no job without its commit. */
  tx?: Tx;
  startAfterMs?: number;
}

export interface JobQueue {
  enqueue(name: JobName, data: object, options?: EnqueueOptions): Promise<void>;
  /** Starts fetching and running these jobs, and firing their schedules. */
  work(jobs: readonly DeclaredJob[]): Promise<void>;
  /** Sends a failed job back to wait for a worker, with one more try allowed; false when it is not failed. */
  retry(id: string): Promise<boolean>;
  /**
   * Stops fetching, lets running jobs finish within `timeoutMs` (the rest are tried again later), then lets go of the
   * database.
   */
  stop(timeoutMs: number): Promise<void>;
  database: Database;
}

export interface JobQueueOptions {
  /** Whether this process runs workers (and so expiry, archiving and schedules) or only enqueues. */
  workers: boolean;
  /** How often an idle worker asks for a job (pg-boss's least: 0.5 s). */
  pollSeconds?: number;
  onError(error: unknown): void;
}

/** A value as node-postgres would send it, so both drivers read it alike (PGlite does not serialise objects). */
const asParameter = (value: unknown) =>
  value === undefined
    ? null
    : typeof value === 'object' && value !== null && !(value instanceof Date) && !Array.isArray(value)
      ? JSON.stringify(value)
      : value;

/** pg-boss's $1.. parameters, as a statement Drizzle runs in a transaction. */
function asStatement(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${asParameter(values[Number(part) - 1])}`)),
  );
}

const inTransaction = (tx: Tx) => ({
  executeSql: async (text: string, values: unknown[] = []) =>
    (await tx.execute(asStatement(text, values))) as unknown as { rows: unknown[] },
});

export async function openJobQueue(database: Database, options: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    migrate: true,
    // Expiry, archiving and schedules run where the workers run; a web-only process only enqueues.
    supervise: options.workers,
    schedule: options.workers,
  });
  boss.on('error', options.onError);
  await boss.start();
  await createQueues(boss);
  const pollingIntervalSeconds = options.pollSeconds ?? 1;

  return {
    database,
    async enqueue(name, data, { tx, startAfterMs } = {}) {
      await boss.send(name, data, {
        ...(tx ? { db: inTransaction(tx) } : {}),
        ...(startAfterMs ? { startAfter: new Date(Date.now() + startAfterMs) } : {}),
      });
    },

    async work(jobs) {
      if (!options.workers) throw new Error('This queue was opened without workers');
      for (const job of jobs) {
        for (let i = 0; i < (job.concurrency ?? 1); i++) {
          await boss.work(
            job.name,
            { batchSize: 1, includeMetadata: true, pollingIntervalSeconds },
            async ([taken]) => {
              if (taken)
                await job.handler(taken.data, {
                  id: taken.id,
                  retries: taken.retryCount,
                  lastTry: taken.retryCount >= taken.retryLimit,
                });
            },
          );
        }
        if (job.schedule) await boss.schedule(job.name, job.schedule, {}, { tz: 'UTC' });
        else await boss.unschedule(job.name);
      }
    },

    async retry(id) {
      const { rows } = await database.executeSql('select name from pgboss.job where id = $1', [id]);
      const name = (rows as { name: string }[])[0]?.name;
      if (name === undefined) return false;
      // The typings say void; the library answers how many jobs it sent back.
      const answer = (await boss.retry(name, id)) as unknown as { affected: number };
      return answer.affected === 1;
    },

    async stop(timeoutMs) {
      // Graceful: no new fetches, running handlers get timeoutMs, then the ones still running are failed (and so tried
      // again).
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    },
  };
}

/** One queue per job name, each with the one retry policy; processes starting together may race to create them. */
async function createQueues(boss: PgBoss): Promise<void> {
  for (const name of JOB_NAMES) {
    if (await boss.getQueue(name)) continue;
    await boss
      .createQueue(name, {
        name,
        retryLimit: RETRY_POLICY.retryLimit,
        retryDelay: RETRY_POLICY.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: RETRY_POLICY.expireInSeconds,
        retentionMinutes: RETRY_POLICY.retentionMinutes,
      })
      .catch(async (error: unknown) => {
        if (!(await boss.getQueue(name))) throw error;
      });
  }
}
