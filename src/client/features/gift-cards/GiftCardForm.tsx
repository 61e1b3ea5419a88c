// The gift page's details form: the shared schema validates here and on the server.
import { zodResolver } from '@hookform/resolvers/zod';
import { Gift } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toDecimal } from '../../../shared/money';
import {
  AMOUNT_HINT,
  GiftCardRequestSchema,
  type GiftCardInput,
  type GiftCardRequest,
} from '../../../shared/schemas/gift-cards';
import { GIFT_CARDS } from '../../../shared/store';
import { showFieldErrors } from '../../lib/form-errors';
import { Button } from '../../components/ui/button';
import { Field, Input, Textarea } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';

export interface GiftFormValues {
  title: string;
  amount: string;
  message: string;
  senderName: string;
  senderEmail: string;
  recipientName: string;
  recipientEmail: string;
}

export const EMPTY_GIFT_FORM: GiftFormValues = {
  title: '',
  amount: '',
  message: '',
  senderName: '',
  senderEmail: '',
  recipientName: '',
  recipientEmail: '',
};

const FIELDS: ReadonlyArray<{ name: keyof GiftFormValues; label: string; type?: string; autoComplete?: string }> = [
  { name: 'senderName', label: 'Your name', autoComplete: 'name' },
  { name: 'senderEmail', label: 'Your email', type: 'email', autoComplete: 'email' },
  { name: 'recipientName', label: "Recipient's name", autoComplete: 'off' },
  { name: 'recipientEmail', label: "Recipient's email", type: 'email', autoComplete: 'off' },
];

export function GiftCardForm({
  preset,
  pending,
  onSubmit,
}: {
  /** Title and amount chosen from a preset card. */
  preset: Pick<GiftFormValues, 'title' | 'amount'> | null;
  pending: boolean;
  /** Rejects with the server's refusal when no payment was started. */
  onSubmit: (request: GiftCardRequest) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<GiftCardRequest, unknown, GiftCardInput>({
    resolver: zodResolver(GiftCardRequestSchema),
    defaultValues: EMPTY_GIFT_FORM,
  });

  useEffect(() => {
    if (!preset) return;
    setValue('title', preset.title, { shouldValidate: false });
    setValue('amount', preset.amount, { shouldValidate: false });
  }, [preset, setValue]);

  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit({ ...input, amount: toDecimal(input.amount) });
    } catch (error) {
      showFieldErrors(error, setError, { fields: Object.keys(EMPTY_GIFT_FORM) });
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby="gift-form-title" className="space-y-5">
      <h2 id="gift-form-title" className="font-display text-2xl font-bold text-gray-900">
        Gift Card Details
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Gift card title" error={errors.title?.message}>
          {(ids) => <Input {...ids} {...register('title')} />}
        </Field>
        <Field label="Amount ($)" error={errors.amount?.message} hint={AMOUNT_HINT}>
          {(ids) => (
            <Input
              {...ids}
              type="number"
              inputMode="decimal"
              min={GIFT_CARDS.pageMinimumCents / 100}
              max={GIFT_CARDS.pageMaximumCents / 100}
              step="0.01"
              {...register('amount')}
            />
          )}
        </Field>
        {FIELDS.map(({ name, label, type = 'text', autoComplete }) => (
          <Field key={name} label={label} error={errors[name]?.message}>
            {(ids) => <Input {...ids} type={type} autoComplete={autoComplete} {...register(name)} />}
          </Field>
        ))}
      </div>
      <Field label="Personal message" error={errors.message?.message}>
        {(ids) => <Textarea {...ids} rows={4} {...register('message')} />}
      </Field>
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
        {pending ? <Spinner /> : <Gift aria-hidden="true" className="h-5 w-5" />}
        {pending ? 'Creating Gift Card...' : 'Create Gift Card'}
      </Button>
      <p className="text-sm text-gray-600">
        You pay on the next page. The card is issued and emailed to the recipient once the payment succeeds.
      </p>
    </form>
  );
}
