// Saved shipping addresses: the list (default first), add, edit, delete, and choosing the default.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AddressInput, SavedAddress } from '../../../shared/schemas/account';
import { accountRequest } from './api';

// Checkout reads the same list under the same key.
const ADDRESSES_KEY = ['customer', 'addresses'] as const;

export const addressesQuery = () =>
  queryOptions({
    queryKey: ADDRESSES_KEY,
    // Null when checkout asked while signed out.
    queryFn: ({ client, signal }): Promise<SavedAddress[] | null> =>
      accountRequest<SavedAddress[]>(client, '/api/account/addresses', { signal }),
  });

export const useAddresses = () => useQuery(addressesQuery());

/** Saving one can change which is the default, so the list is read again after any change. */
function useAddressChange<T>(request: (queryClient: QueryClient, input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => request(queryClient, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}

interface AddressSave {
  /** The saved address to save over; a new one without. */
  id?: number | undefined;
  address: AddressInput;
}

export const useSaveAddress = () =>
  useAddressChange((client, { id, address }: AddressSave) =>
    id === undefined
      ? accountRequest<SavedAddress>(client, '/api/account/addresses', { body: address })
      : accountRequest<SavedAddress>(client, `/api/account/addresses/${id}`, { method: 'PUT', body: address }),
  );

export const useDeleteAddress = () =>
  useAddressChange((client, id: number) =>
    accountRequest<void>(client, `/api/account/addresses/${id}`, { method: 'DELETE' }),
  );
