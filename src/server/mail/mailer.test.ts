import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema';
import { startSmtpServer } from '../test/smtp';
import { createTestDatabase, type TestDatabase } from '../test/harness';
import { FIRST_RETRY_AFTER_MS, leastRetryWaitMs, RETRY_POLICY } from '../jobs/policy';
import { createMailer, SECRET_MAIL_UNAVAILABLE, SECRET_NOT_KEPT, TemporaryMailFailure } from './mailer';
import type { MailMessage } from '../ports/mailer';

const FROM = 'TJ Fashion <no-reply@tjfashion.example>';

const message = {
  to: 'sam@example.com',
  subject: 'Your gift card',
  text: 'Code: TJ-AAAA-BBBB-CCCC',
  html: '<p>Code: TJ-AAAA-BBBB-CCCC</p>',
};

describe('the mailer', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.drop());

  const outboxRow = async (id: number) =>
    (await test.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

  it('keeps every email in the outbox as stored when no SMTP server is configured', async () => {
    const mailer = createMailer(test.database.db, { smtpUrl: undefined, from: FROM });
    const result = await mailer.send({ to: 'a@example.com', subject: 'Hello', text: 'Plain only' });
    mailer.close();
    expect(result).toEqual({ sent: false, outboxId: expect.any(Number) });
    expect(await outboxRow(result.outboxId)).toMatchObject({
      to: 'a@example.com',
      subject: 'Hello',
      text: 'Plain only',
      html: null,
      status: 'stored',
      error: null,
      sentAt: null,
    });
  });

  const secret = {
    to: 'kim@example.com',
    subject: 'Your sign-in code',
    kind: 'Sign-in code',
    text: 'Your code is 123456',
    html: '<p>Your code is 123456</p>',
  };

  it('hands a secret email to SMTP and keeps only that it was sent; a refused one is never tried again', async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer(test.database.db, {
      smtpUrl: smtp.url,
      from: FROM,
      jobs: {
        enqueue: async () => {
          throw new Error('a secret email is never queued');
        },
      },
    });
    const sent = await mailer.sendSecret(secret);
    expect(sent.sent).toBe(true);
    expect(smtp.received.at(-1)?.raw).toContain('Your code is 123456');
    const row = await outboxRow(sent.outboxId);
    expect(row).toMatchObject({
      to: 'kim@example.com',
      subject: 'Sign-in code',
      text: SECRET_NOT_KEPT,
      html: null,
      secret: true,
      status: 'sent',
    });
    expect(JSON.stringify(row)).not.toContain('123456');

    smtp.answer('refuse for now');
    const refused = await mailer.sendSecret(secret);
    expect(refused.sent).toBe(false);
    expect(await outboxRow(refused.outboxId)).toMatchObject({
      subject: 'Sign-in code',
      status: 'failed',
      nextAttemptAt: null,
      secret: true,
    });
    mailer.close();
    await smtp.close();
  });

  it('prints a secret email to the development console without SMTP, and refuses it in production', async () => {
    const printed: MailMessage[] = [];
    const development = createMailer(test.database.db, {
      smtpUrl: undefined,
      from: FROM,
      showSecretWithoutSmtp: (m) => printed.push(m),
    });
    expect(development.secretsGo).toBe('console');
    const shown = await development.sendSecret(secret);
    expect(printed.map((m) => m.text)).toEqual(['Your code is 123456']);
    expect(await outboxRow(shown.outboxId)).toMatchObject({
      subject: 'Sign-in code',
      text: SECRET_NOT_KEPT,
      status: 'stored',
      secret: true,
    });

    const production = createMailer(test.database.db, { smtpUrl: undefined, from: FROM });
    expect(production.secretsGo).toBe('nowhere');
    const before = (await test.database.db.select().from(emailOutbox)).length;
    await expect(production.sendSecret(secret)).rejects.toMatchObject({
      statusCode: 503,
      message: SECRET_MAIL_UNAVAILABLE,
    });
    expect(await test.database.db.select().from(emailOutbox)).toHaveLength(before);
  });

  it('hands the email to the SMTP server and records that it was accepted', async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer(test.database.db, { smtpUrl: smtp.url, from: FROM });
    try {
      const result = await mailer.send(message);
      expect(result.sent).toBe(true);
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.from).toBe('no-reply@tjfashion.example');
      expect(mail!.to).toEqual(['sam@example.com']);
      expect(mail!.raw).toContain('Subject: Your gift card');
      expect(mail!.raw).toContain('Code: TJ-AAAA-BBBB-CCCC');
      expect(mail!.raw).toContain('text/html');
      const row = await outboxRow(result.outboxId);
      expect(row).toMatchObject({ status: 'sent', error: null, html: message.html });
      expect(row!.sentAt).toBeInstanceOf(Date);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('says the email was not sent when the SMTP server refuses it', async () => {
    const smtp = await startSmtpServer({ refuse: true });
    const mailer = createMailer(test.database.db, { smtpUrl: smtp.url, from: FROM });
    try {
      const result = await mailer.send(message);
      expect(result.sent).toBe(false);
      const row = await outboxRow(result.outboxId);
      expect(row).toMatchObject({ status: 'failed', sentAt: null });
      expect(row!.error).toContain('Mailbox unavailable');
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('sends the reply-to address and records it', async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer(test.database.db, { smtpUrl: smtp.url, from: FROM });
    try {
      const result = await mailer.send({ ...message, replyTo: 'shopper@example.com' });
      expect(result.sent).toBe(true);
      expect(smtp.received[0]!.raw).toContain('Reply-To: shopper@example.com');
      expect(await outboxRow(result.outboxId)).toMatchObject({
        replyTo: 'shopper@example.com',
        status: 'sent',
        orderId: null,
      });
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('says the email was not sent when no SMTP server answers', async () => {
    const gone = await startSmtpServer();
    await gone.close();
    const mailer = createMailer(test.database.db, { smtpUrl: gone.url, from: FROM });
    const result = await mailer.send(message);
    mailer.close();
    expect(result.sent).toBe(false);
    expect(await outboxRow(result.outboxId)).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/ECONNREFUSED|connect/i),
    });
  });

  // The checkout writes its confirmation in the order's own statement (orders/checkout-sql.ts,
  // whose commit and rollback confirmation.test.ts covers); here a row written the same way.
  describe('an email written for later and delivered after the commit', () => {
    const db = () => test.database.db;
    const enqueue = async (mailer: ReturnType<typeof createMailer>, subject: string) => {
      const [row] = await db()
        .insert(emailOutbox)
        .values({ to: message.to, subject, text: message.text, status: mailer.queuedStatus })
        .returning({ id: emailOutbox.id });
      return row!.id;
    };

    it('is pending, and nothing goes to SMTP, until something delivers it', async () => {
      const smtp = await startSmtpServer();
      const mailer = createMailer(db(), { smtpUrl: smtp.url, from: FROM });
      try {
        const id = await enqueue(mailer, 'Written');
        expect(await outboxRow(id)).toMatchObject({ subject: 'Written', status: 'pending', sentAt: null });
        expect(smtp.received).toEqual([]);
      } finally {
        mailer.close();
        await smtp.close();
      }
    });

    it('is handed to SMTP once, however many deliveries run, one after the other or at once', async () => {
      const smtp = await startSmtpServer();
      const mailer = createMailer(db(), { smtpUrl: smtp.url, from: FROM });
      try {
        const one = await enqueue(mailer, 'Deliver me once');
        expect(await mailer.deliver(one)).toEqual({ sent: true, outboxId: one });
        // Already sent: not again, and it says it was sent.
        expect(await mailer.deliver(one)).toEqual({ sent: true, outboxId: one });
        expect(smtp.received.filter((m) => m.raw.includes('Subject: Deliver me once'))).toHaveLength(1);
        const row = await outboxRow(one);
        expect(row).toMatchObject({ status: 'sent', error: null });
        expect(row!.sentAt).toBeInstanceOf(Date);

        const other = await enqueue(mailer, 'Delivered by a crowd');
        const results = await Promise.all(Array.from({ length: 5 }, () => mailer.deliver(other)));
        expect(results.filter((r) => r.sent).length).toBeGreaterThanOrEqual(1);
        expect(smtp.received.filter((m) => m.raw.includes('Subject: Delivered by a crowd'))).toHaveLength(1);
        expect(await outboxRow(other)).toMatchObject({ status: 'sent' });
      } finally {
        mailer.close();
        await smtp.close();
      }
    });

    it('records a refusal as failed and does not try again', async () => {
      const smtp = await startSmtpServer({ refuse: true });
      const mailer = createMailer(db(), { smtpUrl: smtp.url, from: FROM });
      try {
        const id = await enqueue(mailer, 'Refused');
        expect(await mailer.deliver(id)).toEqual({ sent: false, outboxId: id });
        const row = await outboxRow(id);
        expect(row).toMatchObject({ status: 'failed', sentAt: null });
        expect(row!.error).toContain('Mailbox unavailable');
        expect(await mailer.deliver(id)).toEqual({ sent: false, outboxId: id });
        expect(await outboxRow(id)).toEqual(row);
      } finally {
        mailer.close();
        await smtp.close();
      }
    });

    it('stays stored for staff without SMTP', async () => {
      const mailer = createMailer(db(), { smtpUrl: undefined, from: FROM });
      const id = await enqueue(mailer, 'No transport');
      expect(await mailer.deliver(id)).toEqual({ sent: false, outboxId: id });
      mailer.close();
      expect(await outboxRow(id)).toMatchObject({ status: 'stored', sentAt: null, error: null });
    });
  });

  describe('emails that did not go out', () => {
    // A database of their own: the sweep reads every due email, so none from above may be there.
    let own: TestDatabase;
    beforeAll(async () => {
      own = await createTestDatabase();
    });
    afterAll(() => own.drop());

    const rowOf = async (id: number) =>
      (await own.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
    /** A mailer whose clock the test moves on, and the SMTP server it talks to. */
    async function setUp() {
      const smtp = await startSmtpServer();
      let clock = Date.now();
      // The queue's side is tested in jobs/; here, what the mailer asks of it.
      const enqueued: { name: string; data: object; startAfterMs: number | undefined }[] = [];
      const jobs = {
        enqueue: async (name: string, data: object, options: { startAfterMs?: number } = {}) =>
          void enqueued.push({ name, data, startAfterMs: options.startAfterMs }),
      };
      const mailer = createMailer(own.database.db, { smtpUrl: smtp.url, from: FROM, now: () => new Date(clock), jobs });
      const later = (ms: number) => (clock += ms);
      const close = async () => {
        mailer.close();
        await smtp.close();
      };
      return { smtp, mailer, later, enqueued, close };
    }

    it('are tried again by their job when SMTP asks for later, until it takes them', async () => {
      const { smtp, mailer, later, enqueued, close } = await setUp();
      try {
        smtp.answer('refuse for now');
        const { sent, outboxId } = await mailer.send({ ...message, subject: 'Try again' });
        expect(sent).toBe(false);
        const failed = await rowOf(outboxId);
        expect(failed).toMatchObject({
          status: 'failed',
          attempts: 1,
          error: expect.stringContaining('try again later'),
        });
        expect(failed.nextAttemptAt!.getTime() - failed.createdAt.getTime()).toBeGreaterThanOrEqual(
          FIRST_RETRY_AFTER_MS - 1_000,
        );
        expect(enqueued).toEqual([{ name: 'deliver-email', data: { outboxId }, startAfterMs: FIRST_RETRY_AFTER_MS }]);

        later(FIRST_RETRY_AFTER_MS);
        await expect(mailer.deliverDue(outboxId, { retries: 0, lastTry: false })).rejects.toBeInstanceOf(
          TemporaryMailFailure,
        );
        expect(await rowOf(outboxId)).toMatchObject({ status: 'failed', attempts: 2 });

        smtp.answer('accept');
        later(leastRetryWaitMs(1));
        expect(await mailer.deliverDue(outboxId, { retries: 1, lastTry: false })).toEqual({ sent: true, outboxId });
        expect(await rowOf(outboxId)).toMatchObject({
          status: 'sent',
          attempts: 3,
          nextAttemptAt: null,
          error: null,
          sentAt: expect.any(Date),
        });
        // Run once more (its worker died before the queue heard it finish): nothing goes out again.
        expect(await mailer.deliverDue(outboxId, { retries: 2, lastTry: false })).toEqual({ sent: true, outboxId });
        expect(smtp.received.map((m) => m.raw).filter((raw) => raw.includes('Subject: Try again'))).toHaveLength(1);
      } finally {
        await close();
      }
    });

    it('stay failed, for staff to see, after the last try or a refusal for good', async () => {
      const { smtp, mailer, later, enqueued, close } = await setUp();
      try {
        smtp.answer('refuse for now');
        const { outboxId: busy } = await mailer.send({ ...message, subject: 'Busy' });
        for (let retries = 0; retries <= RETRY_POLICY.retryLimit; retries++) {
          later(leastRetryWaitMs(retries));
          await expect(
            mailer.deliverDue(busy, { retries, lastTry: retries === RETRY_POLICY.retryLimit }),
          ).rejects.toBeInstanceOf(TemporaryMailFailure);
        }
        // Failed, and due again should staff retry its job.
        expect(await rowOf(busy)).toMatchObject({
          status: 'failed',
          attempts: RETRY_POLICY.retryLimit + 2,
          nextAttemptAt: expect.any(Date),
        });

        smtp.answer('refuse');
        const { outboxId: unknown } = await mailer.send({ ...message, subject: 'No such mailbox' });
        expect(await rowOf(unknown)).toMatchObject({
          status: 'failed',
          attempts: 1,
          nextAttemptAt: null,
          error: expect.stringContaining('Mailbox unavailable'),
        });
        // Its job, had it one, leaves it alone.
        expect(await mailer.deliverDue(unknown, { retries: 0, lastTry: false })).toEqual({
          sent: false,
          outboxId: unknown,
        });
        expect(enqueued.map((job) => job.data)).toEqual([{ outboxId: busy }]);
        expect(smtp.received).toEqual([]);
      } finally {
        await close();
      }
    });

    it('go out once when a request wrote them and never delivered them, however often their job runs', async () => {
      const { smtp, mailer, close } = await setUp();
      try {
        const [row] = await own.database.db
          .insert(emailOutbox)
          .values({ to: message.to, subject: 'Orphaned confirmation', text: message.text, status: mailer.queuedStatus })
          .returning({ id: emailOutbox.id });
        const run = { retries: 0, lastTry: false };
        const results = await Promise.all([
          mailer.deliverDue(row!.id, run),
          mailer.deliverDue(row!.id, run),
          mailer.deliverDue(row!.id, run),
        ]);
        expect(results.filter((r) => r.sent).length).toBeGreaterThanOrEqual(1);
        expect(smtp.received.filter((m) => m.raw.includes('Subject: Orphaned confirmation'))).toHaveLength(1);
        expect(await rowOf(row!.id)).toMatchObject({ status: 'sent', attempts: 1 });
      } finally {
        await close();
      }
    });

    it('stay stored without SMTP', async () => {
      const mailer = createMailer(own.database.db, {
        smtpUrl: undefined,
        from: FROM,
        now: () => new Date(Date.now() + 24 * 60 * 60_000),
      });
      const { outboxId } = await mailer.send({ ...message, subject: 'Kept' });
      expect(await mailer.deliverDue(outboxId, { retries: 0, lastTry: false })).toEqual({ sent: false, outboxId });
      mailer.close();
      expect(await rowOf(outboxId)).toMatchObject({ status: 'stored', attempts: 0, nextAttemptAt: null });
    });
  });
});
