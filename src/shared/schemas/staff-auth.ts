// The staff sign-in contract: the login form, the "add staff" form and the signed-in user.
import { z } from 'zod';
import { STAFF_RULES } from '../store';
import { NewPasswordSchema } from './password';
import { PERMISSIONS, STAFF_ROLES, STAFF_ROLE_LABELS } from '../staff-roles';

const EMAIL_MAX = 255;

/**
 * The one form of a staff username that sign-in, its throttle and the "already taken" check
 * compare: trimmed, with A-Z lowercased and every other character left as it is. Usernames
 * are ASCII (below), so the database's lower() on a stored name gives the same form; a
 * lookalike such as a Turkish dotted İ is not folded into "i" and matches no account.
 */
export const normalizeStaffUsername = (username: string): string =>
  username.trim().replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

const USERNAME_CHARACTERS = /^[A-Za-z0-9._-]+$/;
const USERNAME_CHARACTERS_MESSAGE = 'Username may use only letters a-z, digits, ".", "-" and "_"';

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

/** A username: 3 or more letters a-z, digits, ".", "-" or "_". */
const UsernameField = z
  .string({ error: 'Username is required' })
  .trim()
  .min(STAFF_RULES.usernameMin, `Username must be at least ${STAFF_RULES.usernameMin} characters`)
  .max(STAFF_RULES.usernameMax, `Username is at most ${STAFF_RULES.usernameMax} characters`)
  .regex(USERNAME_CHARACTERS, USERNAME_CHARACTERS_MESSAGE);

// The browser's own rule for type="email", so the form and the server agree (and
// "name@localhost" is accepted for a first admin).
export const EmailField = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, `Email is at most ${EMAIL_MAX} characters`)
  .pipe(z.email({ pattern: z.regexes.html5Email, error: 'Please enter a valid email' }));

/**
 * A new staff account: a username of 3 or more letters a-z, digits, ".", "-" or "_", a valid email, a password by the
 * rules of password.ts.
 */
export const StaffAccountSchema = z.object({
  username: UsernameField,
  email: EmailField,
  password: NewPasswordSchema,
});
export type StaffAccountInput = z.input<typeof StaffAccountSchema>;
export type StaffAccount = z.output<typeof StaffAccountSchema>;

/** Owner (stored as "admin"), Manager, Fulfillment or Support: see shared/staff-roles.ts. */
export const StaffRoleSchema = z
  .enum(STAFF_ROLES, {
    error: `Role must be one of ${STAFF_ROLES.map((r) => `${r} (${STAFF_ROLE_LABELS[r]})`).join(', ')}`,
  })
  .describe('admin is the Owner; manager, fulfillment and support have fewer rights');

/** A new account made by an owner: the registration rules and the role it starts with. */
export const NewStaffSchema = StaffAccountSchema.extend({ role: StaffRoleSchema });
export type NewStaffInput = z.input<typeof NewStaffSchema>;
export type NewStaff = z.output<typeof NewStaffSchema>;

/** An owner gives an account another role. */
export const StaffRoleChangeSchema = z.object({ role: StaffRoleSchema });
export type StaffRoleChange = z.infer<typeof StaffRoleChangeSchema>;

/** The signed-in staff member, as /api/auth/login and /api/auth/me answer. */
export const StaffMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  /** What the role allows, so the admin screens hide the rest; the server checks each call anyway. */
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const AuthMessageSchema = z.object({ message: z.string() });

export const WRONG_CURRENT_PASSWORD = 'The current password is not right';

/** A signed-in staff member changes their own password: the current one, and the new one by the rules. */
export const PasswordChangeSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(STAFF_RULES.passwordMax, `Password is at most ${STAFF_RULES.passwordMax} characters`),
  newPassword: NewPasswordSchema,
});
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

/** An owner invites someone by email, with the role the account will have. */
export const StaffInviteSchema = z.object({ email: EmailField, role: StaffRoleSchema });
export type StaffInvite = z.infer<typeof StaffInviteSchema>;

/** The secret of an emailed link (invitation or reset), as the page posts it. */
export const LinkTokenSchema = z
  .string({ error: 'This link is not complete' })
  .trim()
  .min(1, 'This link is not complete')
  .max(100, 'This link is not complete');

/** The invitee opens the link: whom it invites, and as what. */
export const InvitationLookupSchema = z.object({ token: LinkTokenSchema });
export const InvitationInfoSchema = z.object({ email: z.string(), role: z.string() });
export type InvitationInfo = z.infer<typeof InvitationInfoSchema>;

/** The invitee sets up their account: a username of their own and a password by the rules. */
export const InvitationAcceptSchema = z.object({
  token: LinkTokenSchema,
  username: UsernameField,
  password: NewPasswordSchema,
});
export type InvitationAcceptInput = z.input<typeof InvitationAcceptSchema>;
export type InvitationAccept = z.output<typeof InvitationAcceptSchema>;

/** A pending invitation, as owners see it. */
export const StaffInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.string(),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;
export const StaffInvitationListSchema = z.array(StaffInvitationSchema);
