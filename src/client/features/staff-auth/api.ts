// Staff sign-in on the storefront: which staff member is signed in (the current-user call
// answers them; a 401 means nobody is), signing in and signing out. Shoppers' own accounts
// are apart from this.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffMember, LoginBody } from '../../../shared/schemas/staff-auth';
import { TIMINGS_MS } from '../../../shared/store';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { notify } from '../../lib/toast';
import { hasStaffSignedInMark, staffSignedInMarkChanged } from './staff-signed-in-mark';

export const CURRENT_STAFF_KEY = ['staff', 'me'] as const;

const isStaffMember = (value: unknown): value is StaffMember =>
  typeof value === 'object' && value !== null && typeof (value as StaffMember).username === 'string';

/**
 * 401 or any failure (or an answer without a username) reads as signed out; so does a browser
 * the server never marked as signed in, without asking.
 */
export async function fetchSignedInStaff(signal?: AbortSignal): Promise<StaffMember | null> {
  if (!hasStaffSignedInMark()) return null;
  try {
    const staff = await apiRequest<unknown>('/api/auth/me', { signal });
    return isStaffMember(staff) ? staff : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export const currentStaffQuery = () =>
  queryOptions({
    queryKey: CURRENT_STAFF_KEY,
    queryFn: ({ signal }) => fetchSignedInStaff(signal),
    staleTime: TIMINGS_MS.authCache,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** The signed-in staff member, or null (also while the first check runs). */
export function useCurrentUser(): StaffMember | null {
  return useQuery(currentStaffQuery()).data ?? null;
}

/**
 * Signs out; on success every cached answer is dropped, so nothing staff saw stays. The current-user
 * entry is first set to null rather than removed, so every mounted observer sees the
 * signed-out state at once (a removed query does not notify its observers).
 */
export function useStaffLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>('/api/auth/logout', { method: 'POST' }),
    onSuccess: () => {
      queryClient.setQueryData(CURRENT_STAFF_KEY, null);
      const signedOut = queryClient.getQueryCache().find({ queryKey: CURRENT_STAFF_KEY, exact: true });
      queryClient.removeQueries({ predicate: (query) => query !== signedOut });
      staffSignedInMarkChanged();
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
 * Signs in (with a password, or by an emailed invitation or reset link at `url`); the answer is
 * the staff member, who is then signed in, put straight into the cache so the nav greets them
 * without another round trip.
 */
export function useStaffSignIn<Body>(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiRequest<StaffMember>(url, { body }),
    onSuccess: (staff) => {
      queryClient.setQueryData(CURRENT_STAFF_KEY, staff);
      staffSignedInMarkChanged();
    },
  });
}

export const useStaffLogin = () => useStaffSignIn<LoginBody>('/api/auth/login');
