// Privacy: a copy of everything the store keeps about the shopper, and deleting the account
// after the shopper types its email. Orders stay, anonymised, for the store's books.
import { Download, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { fieldErrorMap } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { errorMessage } from './api';
import { card, FormFailure } from './parts';
import { downloadAccountData, useDeleteAccount } from './profile-api';
import { useSignedInCustomer } from './signed-in-customer';

function DownloadData() {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      await downloadAccountData();
    } catch (error) {
      notify({ title: 'Could not download your data', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  return (
    <section aria-labelledby="account-download" className={`${card} space-y-3`}>
      <h3 id="account-download" className="font-semibold text-gray-900">
        Your data
      </h3>
      <p className="text-sm text-gray-600">A file with your profile, addresses, orders and passkeys.</p>
      <Button variant="outline" onClick={() => void download()} disabled={pending}>
        {pending ? <Spinner /> : <Download aria-hidden="true" className="h-4 w-4" />}
        Download my data
      </Button>
    </section>
  );
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function DeleteAccount() {
  const customer = useSignedInCustomer();
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!sameEmail(typed, customer.email)) {
      setFieldError("Type your account's email exactly as shown");
      return;
    }
    setFieldError(undefined);
    remove.mutate(typed.trim(), {
      onError: (error) => {
        const { email } = fieldErrorMap(error, ['email']);
        if (email) setFieldError(email);
        else setFailure(errorMessage(error));
      },
    });
  };

  const cancel = () => {
    setConfirming(false);
    setTyped('');
    setFieldError(undefined);
    setFailure(null);
  };

  return (
    <section aria-labelledby="account-delete" className={`${card} space-y-3 border-red-200`}>
      <h3 id="account-delete" className="font-semibold text-gray-900">
        Delete my account
      </h3>
      <p className="text-sm text-gray-600">
        This removes your profile, saved addresses, passkeys, and the cart and wishlist saved to your account, and signs
        you out. Your orders stay in the store's books for accounting, without your name or contact details.
      </p>
      {confirming ? (
        <form noValidate onSubmit={onSubmit} aria-label="Confirm deleting your account" className="space-y-3">
          <FormFailure message={failure} />
          <Field label="Your email" hint={`Type ${customer.email} to confirm.`} error={fieldError}>
            {(ids) => (
              <Input
                type="email"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                {...ids}
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" className="h-4 w-4" />}
              Delete my account for good
            </Button>
            <Button variant="outline" onClick={cancel} disabled={remove.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Delete my account
        </Button>
      )}
    </section>
  );
}

export function PrivacyScreen() {
  return (
    <section aria-labelledby="account-privacy-heading" className="space-y-4">
      <h2 id="account-privacy-heading" className="text-xl font-semibold text-gray-900">
        Privacy
      </h2>
      <DownloadData />
      <DeleteAccount />
    </section>
  );
}
