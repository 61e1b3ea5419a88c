// Adding or editing a saved address: the checkout's address fields, by the same rules (a
// state list for the US, the countries the store ships to); the server's refusals show on
// their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { AddressInputSchema, type SavedAddress } from '../../../shared/schemas/account';
import { DEFAULT_COUNTRY } from '../../../shared/shipping-countries';
import { AddressFields } from '../../components/AddressFields';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { showFieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { errorMessage } from './api';
import { useSaveAddress } from './addresses-api';
import { card, FormFailure } from './parts';

type AddressValues = z.input<typeof AddressInputSchema>;
type AddressOutput = z.output<typeof AddressInputSchema>;

const FIELDS = [
  'firstName',
  'lastName',
  'address',
  'city',
  'state',
  'zipCode',
  'country',
  'phone',
  'isDefault',
] as const;

const EMPTY: AddressValues = {
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: DEFAULT_COUNTRY,
  phone: '',
  isDefault: false,
};

/** A saved address as the form's fields (and as the body that saves it). */
export function addressFields({ id: _id, ...fields }: SavedAddress): AddressValues {
  return fields;
}

export function AddressForm({ address, onDone }: { address?: SavedAddress | undefined; onDone: () => void }) {
  const save = useSaveAddress();
  const headingId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<AddressValues, unknown, AddressOutput>({
    resolver: zodResolver(AddressInputSchema),
    defaultValues: address ? addressFields(address) : EMPTY,
  });
  const isUS = (useWatch({ control, name: 'country' }) ?? DEFAULT_COUNTRY) === 'US';

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: address?.id, address: values });
      notify({ title: address ? 'Address updated' : 'Address added' });
      onDone();
    } catch (error) {
      if (!showFieldErrors(error, setError, { fields: FIELDS })) setFailure(errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className={`${card} space-y-4`}>
      <h3 id={headingId} className="font-semibold text-gray-900">
        {address ? 'Edit address' : 'Add address'}
      </h3>
      <FormFailure message={failure} />
      <fieldset disabled={save.isPending} className="space-y-4">
        <AddressFields register={register} errors={errors} isUS={isUS} />
        <Field label="Phone (optional)" error={errors.phone?.message}>
          {(ids) => <Input type="tel" autoComplete="tel" {...ids} {...register('phone')} />}
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register('isDefault')} />
          Make this my default
        </label>
      </fieldset>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {address ? 'Save address' : 'Add address'}
        </Button>
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
