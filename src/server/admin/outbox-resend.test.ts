// Staff send an email again: a failed one, one left half-sent, or one a customer never got.
// The copy goes to the same address through the real mail server; the first stays as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { startSmtpServer } from '../test/smtp';
import { signedInStaff } from '../test/staff';

describe('sending an email again', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    cookies = await signedInStaff(t, 'resender');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const email = async (status: string, subject: string) =>
    (
      await t.db
        .insert(emailOutbox)
        .values({
          to: 'ada@example.com',
          subject,
          text: `About ${subject}`,
          html: `<p>${subject}</p>`,
          status,
          attempts: 1,
        })
        .returning()
    )[0]!;
  const resend = (id: number) => t.app.inject({ method: 'POST', url: `/api/admin/outbox/${id}/resend`, cookies });

  it('sends a failed email again to the same address, as a new email, and keeps the first', async () => {
    const failed = await email('failed', 'Your order TJ-1 has shipped');
    const answer = await resend(failed.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      to: 'ada@example.com',
      subject: 'Your order TJ-1 has shipped',
      status: 'sent',
      text: 'About Your order TJ-1 has shipped',
    });
    expect(answer.json().id).not.toBe(failed.id);
    expect(
      smtp.received.filter((m) => m.to.includes('ada@example.com') && m.raw.includes('TJ-1 has shipped')),
    ).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/outbox/${failed.id}`, cookies })).json().status).toBe(
      'failed',
    );
  });

  it('sends one a process left half-sent, at staff word', async () => {
    const stuck = await email('sending', 'Your order TJ-2 was delivered');
    expect((await resend(stuck.id)).json().status).toBe('sent');
  });

  it('refuses an email still waiting for its own delivery, and one that does not exist', async () => {
    const waiting = await email('pending', 'Your order TJ-3 has shipped');
    const answer = await resend(waiting.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('This email is still waiting to be sent');
    expect((await resend(999999)).statusCode).toBe(404);
    expect(smtp.received.filter((m) => m.raw.includes('TJ-3'))).toEqual([]);
  });

  it('is for staff only', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/outbox/1/resend' })).statusCode).toBe(401);
  });
});

describe('sending an email again without a mail server', () => {
  it('says a mail server is needed', async () => {
    const t = await createTestApp();
    const cookies = await signedInStaff(t, 'no-smtp');
    const [row] = await t.db
      .insert(emailOutbox)
      .values({ to: 'a@example.com', subject: 'Hello', text: 'Hi', status: 'stored' })
      .returning();
    const answer = await t.app.inject({ method: 'POST', url: `/api/admin/outbox/${row!.id}/resend`, cookies });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('No mail server is configured: set SMTP_URL to send emails');
    await t.close();
  });
});
