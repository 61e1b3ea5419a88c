// A shipping address's fields, as the checkout and the account's saved addresses ask for
// them: a list of states for the US and free text elsewhere, the countries the store ships to.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SHIPPING_COUNTRIES } from '../../shared/shipping-countries';
import { US_STATES } from '../../shared/us-states';
import { Field, Input, Select } from './ui/field';

/** The fields' names, the same in both forms' schemas. */
type AddressFieldName = 'firstName' | 'lastName' | 'address' | 'city' | 'state' | 'zipCode' | 'country';

export function AddressFields({
  register,
  errors,
  isUS,
}: {
  /** The form's register: any form with these fields. */
  register: (name: AddressFieldName) => UseFormRegisterReturn<AddressFieldName>;
  errors: Partial<Record<AddressFieldName, { message?: string | undefined }>>;
  /** The country chosen is the US: a state list, and a ZIP code rather than a postal code. */
  isUS: boolean;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName?.message}>
          {(ids) => <Input autoComplete="given-name" {...ids} {...register('firstName')} />}
        </Field>
        <Field label="Last name" error={errors.lastName?.message}>
          {(ids) => <Input autoComplete="family-name" {...ids} {...register('lastName')} />}
        </Field>
      </div>
      <Field label="Address" error={errors.address?.message}>
        {(ids) => <Input autoComplete="street-address" {...ids} {...register('address')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="City" error={errors.city?.message}>
          {(ids) => <Input autoComplete="address-level2" {...ids} {...register('city')} />}
        </Field>
        <Field label="Country" error={errors.country?.message}>
          {(ids) => (
            <Select autoComplete="country" {...ids} {...register('country')}>
              {SHIPPING_COUNTRIES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={isUS ? 'State' : 'State / region'} error={errors.state?.message}>
          {(ids) =>
            isUS ? (
              <Select autoComplete="address-level1" {...ids} {...register('state')}>
                <option value="">Choose a state</option>
                {US_STATES.map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </Select>
            ) : (
              <Input autoComplete="address-level1" {...ids} {...register('state')} />
            )
          }
        </Field>
        <Field label={isUS ? 'ZIP code' : 'Postal code'} error={errors.zipCode?.message}>
          {(ids) => (
            <Input autoComplete="postal-code" inputMode={isUS ? 'numeric' : 'text'} {...ids} {...register('zipCode')} />
          )}
        </Field>
      </div>
    </>
  );
}
