// A signed-in shopper's account at checkout: the email and default address fill the fields
// the shopper has not typed in yet, and any saved address can be picked to fill them all.
import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { SavedAddress } from '../../../shared/schemas/account';
import { DEFAULT_COUNTRY } from '../../../shared/shipping-countries';
import { Field, Select } from '../../components/ui/field';
import type { CheckoutCustomer, CheckoutFormValues } from './CheckoutForm';

type CheckoutFormMethods = UseFormReturn<CheckoutFormValues, unknown, CheckoutCustomer>;
type FilledField = 'email' | 'phone' | 'firstName' | 'lastName' | 'address' | 'city' | 'country' | 'state' | 'zipCode';

/** Still as the form started: the shopper has not typed in it. */
function untyped(form: CheckoutFormMethods, name: FilledField): boolean {
  return (form.getValues(name) ?? '') === (form.formState.defaultValues?.[name] ?? '');
}

function fill(form: CheckoutFormMethods, name: FilledField, value: string, onlyUntyped: boolean) {
  if (!value || (onlyUntyped && !untyped(form, name))) return;
  form.setValue(name, value, { shouldDirty: !onlyUntyped, shouldValidate: form.formState.isSubmitted });
}

const stateOf = (address: SavedAddress) => (address.country === 'US' ? address.state.toUpperCase() : address.state);

function fillAddress(form: CheckoutFormMethods, address: SavedAddress, onlyUntyped: boolean) {
  const country = address.country || DEFAULT_COUNTRY;
  fill(form, 'firstName', address.firstName, onlyUntyped);
  fill(form, 'lastName', address.lastName, onlyUntyped);
  fill(form, 'address', address.address, onlyUntyped);
  fill(form, 'city', address.city, onlyUntyped);
  // The country first: the state field is a list of states in the US only.
  fill(form, 'country', country, onlyUntyped);
  // A state and ZIP code belong to their country, never under another one the shopper chose.
  if (form.getValues('country') === country) {
    fill(form, 'state', stateOf(address), onlyUntyped);
    fill(form, 'zipCode', address.zipCode, onlyUntyped);
  }
  fill(form, 'phone', address.phone, onlyUntyped);
}

/**
 * Fills the untyped fields once, as the account's answers arrive. Not for a form restored with
 * what the shopper entered: the account's address would mix into the one they chose.
 */
export function useAccountPrefill(
  form: CheckoutFormMethods,
  email: string | null,
  addresses: readonly SavedAddress[],
  { enabled }: { enabled: boolean },
) {
  const filled = useRef({ email: false, address: false });
  const defaultAddress = enabled ? (addresses.find((a) => a.isDefault) ?? addresses[0]) : undefined;

  useEffect(() => {
    if (!enabled || !email || filled.current.email) return;
    filled.current.email = true;
    fill(form, 'email', email, true);
  }, [form, email, enabled]);

  useEffect(() => {
    if (!defaultAddress || filled.current.address) return;
    filled.current.address = true;
    fillAddress(form, defaultAddress, true);
  }, [form, defaultAddress]);
}

const describe = (a: SavedAddress) =>
  `${a.firstName} ${a.lastName}, ${a.address}, ${a.city}, ${a.state} ${a.zipCode}, ${a.country}${a.isDefault ? ' (default)' : ''}`;

const ADDRESS_FIELDS = ['firstName', 'lastName', 'address', 'city', 'state', 'zipCode', 'country'] as const;

/** Picking an address fills every address field; the list shows the saved address the fields hold, if any. */
export function SavedAddressSelect({
  form,
  addresses,
}: {
  form: CheckoutFormMethods;
  addresses: readonly SavedAddress[];
}) {
  const [firstName, lastName, address, city, state, zipCode, country] = useWatch({
    control: form.control,
    name: ADDRESS_FIELDS,
  });
  const shown = addresses.find(
    (a) =>
      a.firstName === firstName &&
      a.lastName === lastName &&
      a.address === address &&
      a.city === city &&
      stateOf(a) === state &&
      a.zipCode === zipCode &&
      a.country === country,
  );

  function pick(id: string) {
    const picked = addresses.find((a) => String(a.id) === id);
    if (picked) fillAddress(form, picked, false);
  }

  return (
    <Field label="Saved addresses">
      {(ids) => (
        <Select {...ids} value={shown ? String(shown.id) : ''} onChange={(event) => pick(event.target.value)}>
          <option value="">Choose a saved address</option>
          {addresses.map((a) => (
            <option key={a.id} value={String(a.id)}>
              {describe(a)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
