// The home page's gift card creator: a design, an amount and the people. Creating the card
// leads to its payment page; the card is issued, emailed and shown with its code once paid.
import { Gift } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatMoney } from '../../../shared/money';
import { AMOUNT_MINIMUM } from '../../../shared/schemas/gift-cards';
import { GIFT_CARDS, STORE, TIMINGS_MS } from '../../../shared/store';
import { Button } from '../../components/ui/button';
import { Field, Input, Textarea } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { fieldErrorMap } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { usePaymentRedirect } from '../payments';
import { createFailureMessage, createGiftCard, startGiftCardPayment } from './api';
import { GiftCardFace } from './GiftCardFace';
import {
  checkHomeGift,
  designOf,
  HOME_GIFT_FIELDS,
  homeAmountCents,
  initialHomeGift,
  type HomeGiftField,
  type HomeGiftValues,
} from './home-gift';
import { AmountPicker, DesignPicker } from './HomeGiftPickers';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const PEOPLE: ReadonlyArray<{
  field: Exclude<HomeGiftField, 'amount' | 'message'>;
  label: string;
  type: string;
  autoComplete: string;
}> = [
  { field: 'recipientName', label: "Recipient's name", type: 'text', autoComplete: 'off' },
  { field: 'recipientEmail', label: "Recipient's email", type: 'email', autoComplete: 'off' },
  { field: 'senderName', label: 'Your name', type: 'text', autoComplete: 'name' },
  { field: 'senderEmail', label: 'Your email', type: 'email', autoComplete: 'email' },
];

export default function HomeGiftCreator() {
  const [values, setValues] = useState<HomeGiftValues>(initialHomeGift);
  const [errors, setErrors] = useState<Partial<Record<HomeGiftField, string>>>({});
  const [creating, setCreating] = useState(false);
  const { goToPayment, leaving } = usePaymentRedirect();
  const busy = creating || leaving;

  const set = <K extends keyof HomeGiftValues>(key: K, value: HomeGiftValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const cents = homeAmountCents(values);
  const design = designOf(values.designId);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkHomeGift(values);
    if (check.kind === 'missing') {
      setErrors({});
      notify({
        title: 'Missing Information',
        description: `Please provide recipient email and minimum ${AMOUNT_MINIMUM} amount.`,
        variant: 'destructive',
      });
      return;
    }
    if (check.kind === 'invalid') return setErrors(check.errors);
    setErrors({});
    setCreating(true);
    const [outcome] = await Promise.all([
      createGiftCard(check.request)
        .then(startGiftCardPayment)
        .then(
          (paymentUrl) => ({ ok: true as const, paymentUrl }),
          (error: unknown) => ({ ok: false as const, error }),
        ),
      wait(TIMINGS_MS.homeGiftDelay),
    ]);
    setCreating(false);
    if (outcome.ok) return goToPayment(outcome.paymentUrl);
    setErrors(fieldErrorMap(outcome.error, HOME_GIFT_FIELDS));
    notify({ title: 'Error', description: createFailureMessage(outcome.error), variant: 'destructive' });
  };

  return (
    <section aria-labelledby="gift-creator-title" className="bg-gradient-to-b from-brand-50 to-white py-16">
      <div className="mx-auto max-w-7xl px-4">
        <div className="text-center">
          <Gift aria-hidden="true" className="mx-auto h-10 w-10 text-brand-700" />
          <h2 id="gift-creator-title" className="mt-2 font-display text-3xl font-bold text-gray-900 sm:text-4xl">
            Give the Gift of Style
          </h2>
          <p className="mt-2 text-gray-600">
            Create a {STORE.name} gift card in seconds. Our gift cards are {GIFT_CARDS.delivery}.
          </p>
        </div>
        <div className="mt-10">
          <form
            noValidate
            onSubmit={onSubmit}
            aria-label="Create a gift card"
            className="grid gap-8 rounded-2xl bg-white p-6 shadow-lg sm:p-8 lg:grid-cols-[2fr_3fr]"
          >
            <div className="space-y-4 self-start lg:sticky lg:top-24">
              <GiftCardFace design={design} amount={Number.isFinite(cents) ? formatMoney(cents) : '$—'} />
              <p className="text-center text-sm text-gray-600">Preview of your {design.name} card</p>
            </div>
            <div className="space-y-6">
              <DesignPicker
                value={values.designId}
                onChange={(id) => set('designId', id as HomeGiftValues['designId'])}
              />
              <AmountPicker
                presetCents={values.presetCents}
                customAmount={values.customAmount}
                error={errors.amount}
                onPreset={(c) => setValues((v) => ({ ...v, presetCents: c, customAmount: '' }))}
                onCustom={(text) => set('customAmount', text)}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                {PEOPLE.map(({ field, label, type, autoComplete }) => (
                  <Field key={field} label={label} error={errors[field]}>
                    {(ids) => (
                      <Input
                        {...ids}
                        type={type}
                        autoComplete={autoComplete}
                        value={values[field]}
                        onChange={(e) => set(field, e.target.value)}
                      />
                    )}
                  </Field>
                ))}
              </div>
              <Field label="Personal message" error={errors.message}>
                {(ids) => (
                  <Textarea {...ids} rows={3} value={values.message} onChange={(e) => set('message', e.target.value)} />
                )}
              </Field>
              <Button type="submit" size="lg" disabled={busy} className="w-full">
                {busy ? <Spinner /> : <Gift aria-hidden="true" className="h-5 w-5" />}
                {busy ? 'Creating Gift Card...' : 'Create Gift Card'}
              </Button>
              <p className="text-center text-sm text-gray-600">
                You pay on the next page. The card is emailed to the recipient once the payment succeeds.
              </p>
            </div>
          </form>
        </div>
      </div>
    </section>
  );
}
