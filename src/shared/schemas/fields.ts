// Field rules every form shares, so one message means one thing everywhere.
import { z } from 'zod';

export const EMAIL_MESSAGE = 'Please enter a valid email';

/** Trimmed, lowercased, at most what the database holds. */
export const EmailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: EMAIL_MESSAGE }).max(255, 'Email is at most 255 characters'));

/** A trimmed, non-empty string with one message for missing and blank. */
export const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `At most ${max} characters`);
