// The signed-in shopper as the store's light pages need them (checkout, the product page's
// back-in-stock form): under the key the account pages use, so each finds it already asked. A
// browser without the signed-in mark asks nothing; a 401 (the session ended) reads as signed out.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Customer } from '../../../shared/schemas/account';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { customerSignedInMarkChanged, useCustomerSignedIn } from './signed-in-mark';

/** The request's answer, or null when the session ended (the server has cleared the mark). */
export async function unlessSignedOut<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 401) throw error;
    customerSignedInMarkChanged();
    return null;
  }
}

export const signedInCustomerQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['customer', 'me'],
    queryFn: ({ signal }) => unlessSignedOut(apiRequest<Customer>('/api/account/me', { signal })),
    enabled: signedIn,
  });

/** The account's email; null while signed out or still asking. */
export function useAccountEmail(): string | null {
  const signedIn = useCustomerSignedIn();
  const customer = useQuery(signedInCustomerQuery(signedIn)).data;
  return signedIn ? (customer?.email ?? null) : null;
}
