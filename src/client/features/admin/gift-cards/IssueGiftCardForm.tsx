// The shop's gift card form (GiftCardRequestSchema, checked here and on the server) for staff:
// the card is issued at once with no payment. Server field errors show next to their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { Gift } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toDecimal } from '../../../../shared/money';
import { GiftCardRequestSchema, type GiftCardInput, type GiftCardRequest } from '../../../../shared/schemas/gift-cards';
import { GIFT_CARDS } from '../../../../shared/store';
import { Button } from '../../../components/ui/button';
import { Field, FormError, Input, Select, Textarea } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { showRefusal } from '../../../lib/form-errors';
import { errorText } from '../http';
import { useIssueGiftCard } from './api';
import type { IssuedCard } from './IssuedGiftCard';

const EMPTY: GiftCardRequest = {
  title: '',
  amount: '',
  message: '',
  senderName: '',
  senderEmail: '',
  recipientName: '',
  recipientEmail: '',
  design: undefined,
  expiresAt: undefined,
};
const FIELDS = Object.keys(EMPTY);

const PEOPLE = [
  { name: 'senderName', label: "Sender's name", type: 'text' },
  { name: 'senderEmail', label: "Sender's email", type: 'email' },
  { name: 'recipientName', label: "Recipient's name", type: 'text' },
  { name: 'recipientEmail', label: "Recipient's email", type: 'email' },
] as const;

const dollars = (cents: number) => (cents / 100).toLocaleString('en-US');

/** A picked day ("2027-01-31") as the end of that day where staff are, so the card lasts through it. */
function endOfDay(day: string): string | undefined {
  if (!day) return undefined;
  const at = new Date(`${day}T23:59:59`);
  return Number.isNaN(at.getTime()) ? day : at.toISOString();
}

export function IssueGiftCardForm({ onIssued }: { onIssued: (issued: IssuedCard) => void }) {
  const issue = useIssueGiftCard();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<GiftCardRequest, unknown, GiftCardInput>({
    resolver: zodResolver(GiftCardRequestSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const { giftCard, emailSent } = await issue.mutateAsync({ ...input, amount: toDecimal(input.amount) });
      if (!giftCard) throw new Error('No gift card was issued');
      onIssued({ giftCard, emailSent });
      reset(EMPTY);
    } catch (error) {
      showRefusal(error, setError, { fields: FIELDS }, errorText(error));
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="issue-gift-card-title"
      className="space-y-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <h3 id="issue-gift-card-title" className="font-semibold text-gray-900">
        Issue a gift card
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Title" error={errors.title?.message}>
          {(ids) => <Input {...ids} {...register('title')} />}
        </Field>
        <Field
          label="Amount ($)"
          error={errors.amount?.message}
          hint={`Between $${dollars(GIFT_CARDS.pageMinimumCents)} and $${dollars(GIFT_CARDS.pageMaximumCents)}`}
        >
          {(ids) => <Input {...ids} inputMode="decimal" autoComplete="off" {...register('amount')} />}
        </Field>
        {PEOPLE.map(({ name, label, type }) => (
          <Field key={name} label={label} error={errors[name]?.message}>
            {(ids) => <Input {...ids} type={type} autoComplete="off" {...register(name)} />}
          </Field>
        ))}
        <Field label="Design (optional)" error={errors.design?.message}>
          {(ids) => (
            <Select {...ids} {...register('design', { setValueAs: (v: string | undefined) => v || undefined })}>
              <option value="">None</option>
              {GIFT_CARDS.homeDesigns.map((design) => (
                <option key={design.id} value={design.id}>
                  {design.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Expires (optional)"
          error={errors.expiresAt?.message}
          hint="Leave empty for a card that never expires."
        >
          {(ids) => (
            <Input
              {...ids}
              type="date"
              {...register('expiresAt', { setValueAs: (v: string | undefined) => endOfDay(v ?? '') })}
            />
          )}
        </Field>
      </div>
      <Field label="Message" error={errors.message?.message}>
        {(ids) => <Textarea {...ids} rows={3} {...register('message')} />}
      </Field>
      <FormError message={errors.root?.message} />
      <Button type="submit" disabled={issue.isPending}>
        {issue.isPending ? <Spinner /> : <Gift aria-hidden="true" className="h-4 w-4" />}
        {issue.isPending ? 'Issuing...' : 'Issue gift card'}
      </Button>
    </form>
  );
}
