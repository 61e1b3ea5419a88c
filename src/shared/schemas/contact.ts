// The contact form and the live-chat widget, whose message is stored like the form's: one set of
// rules for the forms and for POST /api/contact and /api/contact/chat.
import { z } from 'zod';
import { CONTACT_TOPICS, SUPPORT } from '../store';
import { CONTROL_MESSAGE, EmailSchema, hasNoControls, requiredLine } from './fields';

export const CONTACT_LIMITS = { name: 200, subject: 300, message: 5000, chatMin: 2, messageMin: 10 } as const;

const topicIds = CONTACT_TOPICS.map((t) => t.id) as [string, ...string[]];

export const ContactRequestSchema = z.object({
  name: requiredLine('Name is required', CONTACT_LIMITS.name),
  email: EmailSchema,
  category: z.enum(topicIds, { error: 'Please choose a topic' }),
  subject: requiredLine('Subject is required', CONTACT_LIMITS.subject),
  message: z
    .string({ error: `Message must be at least ${CONTACT_LIMITS.messageMin} characters` })
    .trim()
    .min(CONTACT_LIMITS.messageMin, `Message must be at least ${CONTACT_LIMITS.messageMin} characters`)
    .max(CONTACT_LIMITS.message, `Message is at most ${CONTACT_LIMITS.message} characters`)
    .refine(hasNoControls, CONTROL_MESSAGE),
});
export type ContactRequest = z.input<typeof ContactRequestSchema>;
export type ContactInput = z.output<typeof ContactRequestSchema>;

export const ChatRequestSchema = z.object({
  email: EmailSchema,
  message: z
    .string({ error: `Message must be at least ${CONTACT_LIMITS.chatMin} characters` })
    .trim()
    .min(CONTACT_LIMITS.chatMin, `Message must be at least ${CONTACT_LIMITS.chatMin} characters`)
    .max(CONTACT_LIMITS.message, `Message is at most ${CONTACT_LIMITS.message} characters`)
    .refine(hasNoControls, CONTROL_MESSAGE),
});
export type ChatRequest = z.input<typeof ChatRequestSchema>;
export type ChatInput = z.output<typeof ChatRequestSchema>;

export const CONTACT_SENT_MESSAGE = `Message sent! We'll get back to you within ${SUPPORT.replyWithin}.`;

/** The live chat's answer to a message: it went to the team's inbox, and they reply by email. */
export const chatAcknowledgment = (email: string) =>
  `Thanks! Your message is with our team. We reply by email to ${email} within ${SUPPORT.replyWithin}.`;

export const ContactResponseSchema = z.object({ id: z.number().int(), message: z.string() });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;
