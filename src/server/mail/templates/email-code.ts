import { STORE } from '../../../shared/store';
import type { SecretMailMessage } from '../../ports/mailer';
import { composeEmail } from './compose';

/** What the outbox shows of a code email, which keeps no copy of the code. */
export const EMAIL_CODE_KINDS = { sign_in: 'Sign-in code', change_email: 'Code to confirm a new email' } as const;

/**
 * The code that signs a shopper in, or confirms the new address of their account: a secret
 * email (Mailer.sendSecret). The subject leaves the code out, as a lock screen shows it.
 */
export function emailCodeMessage(
  to: string,
  code: string,
  purpose: 'sign_in' | 'change_email',
  validMinutes: number,
  publicUrl: string,
): SecretMailMessage {
  const what =
    purpose === 'sign_in' ? `sign in to ${STORE.name}` : `confirm this address for your ${STORE.name} account`;
  const message = composeEmail(
    {
      to,
      subject: purpose === 'sign_in' ? `Your ${STORE.name} sign-in code` : `Confirm your new email for ${STORE.name}`,
      preview: `Enter it to ${what}.`,
      heading: purpose === 'sign_in' ? 'Your sign-in code' : 'Confirm your email address',
      blocks: [
        { kind: 'code', label: 'Your code is', code },
        { kind: 'paragraph', parts: [`Enter it to ${what}. It works for ${validMinutes} minutes, once.`] },
        {
          kind: 'paragraph',
          parts: ['If you did not ask for it, you can ignore this email: nobody can use it without this code.'],
        },
      ],
    },
    publicUrl,
  );
  return { ...message, kind: EMAIL_CODE_KINDS[purpose] };
}
