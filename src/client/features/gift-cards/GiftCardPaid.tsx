// The confirmation of a gift card paid for: the card issued with its code, and where it was
// emailed. Shown on the payment's confirmation page.
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'wouter';
import type { PaymentView } from '../../../shared/schemas/payments';
import { STORE } from '../../../shared/store';
import { PageTitle } from '../../components/PageTitle';
import { buttonClasses } from '../../components/ui/button';
import { CreatedGiftCard } from './CreatedGiftCard';

export function GiftCardPaid({ giftCard }: { giftCard: NonNullable<PaymentView['giftCard']> }) {
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-16 text-center">
      <PageTitle name="Gift Card Ready" />
      <div>
        <CheckCircle2 className="mx-auto mb-4 h-16 w-16 text-green-600" aria-hidden="true" />
        <h1 className="mb-2 font-display text-4xl font-bold">Your Gift Card Is Ready!</h1>
        <p className="text-gray-600">Thank you for shopping with {STORE.name}.</p>
        <p className="font-medium text-green-700">Payment received</p>
      </div>
      {giftCard.issued ? (
        <CreatedGiftCard giftCard={giftCard.issued} emailSent={giftCard.emailSent} />
      ) : (
        <p role="status" className="text-lg text-gray-700">
          We are issuing your gift card and will email it to {giftCard.recipientEmail}.
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <Link href="/gift-cards" className={buttonClasses('outline', 'lg')}>
          Buy Another Gift Card
        </Link>
        <Link href="/shop" className={buttonClasses('primary', 'lg')}>
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}
