// The gift page: four preset cards, the details form, and the created card with its code.
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { toDecimal } from '../../../shared/money';
import type { CreateGiftCardResponse, GiftCardRequest } from '../../../shared/schemas/gift-cards';
import { STORE } from '../../../shared/store';
import { buttonClasses } from '../../components/ui/button';
import { notify } from '../../lib/toast';
import { createFailureMessage, useCreateGiftCard } from './api';
import { CreatedGiftCard } from './CreatedGiftCard';
import { GiftCardForm, type GiftFormValues } from './GiftCardForm';
import { GiftPresets, type GiftPreset } from './GiftPresets';

export function GiftCardsView() {
  const mutation = useCreateGiftCard();
  const [preset, setPreset] = useState<Pick<GiftFormValues, 'title' | 'amount'> | null>(null);
  const [created, setCreated] = useState<CreateGiftCardResponse | null>(null);
  const [resetKey, setResetKey] = useState(0);

  const choose = (p: GiftPreset) => setPreset({ title: p.title, amount: p.amountCents === null ? '' : toDecimal(p.amountCents) });

  /** Rejects when the card was not created, so the form can show what the server refused. */
  const submit = async (request: GiftCardRequest) => {
    try {
      const response = await mutation.mutateAsync(request);
      const { recipientEmail } = response.giftCard;
      if (response.emailSent) {
        notify({ title: 'Gift Card Created!', description: `Your gift card has been sent to ${recipientEmail}.` });
      } else {
        notify({
          title: 'Gift Card Created',
          description: `The card was created, but the email to ${recipientEmail} failed. Please contact support at ${STORE.contact.email}.`,
          variant: 'destructive',
        });
      }
      setCreated(response);
      setPreset(null);
      setResetKey((k) => k + 1);
    } catch (error) {
      notify({ title: 'Error', description: createFailureMessage(error), variant: 'destructive' });
      throw error;
    }
  };

  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-12">
      <header className="text-center">
        <h1 className="font-display text-4xl font-bold text-gray-900 sm:text-5xl">Gift Cards</h1>
        <p className="mx-auto mt-3 max-w-2xl text-gray-600">Pick an occasion, add a personal message, and we email a {STORE.name} gift card to someone you love.</p>
        <Link href="/gift-cards/balance" className={buttonClasses('ghost', 'sm', 'mt-3 text-brand-700')}>
          <Search aria-hidden="true" className="h-4 w-4" />
          Check a gift card balance
        </Link>
      </header>
      <GiftPresets chosen={preset?.title ?? null} onChoose={choose} />
      {created ? <CreatedGiftCard result={created} onDismiss={() => setCreated(null)} /> : null}
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <GiftCardForm preset={preset} pending={mutation.isPending} onSubmit={submit} resetKey={resetKey} />
      </div>
    </div>
  );
}
