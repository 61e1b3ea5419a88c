import { CheckCircle2 } from 'lucide-react';
import { formatMoney, toCents } from '../../../shared/money';
import type { CreateGiftCardResponse } from '../../../shared/schemas/gift-cards';
import { GIFT_CARDS } from '../../../shared/store';
import { Button } from '../../components/ui/button';
import { CopyCodeButton } from './CopyCodeButton';
import { EmailStatus } from './EmailStatus';
import { GiftCardFace } from './GiftCardFace';
import { designOf } from './home-gift';

export function HomeGiftSuccess({
  result,
  onCreateAnother,
  onContinue,
}: {
  result: CreateGiftCardResponse;
  onCreateAnother: () => void;
  onContinue: () => void;
}) {
  const { giftCard, emailSent } = result;
  const design = designOf(giftCard.design ?? '');
  return (
    <div role="status" className="mx-auto grid max-w-4xl items-center gap-8 rounded-2xl bg-white p-6 shadow-lg sm:p-8 md:grid-cols-2">
      <GiftCardFace design={design} amount={formatMoney(toCents(giftCard.amount))} code={giftCard.code} />
      <div className="space-y-4">
        <h3 className="flex items-center gap-2 font-display text-2xl font-bold text-gray-900">
          <CheckCircle2 aria-hidden="true" className="h-7 w-7 text-green-600" />
          Gift Card Created!
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-gray-600">Code</dt>
          <dd className="font-mono font-semibold">{giftCard.code}</dd>
          <dt className="text-gray-600">Amount</dt>
          <dd className="font-semibold">{formatMoney(toCents(giftCard.amount))}</dd>
          <dt className="text-gray-600">Design</dt>
          <dd>{design.name}</dd>
          <dt className="text-gray-600">For</dt>
          <dd>{giftCard.recipientName}</dd>
        </dl>
        <p className="text-sm text-gray-700">Our gift cards are {GIFT_CARDS.delivery}.</p>
        <EmailStatus emailSent={emailSent} recipientEmail={giftCard.recipientEmail} />
        <div className="flex flex-wrap gap-2">
          <CopyCodeButton code={giftCard.code} size="md" />
          <Button onClick={onCreateAnother}>Create Another</Button>
          <Button variant="outline" onClick={onContinue}>
            Continue Shopping
          </Button>
        </div>
      </div>
    </div>
  );
}
