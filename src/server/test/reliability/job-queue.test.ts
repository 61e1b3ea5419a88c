// The job queue across stopped and killed workers: the real worker bundle (`npm run worker`)
// in a child process on PostgreSQL, emails written with their jobs by this process, and a
// real SMTP server that takes a moment over each message, so a stop lands in the middle of
// a job; and its database connections cut under load.
import { randomUUID } from 'node:crypto';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { emailOutbox } from '../../db/schema';
import { openJobQueue, type JobQueue } from '../../jobs/queue';
import { startSmtpServer } from '../smtp';
import { buildBundle, openScratch, sleep, startWorker, waitFor, type Bundle } from './support';
import { PG_URL, createScratchDatabase, type ScratchDatabase } from './scratch-database';

const EMAILS = 30;

describe.skipIf(!PG_URL)('jobs when their worker stops (PostgreSQL only: set TEST_DATABASE_URL)', () => {
  let bundle: Bundle;
  let scratch: ScratchDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let database: Database;
  let queue: JobQueue;
  let env: Record<string, string>;

  beforeAll(async () => {
    [bundle, scratch, smtp] = await Promise.all([
      buildBundle(),
      createScratchDatabase('jobs'),
      startSmtpServer({ acceptAfterMs: 100 }),
    ]);
    env = { DATABASE_URL: scratch.url, SMTP_URL: smtp.url, SHUTDOWN_TIMEOUT_MS: '10000' };
    // The first worker migrates the database and makes the queue.
    const first = await startWorker(bundle, env);
    await first.stop();
    database = await openScratch(scratch.url);
    queue = await openJobQueue(database, { workers: false, onError: () => {} });
  }, 180_000);
  afterAll(async () => {
    await queue?.stop(1_000);
    await database?.close();
    await smtp?.close();
    await scratch?.drop();
    bundle?.remove();
  });

  /** Emails written as an order writes its confirmation: the row and its job in one transaction. */
  async function queueEmails(batch: string) {
    for (let i = 0; i < EMAILS; i++) {
      await database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(emailOutbox)
          .values({ to: `buyer-${i}@example.com`, subject: `${batch} ${i}`, text: 'Thank you', status: 'pending' })
          .returning({ id: emailOutbox.id });
        await queue.enqueue('deliver-email', { outboxId: row!.id }, { tx });
      });
    }
  }
  const receivedOf = (batch: string) => smtp.received.filter((mail) => mail.raw.includes(`Subject: ${batch} `));
  const timesReceived = (batch: string) => {
    const counts = new Map<string, number>();
    for (const mail of receivedOf(batch)) {
      const subject = /Subject: (.+)/.exec(mail.raw)![1]!.trim();
      counts.set(subject, (counts.get(subject) ?? 0) + 1);
    }
    return counts;
  };
  const statuses = async (batch: string) =>
    Object.fromEntries(
      (
        await database.db
          .select({ status: emailOutbox.status, n: sql<number>`count(*)`.mapWith(Number) })
          .from(emailOutbox)
          .where(like(emailOutbox.subject, `${batch} %`))
          .groupBy(emailOutbox.status)
      ).map(({ status, n }) => [status, n]),
    );

  it('a worker stopped with SIGTERM finishes the jobs it is running; the next one delivers the rest, each email once', async () => {
    const batch = `Stopped-${randomUUID().slice(0, 6)}`;
    await queueEmails(batch);
    const worker = await startWorker(bundle, env);
    await waitFor('the first emails', async () => receivedOf(batch).length >= 5, 60_000);
    await worker.stop();
    expect((await worker.exited).code).toBe(0);
    // Nothing was left half-handed over.
    expect((await statuses(batch)).sending).toBeUndefined();

    const next = await startWorker(bundle, env);
    try {
      await waitFor('every email', async () => (await statuses(batch)).sent === EMAILS, 60_000);
    } finally {
      await next.stop();
    }
    const counts = timesReceived(batch);
    expect(counts.size).toBe(EMAILS);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  }, 180_000);

  it('a worker killed mid-job never sends an email twice; the next one delivers every email not caught in the hand-over', async () => {
    const batch = `Killed-${randomUUID().slice(0, 6)}`;
    await queueEmails(batch);
    const worker = await startWorker(bundle, env);
    await waitFor('the first emails', async () => receivedOf(batch).length >= 5, 60_000);
    worker.child.kill('SIGKILL');
    await worker.exited;

    const next = await startWorker(bundle, env);
    try {
      await waitFor(
        'every email not caught by the kill',
        async () => {
          const now = await statuses(batch);
          return (now.sent ?? 0) + (now.sending ?? 0) === EMAILS && now.pending === undefined;
        },
        60_000,
      );
      // Long enough for a wrongly repeated hand-over to arrive.
      await sleep(3_000);
    } finally {
      await next.stop();
    }
    const counts = timesReceived(batch);
    expect(
      [...counts.values()].every((n) => n === 1),
      'no email twice',
    ).toBe(true);
    const { sent = 0, sending = 0 } = await statuses(batch);
    // The kill caught at most the two emails the worker was handing over (it runs two at a
    // time); the SMTP server may have taken them. Left "sending", staff see them; they are never sent again.
    expect(sending).toBeLessThanOrEqual(2);
    expect(sent + sending).toBe(EMAILS);
    expect(counts.size).toBeGreaterThanOrEqual(sent);
    expect(counts.size).toBeLessThanOrEqual(EMAILS);
  }, 180_000);
  it('a worker whose database connections are cut under load carries on, and never sends an email twice', async () => {
    const batch = `Cut-${randomUUID().slice(0, 6)}`;
    await queueEmails(batch);
    const worker = await startWorker(bundle, env);
    const cuts = 3;
    try {
      await waitFor('the first emails', async () => receivedOf(batch).length >= 5, 60_000);
      for (let cut = 0; cut < cuts; cut++) {
        await scratch.admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [scratch.name],
        );
        await sleep(300);
      }
      await waitFor(
        'every email not caught by a cut',
        async () => {
          const now = await statuses(batch);
          return (
            (now.sent ?? 0) + (now.sending ?? 0) === EMAILS && now.pending === undefined && now.failed === undefined
          );
        },
        90_000,
      );
      await sleep(3_000);
      expect(worker.child.exitCode, worker.output()).toBeNull();
    } finally {
      await worker.stop();
    }
    const counts = timesReceived(batch);
    expect(
      [...counts.values()].every((n) => n === 1),
      'no email twice',
    ).toBe(true);
    const { sent = 0, sending = 0 } = await statuses(batch);
    // A cut between the claim and recording the outcome leaves an email "sending" (two at a time).
    expect(sending).toBeLessThanOrEqual(2 * cuts);
    expect(sent + sending).toBe(EMAILS);
    expect(counts.size).toBeGreaterThanOrEqual(sent);
  }, 180_000);
});
