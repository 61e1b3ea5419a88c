// Every email is written to the outbox table; with SMTP_URL it is also handed to the
// SMTP server, and `sent` says honestly whether that server accepted it.
//
// Two ways in. send() writes the email and hands it over at once (contact, gift cards,
// staff). The checkout writes its confirmation itself, inside the order's statement, with
// queuedStatus, so it exists exactly when the order does; deliver() hands it over after the
// commit. Whoever delivers first claims the row (pending -> sending), so a row is handed
// to SMTP at most once however many requests try; a process that dies after the commit
// leaves the row pending for the next deliver() (an order's replay) to send.
import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import { emailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes, when not to the store (a shopper's contact message). */
  replyTo?: string;
}

export interface MailResult {
  sent: boolean;
  outboxId: number;
}

export interface Mailer {
  /** Writes the email to the outbox and, with SMTP, hands it over now. */
  send(message: MailMessage): Promise<MailResult>;
  /**
   * The status an email written now for later delivery takes: pending with SMTP (for
   * deliver() to hand over), stored without.
   */
  readonly queuedStatus: 'pending' | 'stored';
  /**
   * Hands a pending email to SMTP and records sent or failed. An email another call has
   * already claimed, sent, failed or only stored is left alone: `sent` then says whether
   * SMTP has accepted it.
   */
  deliver(outboxId: number): Promise<MailResult>;
  close(): void;
}

type Delivery = { status: 'sent'; error: null; sentAt: Date } | { status: 'failed'; error: string; sentAt: null };

export function createMailer(db: Db, options: { smtpUrl?: string | undefined; from: string }): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 5_000,
        greetingTimeout: 5_000,
        socketTimeout: 10_000,
      } as Parameters<typeof nodemailer.createTransport>[0])
    : undefined;

  const row = (message: MailMessage, status: 'stored' | 'sending') => ({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    replyTo: message.replyTo ?? null,
    status,
  });

  /** Hands the email over and records the outcome on its (claimed) row. */
  async function handOver(outboxId: number, message: MailMessage, smtp: NonNullable<typeof transport>): Promise<MailResult> {
    let outcome: Delivery;
    try {
      await smtp.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
      outcome = { status: 'sent', error: null, sentAt: new Date() };
    } catch (err) {
      outcome = { status: 'failed', error: err instanceof Error ? err.message : String(err), sentAt: null };
    }
    await db.update(emailOutbox).set(outcome).where(eq(emailOutbox.id, outboxId));
    return { sent: outcome.status === 'sent', outboxId };
  }

  return {
    async send(message) {
      // Nothing else delivers an unlinked email, so it is written already claimed.
      const [inserted] = await db
        .insert(emailOutbox)
        .values(row(message, transport ? 'sending' : 'stored'))
        .returning({ id: emailOutbox.id });
      const outboxId = inserted!.id;
      return transport ? handOver(outboxId, message, transport) : { sent: false, outboxId };
    },

    queuedStatus: transport ? 'pending' : 'stored',

    async deliver(outboxId) {
      if (!transport) return { sent: false, outboxId };
      const [claimed] = await db
        .update(emailOutbox)
        .set({ status: 'sending' })
        .where(and(eq(emailOutbox.id, outboxId), eq(emailOutbox.status, 'pending')))
        .returning({ to: emailOutbox.to, subject: emailOutbox.subject, text: emailOutbox.text, html: emailOutbox.html, replyTo: emailOutbox.replyTo });
      if (!claimed) {
        const [current] = await db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, outboxId));
        return { sent: current?.status === 'sent', outboxId };
      }
      const { html, replyTo, ...rest } = claimed;
      return handOver(outboxId, { ...rest, ...(html !== null ? { html } : {}), ...(replyTo !== null ? { replyTo } : {}) }, transport);
    },

    close() {
      transport?.close();
    },
  };
}
