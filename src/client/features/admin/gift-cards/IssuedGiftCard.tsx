// The card just issued: its code (staff may need to pass it on themselves when the email did not
// go out), its amount, and where the email went.
import { MailCheck, MailWarning } from 'lucide-react';
import type { GiftCard } from '../../../../shared/schemas/gift-cards';
import { money } from '../format';
import { CopyCodeButton } from '../../gift-cards';

export interface IssuedCard {
  giftCard: GiftCard;
  emailSent: boolean;
}

export function IssuedGiftCard({ issued: { giftCard, emailSent } }: { issued: IssuedCard }) {
  return (
    <section aria-labelledby="issued-title" className="space-y-3 rounded-xl border border-green-200 bg-green-50/50 p-5">
      <h3 id="issued-title" className="font-semibold text-gray-900">
        Gift card issued: {money(giftCard.amount)} for {giftCard.recipientName}
      </h3>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-gray-700">Code</span>
        <span className="font-mono text-lg font-semibold" data-testid="issued-gift-card-code">
          {giftCard.code}
        </span>
        <CopyCodeButton code={giftCard.code} />
      </div>
      {emailSent ? (
        <p className="flex items-center gap-2 text-sm text-green-800">
          <MailCheck aria-hidden="true" className="h-4 w-4 shrink-0" />
          Emailed to {giftCard.recipientEmail}
        </p>
      ) : (
        <p className="flex items-center gap-2 text-sm text-amber-800">
          <MailWarning aria-hidden="true" className="h-4 w-4 shrink-0" />
          Saved in the outbox: email not sent
        </p>
      )}
    </section>
  );
}
