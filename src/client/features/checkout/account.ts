// What the checkout knows of a signed-in shopper: the account's email and saved addresses,
// under the keys the account pages use, so either page finds them already asked. A browser
// without the signed-in mark asks nothing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Customer, SavedAddress } from '../../../shared/schemas/account';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { customerSignedInMarkChanged, useCustomerSignedIn } from '../account-sync';

/** A 401 (the session ended; the server has cleared the mark) reads as signed out. */
async function unlessSignedOut<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 401) throw error;
    customerSignedInMarkChanged();
    return null;
  }
}

const customerQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['customer', 'me'],
    queryFn: ({ signal }) => unlessSignedOut(apiRequest<Customer>('/api/account/me', { signal })),
    enabled: signedIn,
  });

const savedAddressesQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['customer', 'addresses'],
    queryFn: ({ signal }) => unlessSignedOut(apiRequest<SavedAddress[]>('/api/account/addresses', { signal })),
    enabled: signedIn,
  });

const NO_ADDRESSES: SavedAddress[] = [];

/** The account's email and saved addresses (default first); nothing while signed out or still asking. */
export function useCheckoutAccount(): { email: string | null; addresses: SavedAddress[] } {
  const signedIn = useCustomerSignedIn();
  const customer = useQuery(customerQuery(signedIn)).data;
  const addresses = useQuery(savedAddressesQuery(signedIn)).data;
  return {
    email: signedIn ? (customer?.email ?? null) : null,
    addresses: signedIn && Array.isArray(addresses) ? addresses : NO_ADDRESSES,
  };
}
