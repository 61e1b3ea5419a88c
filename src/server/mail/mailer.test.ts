import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema';
import { startSmtpServer } from '../test/smtp';
import { createTestDatabase, type TestDatabase } from '../test/harness';
import { createMailer } from './mailer';

const FROM = 'TJ Fashion <no-reply@tjfashion.example>';

const message = { to: 'sam@example.com', subject: 'Your gift card', text: 'Code: TJ-AAAA-BBBB-CCCC', html: '<p>Code: TJ-AAAA-BBBB-CCCC</p>' };

describe('the mailer', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.drop());

  const outboxRow = async (id: number) => (await test.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

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

  it('says the email was not sent when no SMTP server answers', async () => {
    const gone = await startSmtpServer();
    await gone.close();
    const mailer = createMailer(test.database.db, { smtpUrl: gone.url, from: FROM });
    const result = await mailer.send(message);
    mailer.close();
    expect(result.sent).toBe(false);
    expect(await outboxRow(result.outboxId)).toMatchObject({ status: 'failed', error: expect.stringMatching(/ECONNREFUSED|connect/i) });
  });
});
