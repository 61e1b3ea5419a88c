// The shopper's session: who is signed in (asked only in a browser carrying the mark, so
// anonymous pages make no account call), signing in with an emailed code or a passkey, and
// signing out. Everything the account shows is cached under ['customer', ...].
import {
  queryOptions,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { CodeSent, Customer } from '../../../shared/schemas/account';
import { TIMINGS_MS } from '../../../shared/store';
import { ApiRequestError, apiRequest, type RequestOptions } from '../../lib/api';
import {
  customerSignedInMarkChanged,
  forgetAccountLists,
  mergeIntoAccount,
  stopAccountSync,
  useCustomerSignedIn,
} from '../account-sync';
import { leaveSignInNotice } from './sign-in-notice';
import { passkeyAssertion } from './webauthn';

export const ACCOUNT_KEY = ['customer'] as const;
export const CUSTOMER_KEY = ['customer', 'me'] as const;
const SIGN_IN_KEY = ['customer', 'sign-in'] as const;

/** The signed-in shopper; null on 401 (the server then clears its stale mark). */
export async function fetchCustomer(signal?: AbortSignal): Promise<Customer | null> {
  try {
    return await apiRequest<Customer>('/api/account/me', { signal });
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 401) throw error;
    customerSignedInMarkChanged();
    return null;
  }
}

export const customerQuery = () =>
  queryOptions({
    queryKey: CUSTOMER_KEY,
    queryFn: ({ signal }) => fetchCustomer(signal),
    staleTime: TIMINGS_MS.authCache,
    refetchOnWindowFocus: false,
    retry: false,
  });

export interface CustomerState {
  /** The signed-in shopper, else null (signed out, or not known yet). */
  customer: Customer | null;
  /** The session is being checked: only in a browser carrying the mark. */
  checking: boolean;
  /** The check failed for another reason than being signed out (offline, a server error). */
  error: Error | null;
  retry: () => void;
}

/** The shopper, for the account pages, the header and checkout. No call without the mark. */
export function useCustomer(): CustomerState {
  const marked = useCustomerSignedIn();
  // A sign-in under way sets the mark before it is done; it then puts the shopper in the cache itself.
  const signingIn = useIsMutating({ mutationKey: SIGN_IN_KEY }) > 0;
  const query = useQuery({ ...customerQuery(), enabled: marked && !signingIn });
  return {
    customer: query.data ?? null,
    checking: marked && !signingIn && query.isLoading,
    error: query.data === undefined ? query.error : null,
    retry: () => void query.refetch(),
  };
}

/** Signed in: the browser's cart and wishlist join the account's, then the account shows. */
async function completeSignIn(queryClient: QueryClient, customer: Customer): Promise<Customer> {
  await mergeIntoAccount();
  showShopper(queryClient, customer);
  customerSignedInMarkChanged();
  return customer;
}

export function useSendCode() {
  return useMutation({
    mutationFn: (email: string) => apiRequest<CodeSent>('/api/account/code', { body: { email } }),
  });
}

export function useCodeSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SIGN_IN_KEY,
    mutationFn: async (code: string) =>
      completeSignIn(queryClient, await apiRequest<Customer>('/api/account/sign-in', { body: { code } })),
  });
}

export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SIGN_IN_KEY,
    mutationFn: async () => {
      const options = await apiRequest<unknown>('/api/account/passkey/options', { method: 'POST' });
      const response = await passkeyAssertion(options);
      return completeSignIn(
        queryClient,
        await apiRequest<Customer>('/api/account/passkey/sign-in', { body: { response } }),
      );
    },
  });
}

/**
 * A new shopper (or none): every other account answer is dropped, so nothing of another
 * session stays. The shopper entry is set rather than removed, so every mounted observer
 * sees the change at once (a removed query does not notify its observers).
 */
function showShopper(queryClient: QueryClient, customer: Customer | null): void {
  queryClient.setQueryData(CUSTOMER_KEY, customer);
  const me = queryClient.getQueryCache().find({ queryKey: CUSTOMER_KEY, exact: true });
  queryClient.removeQueries({ queryKey: ACCOUNT_KEY, predicate: (query) => query !== me });
}

/**
 * Signed out (or the account deleted): back to the sign-in form, which says why once. On
 * signing out, the cart and wishlist leave this browser with the shopper (they are kept on
 * the account); a deleted account's stay, as a guest's.
 */
export function signedOut(queryClient: QueryClient, notice: string, { keepLists = false } = {}): void {
  leaveSignInNotice(notice);
  showShopper(queryClient, null);
  if (keepLists) stopAccountSync();
  else forgetAccountLists();
}

/** Leaving the account from any of its pages ends on /account, the sign-in form. */
export const ACCOUNT_HOME = '~/account';

export function useSignOut({ everywhere }: { everywhere: boolean }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest<unknown>(everywhere ? '/api/account/sign-out-everywhere' : '/api/account/sign-out', {
          method: 'POST',
        });
      } catch (error) {
        // Already signed out (the session ended elsewhere): as good as done.
        if (!(error instanceof ApiRequestError) || error.status !== 401) throw error;
      }
    },
    onSuccess: () => {
      signedOut(queryClient, everywhere ? 'You are signed out on every device.' : 'You are signed out.');
      navigate(ACCOUNT_HOME);
    },
  });
}

/**
 * A request of the signed-in account. A 401 means the session ended elsewhere (signed out
 * everywhere, expired): the page goes back to the sign-in form, saying so.
 */
export async function accountRequest<T>(queryClient: QueryClient, path: string, options?: RequestOptions): Promise<T> {
  try {
    return await apiRequest<T>(path, options);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401 && queryClient.getQueryData(CUSTOMER_KEY)) {
      leaveSignInNotice('Your session has ended. Please sign in again.');
      queryClient.setQueryData(CUSTOMER_KEY, null);
      customerSignedInMarkChanged();
    }
    throw error;
  }
}

/** The server's message for a refused request, else a general one. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return error instanceof ApiRequestError && error.body?.message ? error.body.message : fallback;
}
