// The job queue's cost on both databases: enqueueing on its own and inside a transaction
// (as an order's confirmation is), and the time from enqueue to a worker running the job.
// `npx tsx bench/job-queue.ts [postgres://...]`: PGlite in memory, then the PostgreSQL server
// given (a scratch database is made and dropped).
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/database';
import { openJobQueue } from '../src/server/jobs/queue';

const ENQUEUES = 300;
const LATENCY_RUNS = 20;

async function measure(label: string, database: Database) {
  const queue = await openJobQueue(database, { workers: true, onError: (error) => console.error(error) });
  let started = performance.now();
  for (let i = 0; i < ENQUEUES; i++)
    await queue.enqueue('send-refund', { refundId: i + 1 }, { startAfterMs: 3_600_000 });
  const alone = (performance.now() - started) / ENQUEUES;
  started = performance.now();
  for (let i = 0; i < ENQUEUES; i++)
    await database.db.transaction((tx) =>
      queue.enqueue('send-refund', { refundId: i + 1 }, { tx, startAfterMs: 3_600_000 }),
    );
  const inTransaction = (performance.now() - started) / ENQUEUES;

  const waits: number[] = [];
  let ran: (() => void) | undefined;
  await queue.work([
    {
      name: 'deliver-email',
      handler: async (data) => void (waits.push(Date.now() - (data as { at: number }).at), ran?.()),
    },
  ]);
  for (let i = 0; i < LATENCY_RUNS; i++) {
    const done = new Promise<void>((resolve) => (ran = resolve));
    await queue.enqueue('deliver-email', { at: Date.now() });
    await done;
  }
  await queue.stop(1_000);
  waits.sort((a, b) => a - b);
  console.log(
    `${label}: enqueue ${alone.toFixed(2)} ms, in a transaction ${inTransaction.toFixed(2)} ms; enqueue to run p50 ${waits[LATENCY_RUNS / 2]} ms, max ${waits.at(-1)} ms`,
  );
}

const pglite = await openDatabase({});
await measure('PGlite', pglite);
await pglite.close();

const url = process.argv[2];
if (url) {
  const name = `bench_jobs_${Date.now()}`;
  const admin = new pg.Client(url);
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const postgres = await openDatabase({ url: target.toString() });
  try {
    await measure('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}
