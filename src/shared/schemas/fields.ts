// Field rules every form shares, so one message means one thing everywhere.
import { z } from 'zod';

export const EMAIL_MESSAGE = 'Please enter a valid email';

/** Trimmed, lowercased, at most what the database holds. */
export const EmailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: EMAIL_MESSAGE }).max(255, 'Email is at most 255 characters'));

// Control characters (ESC, bell, NUL...) have no place in anything a person types; in a
// one-line field (a name, a subject) neither have line breaks, which would also split an
// email's header or a CSV row.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_BREAK_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
export const ONE_LINE_MESSAGE = 'Use one line of text, without control characters';
export const CONTROL_MESSAGE = 'Text cannot contain control characters';

/** True for text on one line without control characters. */
export const isOneLine = (text: string) => !LINE_BREAK_OR_CONTROL.test(text);
/** True for text whose only control characters are line breaks and tabs. */
export const hasNoControls = (text: string) => !CONTROL_IN_TEXT.test(text);

const nonBlank = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

/** A trimmed, non-empty string with one message for missing and blank; line breaks allowed. */
export const requiredText = (message: string, max: number) =>
  nonBlank(message, max).refine(hasNoControls, CONTROL_MESSAGE);

/** A required one-line field: a name, a subject, a title. */
export const requiredLine = (message: string, max: number) =>
  nonBlank(message, max).refine(isOneLine, ONE_LINE_MESSAGE);

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
    .refine(hasNoControls, CONTROL_MESSAGE)
    .optional()
    .transform((v) => v || undefined);

/** A one-line field that may be left out (a carrier, a tracking number). */
export const optionalLine = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine(isOneLine, ONE_LINE_MESSAGE)
    .optional()
    .transform((v) => v || undefined);

/** A collection's handle as staff pick it (the server checks the shop has it), or null for none. */
export const CollectionChoiceSchema = z
  .string({ error: 'Unknown collection' })
  .trim()
  .toLowerCase()
  .min(1, 'Unknown collection')
  .max(64, 'Unknown collection')
  .nullable();
