// Schedule or edit a sale. The form checks what it can as the server will (the shared schema);
// the server's refusals show beside their fields. An edit sends only the fields changed, and of a
// running sale only its title and end can change.
import { Save } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { AdminSale, SaleInput } from '../../../../shared/schemas/sales';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/toast';
import { TextField } from '../form/fields';
import { useSaveSale } from './api';
import { emptySale, toFormValues, type SaleFormValues } from './form-values';
import { saleChanges, saleResolver, showSaleRefusal } from './sale-input';
import { SaleTermsFields } from './SaleTermsFields';

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function WhenFields({ running }: { running: boolean }) {
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-gray-900">When</legend>
      <p className="text-xs text-gray-600">Dates and times are in your time zone ({timeZone()}).</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="startsAt"
          type="datetime-local"
          label="Starts"
          hint={running ? 'It has started' : 'Now or earlier: it starts as soon as it is saved'}
          disabled={running}
        />
        <TextField name="endsAt" type="datetime-local" label="Ends (optional)" hint="Empty: it runs until you end it" />
      </div>
    </fieldset>
  );
}

export function SaleForm({
  stored,
  onSaved,
}: {
  /** The sale edited; none while one is scheduled. */
  stored?: AdminSale | undefined;
  onSaved: (sale: AdminSale) => void;
}) {
  const [opened] = useState(() => (stored ? toFormValues(stored) : emptySale(new Date())));
  const running = stored?.state === 'active';
  const save = useSaveSale(stored?.id);
  const form = useForm<SaleFormValues, unknown, SaleInput>({ resolver: saleResolver, defaultValues: opened });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    const body = stored ? saleChanges(opened, input, running) : input;
    if (Object.keys(body).length === 0) return notify({ title: 'Nothing to save', description: 'No field changed.' });
    try {
      const saved = await save.mutateAsync(body);
      notify({ title: stored ? 'Sale saved' : 'Sale scheduled', description: saved.title });
      onSaved(saved);
    } catch (error) {
      showSaleRefusal(error, form.setError);
    }
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={stored ? `Edit ${stored.title}` : 'New sale'}
        className="space-y-8 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <TextField name="title" label="Title" hint="For staff: shoppers see the sale prices" className="max-w-xl" />
        <SaleTermsFields fixed={running} named={stored?.products ?? []} />
        <WhenFields running={running} />
        <FormError message={errors.root?.message} />
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : <Save aria-hidden="true" className="h-4 w-4" />}
          {stored ? 'Save changes' : 'Schedule sale'}
        </Button>
      </form>
    </FormProvider>
  );
}
