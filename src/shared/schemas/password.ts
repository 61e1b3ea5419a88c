// The rules for a staff password someone chooses (ASVS 5.0, V6.2): 8 characters or more (15
// recommended), up to 256, any characters, no composition rules, and not one of the 10,000
// most common passwords. Server and forms share this schema; the list itself is loaded by the
// server (server/staff-auth/common-passwords.ts), so a form checks length and shows a hint,
// and the server's 400 names a common password.
import { z } from 'zod';
import { STAFF_RULES } from '../store';

export const PASSWORD_RECOMMENDED_LENGTH = 15;
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose another.';
export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_TOO_SHORT = `Password must be at least ${STAFF_RULES.passwordMin} characters`;
export const PASSWORD_TOO_LONG = `Password is at most ${STAFF_RULES.passwordMax} characters`;

let commonPasswords: ReadonlySet<string> | undefined;

/** Installs the list of common passwords (lowercase) the schema refuses; the server does it once at start. */
export function installCommonPasswords(list: ReadonlySet<string>): void {
  commonPasswords = list;
}

/**
 * Whether the password is on the installed list, compared without case; false where no list is installed (a browser).
 */
export const isCommonPassword = (password: string): boolean => commonPasswords?.has(password.toLowerCase()) ?? false;

/** A password someone sets for themselves (new account, change, reset). */
export const NewPasswordSchema = z
  .string({ error: PASSWORD_REQUIRED })
  .min(STAFF_RULES.passwordMin, { error: PASSWORD_TOO_SHORT, abort: true })
  .max(STAFF_RULES.passwordMax, { error: PASSWORD_TOO_LONG, abort: true })
  .refine((password) => !isCommonPassword(password), PASSWORD_TOO_COMMON);

export type PasswordStrength = { level: 0 | 1 | 2 | 3; label: string; advice: string };

/**
 * A hint for the form, not a rule: length counts most, a password made of one repeated
 * character or a plain run ("12345678", "abcdefgh") counts as weak.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  if (length === 0)
    return {
      level: 0,
      label: '',
      advice: `Use ${PASSWORD_RECOMMENDED_LENGTH} or more characters; a few unrelated words work well.`,
    };
  if (length < STAFF_RULES.passwordMin)
    return {
      level: 0,
      label: 'Too short',
      advice: `At least ${STAFF_RULES.passwordMin} characters; ${PASSWORD_RECOMMENDED_LENGTH} or more is better.`,
    };
  if (isCommonPassword(password)) return { level: 0, label: 'Too common', advice: PASSWORD_TOO_COMMON };
  const distinct = new Set(password.toLowerCase()).size;
  if (distinct <= 3 || isRun(password.toLowerCase()))
    return { level: 1, label: 'Weak', advice: 'Easy to guess: avoid repeated characters and runs such as 12345678.' };
  if (length < 12)
    return {
      level: 1,
      label: 'Weak',
      advice: `Longer is stronger: ${PASSWORD_RECOMMENDED_LENGTH} or more characters is recommended.`,
    };
  if (length < PASSWORD_RECOMMENDED_LENGTH)
    return {
      level: 2,
      label: 'Fair',
      advice: `Good; ${PASSWORD_RECOMMENDED_LENGTH} or more characters is recommended.`,
    };
  return { level: 3, label: 'Strong', advice: 'Long enough to be hard to guess.' };
}

/** Each character one after the other ("abcdefgh", "87654321"). */
function isRun(password: string): boolean {
  const codes = [...password].map((c) => c.codePointAt(0)!);
  const step = codes[1]! - codes[0]!;
  return Math.abs(step) === 1 && codes.every((code, i) => i === 0 || code - codes[i - 1]! === step);
}
