// Says honestly whether the recipient's email went out: the mail server took it, or not yet
// (no mail server, or it refused for now), so the buyer knows to pass the code on themselves.
import { MailCheck, MailWarning } from 'lucide-react';
import { STORE } from '../../../shared/store';

export function EmailStatus({ emailSent, recipientEmail }: { emailSent: boolean; recipientEmail: string }) {
  if (emailSent) {
    return (
      <p className="flex items-start gap-2 rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
        <MailCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>We emailed the gift card to {recipientEmail}.</span>
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <MailWarning aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        The card is ready, but we could not email it to {recipientEmail} just now. Share the code with them yourself, or
        contact support at{' '}
        <a href={`mailto:${STORE.contact.email}`} className="font-medium underline">
          {STORE.contact.email}
        </a>
        .
      </span>
    </p>
  );
}
