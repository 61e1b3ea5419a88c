// The staff sign-in contract: the login form, the "add staff" form and the signed-in user.
import { z } from 'zod';
import { STAFF_RULES } from '../store';

const EMAIL_MAX = 255;

export const LoginBodySchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(STAFF_RULES.usernameMax, `Username is at most ${STAFF_RULES.usernameMax} characters`),
  // Capped so nobody can make the server hash a megabyte.
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(STAFF_RULES.passwordMax, `Password is at most ${STAFF_RULES.passwordMax} characters`),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** A new staff account: a username of 3 or more characters, a valid email, a password of 8 or more. */
export const StaffAccountSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(STAFF_RULES.usernameMin, `Username must be at least ${STAFF_RULES.usernameMin} characters`)
    .max(STAFF_RULES.usernameMax, `Username is at most ${STAFF_RULES.usernameMax} characters`),
  // The browser's own rule for type="email", so the form and the server agree (and
  // "name@localhost" is accepted for a first admin).
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, `Email is at most ${EMAIL_MAX} characters`)
    .pipe(z.email({ pattern: z.regexes.html5Email, error: 'Please enter a valid email' })),
  password: z
    .string({ error: 'Password is required' })
    .min(STAFF_RULES.passwordMin, `Password must be at least ${STAFF_RULES.passwordMin} characters`)
    .max(STAFF_RULES.passwordMax, `Password is at most ${STAFF_RULES.passwordMax} characters`),
});
export type StaffAccountInput = z.input<typeof StaffAccountSchema>;
export type StaffAccount = z.output<typeof StaffAccountSchema>;

/** The signed-in staff member, as /api/auth/login and /api/auth/me answer. */
export const AdminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AuthMessageSchema = z.object({ message: z.string() });
