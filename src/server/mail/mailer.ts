// Every email is written to the outbox table; with SMTP_URL it is also handed to the
// SMTP server, and `sent` says honestly whether that server accepted it.
//
// Two ways in. send() writes the email and hands it over at once (contact, gift cards,
// staff). The checkout writes its confirmation itself, inside the order's statement, with
// queuedStatus, so it exists exactly when the order does; deliver() hands it over after the
// commit. Whoever delivers first claims the row (pending -> sending), so a row is handed
// to SMTP at most once at a time however many requests try.
//
// What is left goes out later, as "deliver-email" jobs on the job queue: a queued email
// gets its job in the transaction that writes it, starting a minute later (for the process
// that died after the commit); an email that failed for a moment (no answer, or SMTP's 4xx
// "try again later") is tried again by the queue's retry policy. A permanent refusal (5xx) or
// the last try leaves the email failed, for staff to see in the outbox. An email claimed by a
// process that died while handing it over stays "sending": SMTP may have accepted it, and
// sending it again could send it twice, so only staff send it again (from the outbox, as a copy).
//
// A secret email (a one-time code) takes a third way, sendSecret(): it is handed to SMTP at
// once and never queued with its content, so nobody but its recipient can read it. The outbox
// keeps a row saying it was sent (to whom, what kind, when, delivered or failed) without
// the secret, and it is never tried or sent again: the recipient asks for a new one. Without
// SMTP it goes to the development console, and in production it is refused (503).
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import { emailOutbox } from '../db/schema';
import { HttpError } from '../http/errors';
import type { JobQueue } from '../jobs/queue';
import { FIRST_RETRY_AFTER_MS, leastRetryWaitMs } from '../jobs/policy';
import type { Mailer, MailMessage, MailResult } from '../ports/mailer';

/** What the outbox row of a secret email says in place of its text. */
export const SECRET_NOT_KEPT =
  'A one-time code was sent. The store keeps no copy of it: only the recipient can read it.';
export const SECRET_MAIL_UNAVAILABLE =
  'This store cannot send email just now, so no code can be sent. Please try again later.';

/** A pending email that no request has delivered this long after it was written is orphaned. */
const ORPHANED_AFTER_MS = FIRST_RETRY_AFTER_MS;

/** An email whose try failed for a moment and that will be tried again. */
export class TemporaryMailFailure extends Error {}

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
  /** Where deliveries for later go; without it an email that failed for a moment stays failed. */
  jobs?: Pick<JobQueue, 'enqueue'> | undefined;
  /** The clock that marks when an email is due again (tests move it on). */
  now?: () => Date;
  /**
   * Outside production, where a secret email goes without SMTP (the console). Unset, such an
   * email is refused: never stored where staff could read it.
   */
  showSecretWithoutSmtp?: ((message: MailMessage) => void) | undefined;
}

/** The development console, where a secret email is printed when no SMTP server is set. */
export function printSecretToConsole(message: MailMessage): void {
  process.stdout.write(
    `\n[development] No SMTP_URL: this email was not sent.\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n\n`,
  );
}

