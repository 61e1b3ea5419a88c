// Every email is written to the outbox table; with SMTP_URL it is also handed to the
// SMTP server, and `sent` says honestly whether that server accepted it.
//
// Two ways in. send() writes the email and hands it over at once (contact, gift cards,
// staff). The checkout writes its confirmation itself, inside the order's statement, with
// queuedStatus, so it exists exactly when the order does; deliver() hands it over after the
// commit. Whoever delivers first claims the row (pending -> sending), so a row is handed
// to SMTP at most once at a time however many requests try.
//
// What is left goes out later: retryDue(), run every minute by the server, sends an email
// that failed for a moment (no answer, or SMTP's 4xx "try again later") after a growing wait,
// and a pending one that no request delivered within a minute (the process died after the
// commit). A permanent refusal (5xx) or the last retry leaves the email failed, for staff to
// see in the outbox. An email claimed by a process that died while handing it over stays
// "sending": SMTP may have accepted it, and sending it again could send it twice.
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import { emailOutbox } from '../db/schema';
import { runEvery } from '../reliability/run-every';

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

/** The waits before the 2nd, 3rd, 4th and 5th handovers of an email that failed for a moment. */
export const RETRY_AFTER_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;
/** A pending email that no request has delivered this long after it was written is orphaned. */
export const ORPHANED_AFTER_MS = 60_000;
/** Emails retryDue() hands over in one run, one after the other. */
const RETRY_BATCH = 20;
/** How often the server looks for emails due again. */
export const RETRY_EVERY_MS = 60_000;

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
  /**
   * Hands over the emails that are due again (failed for a moment, their wait over) or
   * orphaned (pending, never delivered), at most RETRY_BATCH of them; returns how many SMTP
   * accepted. Several processes may run it at once: each email is claimed by one.
   */
  retryDue(): Promise<number>;
  close(): void;
}

type Delivery =
  | { status: 'sent'; error: null; sentAt: Date; nextAttemptAt: null }
  | { status: 'failed'; error: string; sentAt: null; nextAttemptAt: Date | null };

/** No answer at all, or a 4xx reply: the server asks to be tried again later. */
function isTemporary(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code !== 'number' || (code >= 400 && code < 500);
}

interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  /** The clock that schedules retries (tests move it on). */
  now?: () => Date;
}

export function createMailer(db: Db, options: MailerOptions): Mailer {
  const now = options.now ?? (() => new Date());
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
    attempts: status === 'sending' ? 1 : 0,
  });

  /** Claims a row for a handover: one more attempt, and no other process will take it. */
  const claim = { status: 'sending', attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: null } as const;
  const claimed = {
    id: emailOutbox.id,
    to: emailOutbox.to,
    subject: emailOutbox.subject,
    text: emailOutbox.text,
    html: emailOutbox.html,
    replyTo: emailOutbox.replyTo,
    attempts: emailOutbox.attempts,
  };
  const asMessage = ({ to, subject, text, html, replyTo }: { to: string; subject: string; text: string; html: string | null; replyTo: string | null }): MailMessage => ({
    to,
    subject,
    text,
    ...(html !== null ? { html } : {}),
    ...(replyTo !== null ? { replyTo } : {}),
  });

  /** Hands the email over and records the outcome on its (claimed) row, on its `attempts`-th try. */
  async function handOver(outboxId: number, message: MailMessage, attempts: number, smtp: NonNullable<typeof transport>): Promise<MailResult> {
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
      outcome = { status: 'sent', error: null, sentAt: now(), nextAttemptAt: null };
    } catch (err) {
      const wait = isTemporary(err) ? RETRY_AFTER_MS[attempts - 1] : undefined;
      const nextAttemptAt = wait === undefined ? null : new Date(now().getTime() + wait);
      outcome = { status: 'failed', error: err instanceof Error ? err.message : String(err), sentAt: null, nextAttemptAt };
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
      return transport ? handOver(outboxId, message, 1, transport) : { sent: false, outboxId };
    },

    queuedStatus: transport ? 'pending' : 'stored',

    async deliver(outboxId) {
      if (!transport) return { sent: false, outboxId };
      const [email] = await db
        .update(emailOutbox)
        .set(claim)
        .where(and(eq(emailOutbox.id, outboxId), eq(emailOutbox.status, 'pending')))
        .returning(claimed);
      if (!email) {
        const [current] = await db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, outboxId));
        return { sent: current?.status === 'sent', outboxId };
      }
      return handOver(outboxId, asMessage(email), email.attempts, transport);
    },

    async retryDue() {
      if (!transport) return 0;
      const at = now();
      const due = or(
        and(eq(emailOutbox.status, 'failed'), lte(emailOutbox.nextAttemptAt, at)),
        and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.createdAt, new Date(at.getTime() - ORPHANED_AFTER_MS))),
      );
      const batch = db.select({ id: emailOutbox.id }).from(emailOutbox).where(due).orderBy(emailOutbox.id).limit(RETRY_BATCH).for('update', { skipLocked: true });
      const emails = await db.update(emailOutbox).set(claim).where(inArray(emailOutbox.id, batch)).returning(claimed);
      let sent = 0;
      for (const email of emails.sort((a, b) => a.id - b.id)) {
        if ((await handOver(email.id, asMessage(email), email.attempts, transport)).sent) sent += 1;
      }
      return sent;
    },

    close() {
      transport?.close();
    },
  };
}

/** Runs retryDue() every `everyMs`, one run at a time, until the returned stop is called. */
export function retryEvery(mailer: Pick<Mailer, 'retryDue'>, everyMs: number, onError: (error: unknown) => void): () => void {
  return runEvery(() => mailer.retryDue(), everyMs, onError);
}
