// What the store needs to send email: written to the outbox first, then handed to SMTP now or
// by a job (mail/mailer.ts is the one implementation).
import type { Tx } from '../db/database';
import type { JobRun } from '../jobs/queue';

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

/** An email only its recipient may read: a sign-in code, a password reset. */
export interface SecretMailMessage extends MailMessage {
  /** What the outbox shows in place of the subject, without the secret ("Sign-in code"). */
  kind: string;
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
  /**
   * With SMTP and a job queue: the job that delivers an email deliver() may never reach (the
   * process dies after the commit), written in the transaction that queued the email.
   */
  queueDelivery(tx: Tx, outboxId: number): Promise<void>;
  /**
   * The "deliver-email" job: hands a pending email, or one due again after a temporary
   * failure, to SMTP; leaves alone one already claimed, sent or refused. Throws
   * TemporaryMailFailure when it should be tried again.
   */
  deliverDue(outboxId: number, run: Pick<JobRun, 'retries' | 'lastTry'>): Promise<MailResult>;
  /**
   * Whether a secret email can go out now: by SMTP, to the development console, or not at
   * all (production without SMTP), when sendSecret() refuses it.
   */
  readonly secretsGo: 'smtp' | 'console' | 'nowhere';
  /**
   * Hands a secret email to SMTP now and records only that it was sent (see above). Without
   * SMTP: prints it to the console in development; in production throws a 503 and records
   * nothing.
   */
  sendSecret(message: SecretMailMessage): Promise<MailResult>;
  close(): void;
}
