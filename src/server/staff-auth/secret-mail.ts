// The one way staff emails that carry a secret (an invitation or password-reset link) leave
// the store. The link is a bearer secret: whoever reads it can use it once, so the store keeps
// only its hash, and the email is a secret email (mail/mailer.ts sendSecret): handed to SMTP at
// once, with the outbox keeping only that it was sent, so no one reading the outbox can use it.
import type { Mailer, MailMessage } from '../ports/mailer';

export async function sendStaffSecretEmail(mailer: Mailer, message: MailMessage, kind: string): Promise<void> {
  await mailer.sendSecret({ ...message, kind });
}
