// Newsletter sign-up: the form and POST /api/newsletter share this rule.
import { z } from 'zod';

import { EmailSchema } from './fields';

export const NewsletterRequestSchema = z.object({ email: EmailSchema });
export type NewsletterRequest = z.input<typeof NewsletterRequestSchema>;

export const NewsletterResponseSchema = z.object({ message: z.string() });
export type NewsletterResponse = z.infer<typeof NewsletterResponseSchema>;
