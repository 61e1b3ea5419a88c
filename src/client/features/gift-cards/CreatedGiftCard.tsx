// The card just created on the gift page, with its code, so the shopper is never stuck
// even when the email did not go out.
import { CheckCircle2 } from 'lucide-react';
import { formatMoney, toCents } from '../../../shared/money';
import type { CreateGiftCardResponse } from '../../../shared/schemas/gift-cards';
import { Button } from '../../components/ui/button';
import { CopyCodeButton } from './CopyCodeButton';
import { EmailStatus } from './EmailStatus';

export function CreatedGiftCard({ result, onDismiss }: { result: CreateGiftCardResponse; onDismiss: () => void }) {
  const { giftCard, emailSent } = result;
  return (
    <section aria-labelledby="created-title" className="space-y-3 rounded-2xl border border-green-200 bg-green-50/50 p-6">
      <h2 id="created-title" className="flex items-center gap-2 text-xl font-semibold text-gray-900">
        <CheckCircle2 aria-hidden="true" className="h-6 w-6 text-green-600" />
        {giftCard.title}: {formatMoney(toCents(giftCard.amount))} for {giftCard.recipientName}
      </h2>
      <p className="text-gray-800">
        Gift card code: <span className="font-mono text-lg font-semibold" data-testid="gift-card-code">{giftCard.code}</span>
      </p>
      <EmailStatus emailSent={emailSent} recipientEmail={giftCard.recipientEmail} />
      <div className="flex flex-wrap gap-2">
        <CopyCodeButton code={giftCard.code} />
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Create another
        </Button>
      </div>
    </section>
  );
}
