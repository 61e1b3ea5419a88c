// The minimal client auth state: who is signed in (signed in means the current-user call
// returns a user; a 401 means signed out) and signing out.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, LoginBody } from '../../../shared/schemas/auth';
import { hasSignedInCookie } from '../../../shared/signed-in-cookie';
import { TIMINGS_MS } from '../../../shared/store';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { notify } from '../../lib/toast';
import { signedInMarkChanged } from './signed-in-mark';

export const CURRENT_USER_KEY = ['auth', 'me'] as const;

const isUser = (value: unknown): value is AdminUser =>
  typeof value === 'object' && value !== null && typeof (value as AdminUser).username === 'string';

/**
 * 401 or any failure (or an answer without a username) reads as signed out; so does a browser
 * the server never marked as signed in, without asking.
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<AdminUser | null> {
  if (!hasSignedInCookie(document.cookie)) return null;
  try {
    const user = await apiRequest<unknown>('/api/auth/me', { signal });
    return isUser(user) ? user : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export const currentUserQuery = () =>
  queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: TIMINGS_MS.authCache,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** The signed-in staff member, or null (also while the first check runs). */
export function useCurrentUser(): AdminUser | null {
  return useQuery(currentUserQuery()).data ?? null;
}

/**
 * Signs out; on success every cached answer is dropped, so nothing staff saw stays. The current-user
 * entry is first set to null rather than removed, so every mounted observer sees the
 * signed-out state at once (a removed query does not notify its observers).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>('/api/auth/logout', { method: 'POST' }),
    onSuccess: () => {
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      const signedOut = queryClient.getQueryCache().find({ queryKey: CURRENT_USER_KEY, exact: true });
      queryClient.removeQueries({ predicate: (query) => query !== signedOut });
      signedInMarkChanged();
    },
    onError: () => notify({ title: 'Logout failed', description: 'Please try again.', variant: 'destructive' }),
  });
}

/** The failure text the login form shows: the server's message, else Invalid credentials. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.body?.message) return error.body.message;
  return 'Invalid credentials';
}

/**
 * Signs in; the answer is the user, who is then signed in, put
 * straight into the cache so the nav greets them without another round trip.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => apiRequest<AdminUser>('/api/auth/login', { body }),
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      signedInMarkChanged();
    },
  });
}
