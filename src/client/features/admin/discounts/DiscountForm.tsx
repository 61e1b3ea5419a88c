// Create or edit a discount. The form checks what it can as the server will (the shared schema);
// the server's refusals (a code another discount has, a limit below the uses held) show beside
// their fields. An edit sends only the fields changed.
import { Save } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { AdminDiscount, DiscountInput } from '../../../../shared/schemas/discounts';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/toast';
import { useSaveDiscount } from './api';
import { ConditionFields } from './ConditionFields';
import { changesFrom } from './discount-input';
import { discountResolver, showDiscountRefusal } from './discount-errors';
import { TextField } from '../form/fields';
import { emptyDiscount, toFormValues, type DiscountFormValues } from './form-values';
import { RuleFields } from './RuleFields';

export function DiscountForm({
  stored,
  onSaved,
}: {
  /** The discount edited; none while one is created. */
  stored?: AdminDiscount | undefined;
  onSaved: (discount: AdminDiscount) => void;
}) {
  const [opened] = useState(() => (stored ? toFormValues(stored) : emptyDiscount()));
  const save = useSaveDiscount(stored?.id);
  const form = useForm<DiscountFormValues, unknown, DiscountInput>({
    resolver: discountResolver,
    defaultValues: opened,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    const body = stored ? changesFrom(opened, input) : input;
    if (Object.keys(body).length === 0) return notify({ title: 'Nothing to save', description: 'No field changed.' });
    try {
      const saved = await save.mutateAsync(body);
      notify({ title: stored ? 'Discount saved' : 'Discount created', description: saved.title });
      onSaved(saved);
    } catch (error) {
      showDiscountRefusal(error, form.setError);
    }
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={stored ? `Edit ${stored.title}` : 'New discount'}
        className="space-y-8 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="title" label="Title" hint="Shoppers see it beside what it takes off" />
          <TextField
            name="code"
            label="Code (optional)"
            hint="What shoppers type at the cart. Empty: an automatic discount, applied to every cart it fits."
          />
        </div>
        <RuleFields />
        <ConditionFields />
        <FormError message={errors.root?.message} />
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : <Save aria-hidden="true" className="h-4 w-4" />}
          {stored ? 'Save changes' : 'Create discount'}
        </Button>
      </form>
    </FormProvider>
  );
}
