import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffSession } from '../../../../shared/schemas/staff-account';
import type { PasswordChange } from '../../../../shared/schemas/staff-auth';
import { apiRequest } from '../../../lib/api';
import { ADMIN_KEY } from '../api';
import { useSessionGuard, useSignOutOn401 } from '../session';

const SESSIONS_KEY = [...ADMIN_KEY, 'account', 'sessions'] as const;

/** Changes the signed-in staff member's password; their other sessions end. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: (body: PasswordChange) => apiRequest<{ message: string }>('/api/admin/account/password', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
    onError,
  });
}

/** The signed-in staff member's own sessions, this browser's among them. */
export function useOwnSessions() {
  const query = useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => apiRequest<StaffSession[]>('/api/admin/account/sessions', { signal }),
  });
  useSessionGuard(query.error);
  return query;
}

/** Ends one of their sessions: that browser is signed out on its next request. */
export function useEndSession() {
  const queryClient = useQueryClient();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string }>(`/api/admin/account/sessions/${id}/end`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
    onError,
  });
}