export function createMailer(db: Db, options: MailerOptions): Mailer {
  const { jobs } = options;
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
  const asMessage = ({
    to,
    subject,
    text,
    html,
    replyTo,
  }: {
    to: string;
    subject: string;
    text: string;
    html: string | null;
    replyTo: string | null;
  }): MailMessage => ({
    to,
    subject,
    text,
    ...(html !== null ? { html } : {}),
    ...(replyTo !== null ? { replyTo } : {}),
  });

  /**
   * Hands the email over and records the outcome on its (claimed) row. A temporary failure
   * is due again no sooner than `retryAfterMs` (none: failed for good) and says so in `temporary`.
   */
  async function handOver(
    outboxId: number,
    message: MailMessage,
    smtp: NonNullable<typeof transport>,
    retryAfterMs: number | undefined,
  ): Promise<MailResult & { temporary?: string }> {
    let outcome: Delivery;
    let temporary: string | undefined;
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
      const error = err instanceof Error ? err.message : String(err);
      if (isTemporary(err)) temporary = error;
      const again = temporary !== undefined && retryAfterMs !== undefined;
      outcome = {
        status: 'failed',
        error,
        sentAt: null,
        nextAttemptAt: again ? new Date(now().getTime() + retryAfterMs) : null,
      };
    }
    await db.update(emailOutbox).set(outcome).where(eq(emailOutbox.id, outboxId));
    return { sent: outcome.status === 'sent', outboxId, ...(temporary ? { temporary } : {}) };
  }

  /** The first try, by a request: a temporary failure is left to the email's job. */
  async function firstTry(
    outboxId: number,
    message: MailMessage,
    smtp: NonNullable<typeof transport>,
    hasJob: boolean,
  ): Promise<MailResult> {
    const { sent, temporary } = await handOver(outboxId, message, smtp, jobs ? FIRST_RETRY_AFTER_MS : undefined);
    if (temporary !== undefined && !hasJob)
      await jobs?.enqueue('deliver-email', { outboxId }, { startAfterMs: FIRST_RETRY_AFTER_MS });
    return { sent, outboxId };
  }

  return {
    async send(message) {
      // Nothing else delivers an unlinked email, so it is written already claimed.
      const [inserted] = await db
        .insert(emailOutbox)
        .values(row(message, transport ? 'sending' : 'stored'))
        .returning({ id: emailOutbox.id });
      const outboxId = inserted!.id;
      return transport ? firstTry(outboxId, message, transport, false) : { sent: false, outboxId };
    },

    queuedStatus: transport ? 'pending' : 'stored',

    async deliver(outboxId) {
      if (!transport) return { sent: false, outboxId };
      const [email] = await db
        .update(emailOutbox)
        .set(claim)
        .where(and(eq(emailOutbox.id, outboxId), eq(emailOutbox.status, 'pending')))
        .returning(claimed);
      if (!email) return { sent: (await statusOf(outboxId)) === 'sent', outboxId };
      return firstTry(outboxId, asMessage(email), transport, true);
    },

    async queueDelivery(tx, outboxId) {
      if (transport && jobs) await jobs.enqueue('deliver-email', { outboxId }, { tx, startAfterMs: ORPHANED_AFTER_MS });
    },

    async deliverDue(outboxId, run) {
      if (!transport) return { sent: false, outboxId };
      // A refusal for good leaves no next attempt, and is not tried again.
      const due = or(
        eq(emailOutbox.status, 'pending'),
        and(eq(emailOutbox.status, 'failed'), isNotNull(emailOutbox.nextAttemptAt)),
      );
      const [email] = await db
        .update(emailOutbox)
        .set(claim)
        .where(and(eq(emailOutbox.id, outboxId), due))
        .returning(claimed);
      if (!email) return { sent: (await statusOf(outboxId)) === 'sent', outboxId };
      // After the last try the email is due again at once, should staff retry its failed job.
      const { sent, temporary } = await handOver(
        outboxId,
        asMessage(email),
        transport,
        run.lastTry ? 0 : leastRetryWaitMs(run.retries),
      );
      if (temporary !== undefined) throw new TemporaryMailFailure(temporary);
      return { sent, outboxId };
    },

    secretsGo: transport ? 'smtp' : options.showSecretWithoutSmtp ? 'console' : 'nowhere',

    async sendSecret(message) {
      const show = options.showSecretWithoutSmtp;
      if (!transport && !show) throw new HttpError(503, SECRET_MAIL_UNAVAILABLE);
      const [inserted] = await db
        .insert(emailOutbox)
        .values({
          to: message.to,
          subject: message.kind,
          text: SECRET_NOT_KEPT,
          html: null,
          replyTo: null,
          status: transport ? 'sending' : 'stored',
          attempts: transport ? 1 : 0,
          secret: true,
        })
        .returning({ id: emailOutbox.id });
      const outboxId = inserted!.id;
      if (!transport) {
        show!(message);
        return { sent: false, outboxId };
      }
      // Never tried again: the code would be stale, and asking again sends a new one.
      const { sent } = await handOver(outboxId, message, transport, undefined);
      return { sent, outboxId };
    },

    close() {
      transport?.close();
    },
  };

  async function statusOf(outboxId: number) {
    const [current] = await db
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, outboxId));
    return current?.status;
  }
}
