// Saved addresses, the default first and marked: add, edit, delete (after a confirm step)
// and choose the default.
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { SavedAddress } from '../../../shared/schemas/account';
import { SHIPPING_COUNTRIES } from '../../../shared/shipping-countries';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { notify } from '../../lib/toast';
import { errorMessage } from './api';
import { AddressForm, addressFields } from './AddressForm';
import { useAddresses, useDeleteAddress, useSaveAddress } from './addresses-api';
import { card, ConfirmStep, FormFailure } from './parts';

const countryName = (code: string) => SHIPPING_COUNTRIES.find(([c]) => c === code)?.[1] ?? code;

function AddressCard({ address, onEdit }: { address: SavedAddress; onEdit: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAddress();
  const save = useSaveAddress();
  const name = `${address.firstName} ${address.lastName}`;
  const label = `${name}, ${address.address}`;

  const makeDefault = () =>
    save.mutate(
      { id: address.id, address: { ...addressFields(address), isDefault: true } },
      {
        onSuccess: () => notify({ title: 'Default address changed' }),
        onError: (error) =>
          notify({
            title: 'Could not change the default address',
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );

  const confirmDelete = () =>
    remove.mutate(address.id, {
      onSuccess: () => notify({ title: 'Address deleted' }),
      onError: (error) => {
        setConfirming(false);
        notify({ title: 'Could not delete the address', description: errorMessage(error), variant: 'destructive' });
      },
    });

  return (
    <article aria-label={label} className={card}>
      <div className="flex items-start justify-between gap-3">
        <address className="text-sm not-italic text-gray-700">
          <span className="block font-semibold text-gray-900">{name}</span>
          <span className="block">{address.address}</span>
          <span className="block">
            {address.city}, {address.state} {address.zipCode}
          </span>
          <span className="block">{countryName(address.country)}</span>
          {address.phone ? <span className="block">{address.phone}</span> : null}
        </address>
        {address.isDefault ? <Badge tone="green">Default</Badge> : null}
      </div>
      {confirming ? (
        <ConfirmStep
          className="mt-4"
          question="Delete this address?"
          confirmLabel="Delete address"
          pending={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${label}`}>
            Edit
          </Button>
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)} aria-label={`Delete ${label}`}>
            Delete
          </Button>
          {address.isDefault ? null : (
            <Button
              variant="ghost"
              size="sm"
              onClick={makeDefault}
              disabled={save.isPending}
              aria-label={`Set as default: ${label}`}
            >
              Set as default
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

export function AddressesScreen() {
  const addresses = useAddresses();
  const list = addresses.data ?? [];
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const done = () => setEditing(null);

  return (
    <section aria-labelledby="account-addresses-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="account-addresses-heading" className="text-xl font-semibold text-gray-900">
          Addresses
        </h2>
        {editing === null ? (
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add address
          </Button>
        ) : null}
      </div>
      {editing === 'new' ? <AddressForm onDone={done} /> : null}
      {addresses.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : addresses.isError ? (
        <FormFailure message={errorMessage(addresses.error, 'Your addresses could not be loaded. Please try again.')} />
      ) : list.length === 0 && editing !== 'new' ? (
        <p className="rounded-xl border border-dashed border-gray-300 p-8 text-center text-sm text-gray-600">
          No saved addresses yet. Save one to check out faster.
        </p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {list.map((address) => (
            <li key={address.id}>
              {editing === address.id ? (
                <AddressForm address={address} onDone={done} />
              ) : (
                <AddressCard address={address} onEdit={() => setEditing(address.id)} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
