// The gift page: four preset cards and the details form. Creating a card leads to its payment
// page; the card is issued, emailed and shown on the confirmation once the payment succeeds,
// and a payment that ends unpaid comes back here to say so.
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { toDecimal } from '../../../shared/money';
import type { GiftCardRequest } from '../../../shared/schemas/gift-cards';
import { STORE } from '../../../shared/store';
import { buttonClasses } from '../../components/ui/button';
import { notify } from '../../lib/toast';
import { usePaymentRedirect } from '../payments';
import { createFailureMessage, startGiftCardPayment, useCreateGiftCard } from './api';
import { GiftCardForm, type GiftFormValues } from './GiftCardForm';
import { GiftCardPaymentNotice } from './GiftCardPaymentNotice';
import { GiftPresets, type GiftPreset } from './GiftPresets';

export function GiftCardsView() {
  const mutation = useCreateGiftCard();
  const { goToPayment, leaving } = usePaymentRedirect();
  const [preset, setPreset] = useState<Pick<GiftFormValues, 'title' | 'amount'> | null>(null);

  const choose = (p: GiftPreset) =>
    setPreset({ title: p.title, amount: p.amountCents === null ? '' : toDecimal(p.amountCents) });

  /** Rejects when no payment was started, so the form can show what the server refused. */
  const submit = async (request: GiftCardRequest) => {
    try {
      goToPayment(startGiftCardPayment(await mutation.mutateAsync(request)));
    } catch (error) {
      notify({ title: 'Error', description: createFailureMessage(error), variant: 'destructive' });
      throw error;
    }
  };

  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-12">
      <header className="text-center">
        <h1 className="font-display text-4xl font-bold text-gray-900 sm:text-5xl">Gift Cards</h1>
        <p className="mx-auto mt-3 max-w-2xl text-gray-600">
          Pick an occasion, add a personal message, and we email a {STORE.name} gift card to someone you love.
        </p>
        <Link href="/gift-cards/balance" className={buttonClasses('ghost', 'sm', 'mt-3 text-brand-700')}>
          <Search aria-hidden="true" className="h-4 w-4" />
          Check a gift card balance
        </Link>
      </header>
      <GiftCardPaymentNotice />
      <GiftPresets chosen={preset?.title ?? null} onChoose={choose} />
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <GiftCardForm preset={preset} pending={mutation.isPending || leaving} onSubmit={submit} />
      </div>
    </div>
  );
}
