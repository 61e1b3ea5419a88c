// A 401 from any admin call means the session ended (signed out elsewhere, expired, or the
// account was deactivated): the cached user becomes null, and the admin gate then sends the
// visitor to the sign-in page with the Authentication Required toast.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { CURRENT_STAFF_KEY } from '../staff-auth';
import { isUnauthorized } from './http';

export function useSignOutOn401() {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (isUnauthorized(error)) queryClient.setQueryData(CURRENT_STAFF_KEY, null);
    },
    [queryClient],
  );
}

/** Watches a query's error. */
export function useSessionGuard(error: unknown) {
  const onError = useSignOutOn401();
  useEffect(() => {
    if (error) onError(error);
  }, [error, onError]);
}

/**
 * Set while staff sign out on purpose, so the admin gate sends them to the store (Logout
 * goes to /) rather than to the sign-in page with Authentication Required.
 */
export const deliberateSignOut = { active: false };
