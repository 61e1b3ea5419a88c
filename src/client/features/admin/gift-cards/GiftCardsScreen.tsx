// Gift cards issued by hand (a goodwill gesture, a prize): no payment is taken, and the card is
// recorded as issued by the signed-in staff member.
import { useState } from 'react';
import { IssuedGiftCard, type IssuedCard } from './IssuedGiftCard';
import { IssueGiftCardForm } from './IssueGiftCardForm';

export function GiftCardsScreen() {
  const [issued, setIssued] = useState<IssuedCard | null>(null);
  return (
    <section className="space-y-6" aria-labelledby="gift-cards-title">
      <div>
        <h2 id="gift-cards-title" className="font-display text-2xl font-bold text-gray-900">
          Gift Cards
        </h2>
        <p className="text-sm text-gray-600">
          Issue a card without payment. It is recorded as issued by you and emailed to the recipient.
        </p>
      </div>
      {issued ? <IssuedGiftCard issued={issued} /> : null}
      <IssueGiftCardForm onIssued={setIssued} />
    </section>
  );
}
