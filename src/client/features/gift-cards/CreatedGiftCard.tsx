// A gift card bought and paid for, with its code, so the buyer is never stuck even when the
// recipient's email is slow to arrive.
import { formatMoney, toCents } from '../../../shared/money';
import type { GiftCard } from '../../../shared/schemas/gift-cards';
import { GIFT_CARDS } from '../../../shared/store';
import { cx } from '../../lib/cx';
import { CopyCodeButton } from './CopyCodeButton';
import { EmailStatus } from './EmailStatus';
import { GiftCardFace } from './GiftCardFace';

export function CreatedGiftCard({ giftCard, emailSent }: { giftCard: GiftCard; emailSent: boolean }) {
  const amount = formatMoney(toCents(giftCard.amount));
  // The home creator's cards have a design; the gift page's have none.
  const design = GIFT_CARDS.homeDesigns.find((d) => d.id === giftCard.design);
  return (
    <section
      aria-labelledby="created-title"
      className={cx(
        'grid items-center gap-6 rounded-2xl border border-green-200 bg-green-50/50 p-6 text-left',
        design && 'md:grid-cols-2',
      )}
    >
      {design ? <GiftCardFace design={design} amount={amount} /> : null}
      <div className="space-y-3">
        {/* The title is the buyer's own words ("Happy Birthday!"), so it stands on its own line, not in a sentence. */}
        <h2 id="created-title" className="text-xl font-semibold text-gray-900">
          {amount} gift card for {giftCard.recipientName}
        </h2>
        <p className="text-lg font-medium text-gray-800">“{giftCard.title}”</p>
        <p className="text-gray-800">
          Gift card code:{' '}
          <span className="font-mono text-lg font-semibold" data-testid="gift-card-code">
            {giftCard.code}
          </span>
        </p>
        <EmailStatus emailSent={emailSent} recipientEmail={giftCard.recipientEmail} />
        <CopyCodeButton code={giftCard.code} />
      </div>
    </section>
  );
}
