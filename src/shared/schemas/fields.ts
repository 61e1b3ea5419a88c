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

export const PHONE_MESSAGE = 'Please enter a valid phone number';

/**
 * An optional phone number as people write them: digits with spaces, dashes, dots, brackets,
 * a leading + and an extension ("x12"); 7 to 15 digits before any extension. Blank is none.
 */
export const OptionalPhoneSchema = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .max(40, 'At most 40 characters')
  .refine((phone) => phone === '' || isPhoneNumber(phone), PHONE_MESSAGE);

function isPhoneNumber(phone: string): boolean {
  const [number = '', extension] = phone.split(/\s*(?:x|ext\.?)\s*/i);
  if (extension !== undefined && !/^\d{1,6}$/.test(extension)) return false;
  if (!/^\+?[\d\s().-]+$/.test(number)) return false;
  const digits = number.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** Text that may be left out: trimmed, at most `max` characters, and absent when blank. */
export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v || undefined);
