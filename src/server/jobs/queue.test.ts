// The job queue on the test database, with the store's own jobs and a real SMTP server:
// what staff see of it through the admin API, and that each job takes effect once.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminJob } from '../../shared/schemas/jobs';
import { PlaceOrderSchema } from '../../shared/schemas/orders';
import { auditLog, emailOutbox } from '../db/schema';
import { placeOrder } from '../orders/service';
import { createTestApp, type TestApp } from '../test/harness';
import { addGiftCard, addTestProduct, customer, variantGid } from '../test/orders-fixtures';
import { startSmtpServer } from '../test/smtp';
import { signedInStaff } from '../test/staff';
import { createDemoProvider } from '../payments/demo-provider';
import { paymentDepsOf } from '../payments/service';
import { declaredJobs } from '../job-handlers';
import { RETRY_POLICY } from './policy';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe('the job queue', () => {
  let t: TestApp;
  let smtp: Smtp;
  let staff: Record<string, string>;
  let variantId: number;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, jobs: true });
    staff = await signedInStaff(t, 'jobs-staff');
    const { variants } = await addTestProduct(t.db, 'queued-tee', [
      { size: 'M', color: 'Black', priceCents: 3000, stock: 100 },
    ]);
    variantId = variants.get('M:Black')!;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const mailsTo = (to: string) => smtp.received.filter((m) => m.to.includes(to));
  const jobsIn = async (state: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/jobs?state=${state}`, cookies: staff });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminJob[]>();
  };
  const jobOf = async (state: string, outboxId: number) =>
    (await jobsIn(state)).find((job) => job.data.outboxId === outboxId);
  /** The policy's wait before a retry, passed at once (the queue's clock is the database's). */
  const passTheWait = (id: string) =>
    t.database.executeSql(`update pgboss.job set start_after = now() where id = $1 and state = 'retry'`, [id]);
  const queuedEmail = async (to: string, subject: string) => {
    const id = await t.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(emailOutbox)
        .values({ to, subject, text: 'Hello', status: t.mailer.queuedStatus })
        .returning({ id: emailOutbox.id });
      await t.jobs!.enqueue('deliver-email', { outboxId: row!.id }, { tx });
      return row!.id;
    });
    return id;
  };

  it('runs a job once, and staff see it completed', async () => {
    const outboxId = await queuedEmail('once@example.com', 'Once');
    await waitFor('the email', async () => mailsTo('once@example.com').length > 0);
    const job = await waitFor('the job to complete', () => jobOf('completed', outboxId));
    expect(job).toMatchObject({ name: 'deliver-email', state: 'completed', attempts: 1, lastError: null });
    await sleep(1_500);
    expect(mailsTo('once@example.com')).toHaveLength(1);
  });

  it('a scheduled sweep of payment pages asks for one more half a minute later, which asks for none', async () => {
    const asked = Date.now();
    await t.jobs!.enqueue('sweep-payments', {});
    const followUp = await waitFor('the follow-up sweep', async () =>
      (await jobsIn('created')).find((job) => job.name === 'sweep-payments' && job.data.halfMinute === true),
    );
    const wait = new Date(followUp.runAfter).getTime() - asked;
    expect(wait).toBeGreaterThanOrEqual(25_000);
    expect(wait).toBeLessThanOrEqual(60_000);

    // The follow-up itself asks for nothing more (run here, not by the queue, whose minute's schedule may fire
    // meanwhile).
    const asks: unknown[] = [];
    const payments = paymentDepsOf(t.app, {
      ...t,
      payments: createDemoProvider(t.db),
      jobs: { enqueue: async (...ask: unknown[]) => void asks.push(ask) },
    });
    const sweep = declaredJobs({
      mailer: t.mailer,
      payments,
      catalog: { db: t.db, changed: () => {} },
      lowStock: { db: t.db, mailer: t.mailer, publicUrl: '', storeEmail: '' },
      backInStock: { db: t.db, mailer: t.mailer, publicUrl: '' },
      productImports: { db: t.db, publicUrl: '', jobs: undefined, changed: () => {} },
    }).find((job) => job.name === 'sweep-payments')!;
    await sweep.handler({ halfMinute: true }, { id: 'follow-up', retries: 0, lastTry: true });
    expect(asks).toEqual([]);
    await sweep.handler({}, { id: 'scheduled', retries: 0, lastTry: true });
    expect(asks).toEqual([['sweep-payments', { halfMinute: true }, { startAfterMs: 30_000 }]]);
  });

  it('tries a failing job again by the retry policy, then shows it failed with its error; a retry from the admin API runs it again', async () => {
    smtp.answer('refuse for now');
    try {
      const outboxId = await queuedEmail('busy@example.com', 'Busy');
      const failed = await waitFor(
        'the job to fail for good',
        async () => {
          const waiting = await jobOf('retry', outboxId);
          if (waiting) await passTheWait(waiting.id);
          return jobOf('failed', outboxId);
        },
        40_000,
      );
      expect(failed).toMatchObject({
        name: 'deliver-email',
        state: 'failed',
        attempts: RETRY_POLICY.retryLimit + 1,
        maxAttempts: RETRY_POLICY.retryLimit + 1,
        lastError: expect.stringContaining('try again later'),
      });
      const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
      expect(row).toMatchObject({ status: 'failed', attempts: RETRY_POLICY.retryLimit + 1 });
      expect(mailsTo('busy@example.com')).toEqual([]);

      smtp.answer('accept');
      const retried = await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${failed.id}/retry`, cookies: staff });
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json()).toMatchObject({ id: failed.id, state: 'retry' });
      // The activity log has the retry, by the staff member who asked.
      const logged = await t.db.select().from(auditLog).where(eq(auditLog.kind, 'job.retried'));
      expect(logged).toEqual([
        expect.objectContaining({
          actorUsername: 'jobs-staff',
          subjectType: 'job',
          subjectId: failed.id,
          subjectLabel: 'deliver-email',
          before: { state: 'failed' },
          after: { state: 'retry' },
        }),
      ]);
      await waitFor('the retried email', async () => mailsTo('busy@example.com').length > 0);
      await waitFor('the job to complete', () => jobOf('completed', outboxId));
      expect(mailsTo('busy@example.com')).toHaveLength(1);
      const [sent] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
      expect(sent).toMatchObject({ status: 'sent', error: null });

      const again = await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${failed.id}/retry`, cookies: staff });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Only a failed job can be retried; this one is completed');
      expect(await t.db.select().from(auditLog).where(eq(auditLog.kind, 'job.retried'))).toHaveLength(1);
    } finally {
      smtp.answer('accept');
    }
  });

  it('delivers an order confirmation whose process stopped after the commit, exactly once', async () => {
    const email = 'stopped@example.com';
    await addGiftCard(t.db, 'TJ-JOBS-0001-FULL', '500.00');
    const body = PlaceOrderSchema.parse({
      customer: { ...customer, email },
      items: [{ variantId: variantGid(variantId), quantity: 1 }],
      giftCardCode: 'TJ-JOBS-0001-FULL',
    });
    // Placed, committed, and never handed to SMTP by the request.
    const placed = await placeOrder(t.database, body, randomUUID(), {
      mailer: t.mailer,
      publicUrl: t.config.publicUrl,
      storeEmail: t.config.mail.storeNotifyEmail,
      paymentProvider: { name: 'demo' },
    });
    const outboxId = placed.confirmationId!;
    const waiting = await jobOf('created', outboxId);
    expect(waiting).toMatchObject({ name: 'deliver-email' });
    // The request that placed it has a minute to hand it over itself.
    expect(new Date(waiting!.runAfter).getTime() - Date.now()).toBeGreaterThan(30_000);
    await t.database.executeSql(`update pgboss.job set start_after = now() where id = $1`, [waiting!.id]);

    await waitFor('the job to complete', () => jobOf('completed', outboxId));
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0]!.raw).toContain(placed.order.trackingNumber);
  });

  it('writes no job when the order does not commit', async () => {
    const before = (await jobsIn('created')).length;
    await expect(
      t.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(emailOutbox)
          .values({ to: 'rolled@example.com', subject: 'No', text: 'No', status: 'pending' })
          .returning({ id: emailOutbox.id });
        await t.jobs!.enqueue('deliver-email', { outboxId: row!.id }, { tx });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect((await jobsIn('created')).length).toBe(before);
  });

  it('is for staff only, and answers bad input in the one error shape', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/jobs?state=failed' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${randomUUID()}/retry` })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/jobs?state=lost', cookies: staff });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/jobs/not-an-id/retry', cookies: staff })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${randomUUID()}/retry`, cookies: staff })).statusCode,
    ).toBe(404);
  });
});
