import type { StatementPart } from '../db/statement';
import type { MailMessage } from './mailer';

export interface QueuedEmail extends Pick<MailMessage, 'to' | 'subject' | 'text' | 'html'> {
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
