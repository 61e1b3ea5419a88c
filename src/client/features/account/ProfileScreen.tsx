// The profile: name and the newsletter; and changing the email, confirmed by a code sent to
// the new address.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ProfileUpdateSchema, type Customer } from '../../../shared/schemas/account';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { showFieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { errorMessage } from './api';
import { CodeStepForm, EmailStepForm, useCodeStep } from './email-code';
import { card, FormFailure, linkButton } from './parts';
import { useChangeEmail, useSendEmailChangeCode, useUpdateProfile } from './profile-api';
import { useSignedInCustomer } from './signed-in-customer';
import { EmailAddress } from '../../components/EmailAddress';

type ProfileValues = z.input<typeof ProfileUpdateSchema>;
type ProfileOutput = z.output<typeof ProfileUpdateSchema>;

function ProfileForm({ customer }: { customer: Customer }) {
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileValues, unknown, ProfileOutput>({
    resolver: zodResolver(ProfileUpdateSchema),
    defaultValues: { name: customer.name, newsletter: customer.newsletter },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update.mutateAsync(values);
      notify({ title: 'Profile saved' });
    } catch (error) {
      if (!showFieldErrors(error, setError, { fields: ['name', 'newsletter'] })) setFailure(errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="account-profile-details" className={`${card} space-y-4`}>
      <h3 id="account-profile-details" className="font-semibold text-gray-900">
        Your details
      </h3>
      <FormFailure message={failure} />
      <Field label="Name" error={errors.name?.message}>
        {(ids) => <Input autoComplete="name" {...ids} {...register('name')} />}
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register('newsletter')} />
        Email me news and offers
      </label>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? <Spinner /> : null}
        Save
      </Button>
    </form>
  );
}

function NewEmailStep({ onSent }: { onSent: (email: string) => void }) {
  const sendCode = useSendEmailChangeCode();
  return (
    <EmailStepForm
      label="Send a code to your new email"
      fieldLabel="New email"
      email=""
      send={async (email) => onSent((await sendCode.mutateAsync(email)).email)}
    >
      <Button type="submit" variant="outline" disabled={sendCode.isPending}>
        {sendCode.isPending ? <Spinner /> : null}
        Send code
      </Button>
    </EmailStepForm>
  );
}

function ConfirmEmailStep({
  email,
  onBack,
  onChanged,
}: {
  email: string;
  onBack: () => void;
  onChanged: (customer: Customer) => void;
}) {
  const change = useChangeEmail();
  // A taken address (409) is said as the server says it.
  const step = useCodeStep(async (code) => onChanged(await change.mutateAsync(code)));

  return (
    <CodeStepForm label="Confirm your new email" email={email} step={step}>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? <Spinner /> : null}
          Change email
        </Button>
        <button type="button" onClick={onBack} className={`${linkButton} text-sm`}>
          Use a different email
        </button>
      </div>
    </CodeStepForm>
  );
}

function ChangeEmail({ customer }: { customer: Customer }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  return (
    <section aria-labelledby="account-change-email" className={`${card} space-y-4`}>
      <h3 id="account-change-email" className="font-semibold text-gray-900">
        Change email
      </h3>
      <p className="text-sm text-gray-600">
        Your email is{' '}
        <strong className="text-gray-900">
          <EmailAddress email={customer.email} />
        </strong>
        . We sign you in and send your receipts there.
      </p>
      {changed ? (
        <p role="status" className="text-sm text-green-700">
          Your email is changed.
        </p>
      ) : null}
      {sentTo === null ? (
        <NewEmailStep
          onSent={(email) => {
            setChanged(false);
            setSentTo(email);
          }}
        />
      ) : (
        <ConfirmEmailStep
          email={sentTo}
          onBack={() => setSentTo(null)}
          onChanged={() => {
            setSentTo(null);
            setChanged(true);
            notify({ title: 'Email changed' });
          }}
        />
      )}
    </section>
  );
}

export function ProfileScreen() {
  const customer = useSignedInCustomer();
  return (
    <section aria-labelledby="account-profile-heading" className="space-y-4">
      <h2 id="account-profile-heading" className="text-xl font-semibold text-gray-900">
        Profile
      </h2>
      <ProfileForm key={customer.id} customer={customer} />
      <ChangeEmail customer={customer} />
    </section>
  );
}
