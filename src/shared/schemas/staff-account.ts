// A staff member's sessions, and resetting a forgotten password by an emailed link.
import { z } from 'zod';
import { NewPasswordSchema } from './password';
import { EmailField, LinkTokenSchema } from './staff-auth';

/** One signed-in browser, as its owner sees it in "Your account". */
export const StaffSessionSchema = z.object({
  id: z.number().int(),
  /** The browser and system in plain words ("Firefox on Windows"). */
  device: z.string(),
  /** The address it was last used from. */
  address: z.string().nullable(),
  startedAt: z.string(),
  lastUsedAt: z.string(),
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;
export const StaffSessionListSchema = z.array(StaffSessionSchema);

/** "Forgot password?": the email a reset link goes to, if a staff account has it. */
export const ForgotPasswordSchema = z.object({ email: EmailField });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

/** The reset page opens its link: whose password it resets. */
export const PasswordResetLookupSchema = z.object({ token: LinkTokenSchema });
export const PasswordResetInfoSchema = z.object({ username: z.string() });
export type PasswordResetInfo = z.infer<typeof PasswordResetInfoSchema>;

/** The new password, by the password rules. */
export const PasswordResetSchema = z.object({ token: LinkTokenSchema, password: NewPasswordSchema });
export type PasswordResetInput = z.input<typeof PasswordResetSchema>;
export type PasswordReset = z.output<typeof PasswordResetSchema>;
