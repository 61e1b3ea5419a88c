// Passkeys: sign in with the device's fingerprint, face or screen lock instead of a code.
// The list, adding one for this device, removing one after a confirm step.
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { passkeysOnlyOn, type Passkey } from '../../../shared/schemas/account';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { notify } from '../../lib/toast';
import { errorMessage } from './api';
import { card, ConfirmStep, FormFailure, formatDate } from './parts';
import { PasskeyOutcome, usePasskeyOutcome } from './passkey-outcome';
import { usePasskeyPlace, type PasskeyPlace } from './passkey-site';
import { useAddPasskey, usePasskeys, useRemovePasskey } from './passkeys-api';

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemovePasskey();
  const confirmRemove = () =>
    remove.mutate(passkey.id, {
      onSuccess: () => notify({ title: 'Passkey removed' }),
      onError: (error) => {
        setConfirming(false);
        notify({ title: 'Could not remove the passkey', description: errorMessage(error), variant: 'destructive' });
      },
    });

  return (
    <li className={card}>
      <div className="flex flex-wrap items-center gap-3">
        <KeyRound aria-hidden="true" className="h-5 w-5 text-brand-700" />
        <div className="mr-auto text-sm">
          <p className="font-semibold text-gray-900">{passkey.name}</p>
          <p className="text-gray-600">
            Added {formatDate(passkey.createdAt)} ·{' '}
            {passkey.lastUsedAt ? `Last used ${formatDate(passkey.lastUsedAt)}` : 'Not used yet'}
          </p>
        </div>
        {confirming ? null : (
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)} aria-label={`Remove ${passkey.name}`}>
            Remove
          </Button>
        )}
      </div>
      {confirming ? (
        <ConfirmStep
          className="mt-3"
          question="Remove this passkey? You can still sign in with a code by email."
          confirmLabel="Remove passkey"
          pending={remove.isPending}
          onConfirm={confirmRemove}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}

/** Why this page offers no "Add a passkey", and where the shopper can add one. */
function notHere(place: Exclude<PasskeyPlace, { usable: true }>): string {
  if (place.why === 'elsewhere') return passkeysOnlyOn(place.origin, 'add one');
  return place.why === 'ip-address'
    ? 'Passkeys cannot be used on an IP address: open the store by its name to add one.'
    : 'This browser cannot use passkeys.';
}

function AddPasskey() {
  const place = usePasskeyPlace();
  const add = useAddPasskey();
  const outcome = usePasskeyOutcome({
    dismissed: 'No passkey was added.',
    alreadyRegistered: 'This device already has a passkey for your account.',
    failed: 'The passkey could not be added. Please try again.',
  });
  if (!place.usable) return <p className="text-sm text-gray-600">{notHere(place)}</p>;

  const start = () => {
    outcome.clear();
    add.mutate(undefined, {
      onSuccess: (passkey) => notify({ title: 'Passkey added', description: passkey.name }),
      onError: outcome.fail,
    });
  };

  return (
    <div className="space-y-3">
      <Button onClick={start} disabled={add.isPending}>
        {add.isPending ? <Spinner /> : <Plus aria-hidden="true" className="h-4 w-4" />}
        Add a passkey
      </Button>
      <PasskeyOutcome outcome={outcome.outcome} />
    </div>
  );
}

export function PasskeysScreen() {
  const passkeys = usePasskeys();
  return (
    <section aria-labelledby="account-passkeys-heading" className="space-y-4">
      <h2 id="account-passkeys-heading" className="text-xl font-semibold text-gray-900">
        Passkeys
      </h2>
      <p className="text-sm text-gray-600">
        A passkey signs you in with your fingerprint, face or screen lock, with no code to wait for.
      </p>
      <AddPasskey />
      {passkeys.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : passkeys.isError ? (
        <FormFailure message={errorMessage(passkeys.error, 'Your passkeys could not be loaded. Please try again.')} />
      ) : passkeys.data.length === 0 ? (
        <p className="text-sm text-gray-600">You have no passkeys yet.</p>
      ) : (
        <ul className="space-y-3" aria-label="Your passkeys">
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
    </section>
  );
}
