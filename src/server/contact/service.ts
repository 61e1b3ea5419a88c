import { CONTACT_LIMITS, CONTACT_SENT_MESSAGE, type ChatInput, type ContactInput } from '../../shared/schemas/contact';
import type { AppDeps } from '../deps';
import { contactNotificationEmail } from '../mail/templates';
import { insertContactMessage, type NewContactMessage } from './queries';

type ContactDeps = Pick<AppDeps, 'database' | 'mailer' | 'config'>;

/** Stores the message, then tells the store's contact address (the outbox keeps it either way). */
async function receive(
  { database, mailer, config }: ContactDeps,
  message: NewContactMessage & { source: 'form' | 'chat' },
) {
  const id = await insertContactMessage(database.db, message);
  await mailer.send(contactNotificationEmail({ id, ...message }, config.publicUrl));
  return { id, message: CONTACT_SENT_MESSAGE };
}

export function sendContactMessage(deps: ContactDeps, input: ContactInput) {
  return receive(deps, { ...input, source: 'form' });
}

/** The live-chat panel asks only for an email and a message; the name is the email's local part. */
export function sendChatMessage(deps: ContactDeps, input: ChatInput) {
  const localPart = input.email.slice(0, input.email.lastIndexOf('@'));
  return receive(deps, {
    name: localPart.slice(0, CONTACT_LIMITS.name),
    email: input.email,
    category: 'general-inquiry',
    subject: 'Live chat',
    message: input.message,
    source: 'chat',
  });
}
