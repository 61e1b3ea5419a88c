// What the checkout knows of a signed-in shopper: the account's email and saved addresses,
// under the keys the account pages use, so either page finds them already asked. A browser
// without the signed-in mark asks nothing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedAddress } from '../../../shared/schemas/account';
import { apiRequest } from '../../lib/api';
import { unlessSignedOut, useAccountEmail, useCustomerSignedIn } from '../account-sync';

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
  const email = useAccountEmail();
  const addresses = useQuery(savedAddressesQuery(signedIn)).data;
  return {
    email,
    addresses: signedIn && Array.isArray(addresses) ? addresses : NO_ADDRESSES,
  };
}
