import { STORE } from '../../../shared/store';
import type { MailMessage } from '../mailer';
import { composeEmail } from './compose';

/** The code that signs a shopper in, or confirms the new address of their account. */
export function emailCodeMessage(to: string, code: string, purpose: 'sign_in' | 'change_email', validMinutes: number, publicUrl: string): MailMessage {
  const what = purpose === 'sign_in' ? `sign in to ${STORE.name}` : `confirm this address for your ${STORE.name} account`;
  return composeEmail(
    {
      to,
      subject: `${code} is your ${STORE.name} code`,
      preview: `Enter it to ${what}.`,
      heading: purpose === 'sign_in' ? 'Your sign-in code' : 'Confirm your email address',
      blocks: [
        { kind: 'code', label: 'Your code is', code },
        { kind: 'paragraph', parts: [`Enter it to ${what}. It works for ${validMinutes} minutes, once.`] },
        { kind: 'paragraph', parts: ['If you did not ask for it, you can ignore this email: nobody can use it without this code.'] },
      ],
    },
    publicUrl,
  );
}
