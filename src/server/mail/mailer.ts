// Every email is written to the outbox table; with SMTP_URL it is also handed to the
// SMTP server, and `sent` says honestly whether that server accepted it.
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
  send(message: MailMessage): Promise<MailResult>;
  close(): void;
}

export function createMailer(db: Db, options: { smtpUrl?: string | undefined; from: string }): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 5_000,
        greetingTimeout: 5_000,
        socketTimeout: 10_000,
      } as Parameters<typeof nodemailer.createTransport>[0])
    : undefined;

  return {
    async send(message) {
      let status: 'stored' | 'sent' | 'failed' = 'stored';
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({ from: options.from, ...message });
          status = 'sent';
        } catch (err) {
          status = 'failed';
          error = err instanceof Error ? err.message : String(err);
        }
      }
      const [row] = await db
        .insert(emailOutbox)
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, status, error, sentAt: status === 'sent' ? new Date() : null })
        .returning({ id: emailOutbox.id });
      return { sent: status === 'sent', outboxId: row!.id };
    },
    close() {
      transport?.close();
    },
  };
}
