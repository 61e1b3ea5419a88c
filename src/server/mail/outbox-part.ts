import type { Tx } from '../db/database';
import { emailOutbox } from '../db/schema';
import type { StatementPart } from '../db/statement';
import type { MailMessage } from '../ports/mailer';

/** What a change put in the outbox: the email the shopper waits for, and others to hand over after it. */
export interface QueuedEmails {
  confirmationId: number;
  alsoQueued: number[];
}

/** Writes the job that delivers a queued email, in the transaction that queued it (Mailer.queueDelivery). */
export type QueueDelivery = (tx: Tx, outboxId: number) => Promise<void>;

export interface QueuedEmail extends Pick<MailMessage, 'to' | 'subject' | 'text' | 'html'> {
  /** Where a reply goes, when not to the store. */
  replyTo?: string | null;
  /** Mailer.queuedStatus: pending for deliver() to hand over, or stored without SMTP. */
  status: 'pending' | 'stored';
}

/**
 * The WITH entry that writes an email into the outbox, linked to the order an earlier entry
 * (`orderEntry`, returning `id`) created, so the email exists exactly when the order does.
 * It is named `queued_email` and returns the outbox row's `id`.
 */
export const queueEmailPart =
  (email: QueuedEmail, orderEntry: string): StatementPart =>
  (p) =>
    `queued_email as (
       insert into email_outbox ("to", subject, text, html, status, order_id)
       select ${p.add(email.to)}, ${p.add(email.subject)}, ${p.add(email.text)}, ${p.add(email.html ?? null)}, ${p.add(email.status)}, o.id
       from ${orderEntry} o
       returning id
     )`;

/**
 * Writes an email into the outbox inside the caller's transaction (linked to its order, if
 * it is about one), for the mailer's deliver() to hand over after the commit; answers the
 * outbox row's id.
 */
export async function queueEmail(
  tx: Tx,
  email: QueuedEmail,
  orderId: number | null,
  queueDelivery?: QueueDelivery,
): Promise<number> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html ?? null,
      replyTo: email.replyTo ?? null,
      status: email.status,
      orderId,
    })
    .returning({ id: emailOutbox.id });
  await queueDelivery?.(tx, row!.id);
  return row!.id;
}
