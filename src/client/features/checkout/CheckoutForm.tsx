// The contact and shipping form, validated by the same
// schema the server uses. Every US state, a country list with US as the default.
// A signed-in shopper finds their account's email and default address filled in, unless the
// form starts from what they entered before a payment page (checkout-draft.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { CheckoutCustomerSchema } from '../../../shared/schemas/orders';
import { DEFAULT_COUNTRY } from '../../../shared/shipping-countries';
import { AddressFields } from '../../components/AddressFields';
import { Field, Input, Textarea } from '../../components/ui/field';
import { useCheckoutAccount } from './account';
import { SavedAddressSelect, useAccountPrefill } from './saved-addresses';
import { typedEmail, type Buyer } from './buyer';

export type CheckoutFormValues = z.input<typeof CheckoutCustomerSchema>;
export type CheckoutCustomer = z.output<typeof CheckoutCustomerSchema>;

const BLANK_FORM: Partial<CheckoutFormValues> = { country: DEFAULT_COUNTRY, state: '', newsletter: false };

export function CheckoutForm({
  formId,
  restored,
  disabled,
  onBuyerChange,
  onSubmit,
}: {
  formId: string;
  /** What the shopper entered before leaving for a payment page that did not take the payment. */
  restored: CheckoutFormValues | null;
  disabled: boolean;
  /**
   * Tax depends on where the order goes (a US state, or outside the US), and discounts on who orders, so the summary
   * follows them as the shopper types and picks.
   */
  onBuyerChange: (buyer: Buyer) => void;
  onSubmit: (customer: CheckoutCustomer, setError: UseFormSetError<CheckoutFormValues>) => void;
}) {
  const form = useForm<CheckoutFormValues, unknown, CheckoutCustomer>({
    resolver: zodResolver(CheckoutCustomerSchema),
    defaultValues: restored ?? BLANK_FORM,
  });
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = form;
  const account = useCheckoutAccount();
  useAccountPrefill(form, account.email, account.addresses, { enabled: !restored });
  const email = typedEmail(useWatch({ control, name: 'email' }));
  const country = (useWatch({ control, name: 'country' }) ?? DEFAULT_COUNTRY).toUpperCase();
  const state = useWatch({ control, name: 'state' });
  const isUS = country === 'US';
  const usState = isUS && state ? state : null;

  useEffect(() => {
    onBuyerChange({ email, country, state: usState });
  }, [email, country, usState, onBuyerChange]);

  return (
    <form id={formId} noValidate onSubmit={handleSubmit((values) => onSubmit(values, setError))} className="space-y-8">
      <fieldset disabled={disabled} className="space-y-4">
        <legend className="mb-2 text-lg font-semibold">Contact</legend>
        <Field label="Email" error={errors.email?.message}>
          {(ids) => <Input type="email" autoComplete="email" {...ids} {...register('email')} />}
        </Field>
        <Field label="Phone (optional)" error={errors.phone?.message}>
          {(ids) => <Input type="tel" autoComplete="tel" {...ids} {...register('phone')} />}
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register('newsletter')} />
          Email me about new arrivals and offers
        </label>
      </fieldset>

      <fieldset disabled={disabled} className="space-y-4">
        <legend className="mb-2 text-lg font-semibold">Shipping address</legend>
        {account.addresses.length > 0 ? <SavedAddressSelect form={form} addresses={account.addresses} /> : null}
        <AddressFields register={register} errors={errors} isUS={isUS} />
        <Field label="Order notes (optional)" error={errors.notes?.message}>
          {(ids) => <Textarea rows={3} {...ids} {...register('notes')} />}
        </Field>
      </fieldset>
    </form>
  );
}
