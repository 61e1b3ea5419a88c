import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminStaff } from '../../../../shared/schemas/admin';
import type { StaffInvite, StaffInvitation } from '../../../../shared/schemas/staff-auth';
import type { StaffRole } from '../../../../shared/staff-roles';
import { apiRequest } from '../../../lib/api';
import { ADMIN_KEY } from '../api';
import { useSessionGuard, useSignOutOn401 } from '../session';

const STAFF_KEY = [...ADMIN_KEY, 'staff'] as const;

export function useStaff() {
  const query = useQuery({
    queryKey: STAFF_KEY,
    queryFn: ({ signal }) => apiRequest<AdminStaff[]>('/api/admin/staff', { signal }),
  });
  useSessionGuard(query.error);
  return query;
}

export function useSetActive() {
  const queryClient = useQueryClient();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      apiRequest<AdminStaff>(`/api/admin/staff/${id}/${active ? 'activate' : 'deactivate'}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
    onError,
  });
}

/** An owner gives an account another role; it counts from that account's next request. */
export function useSetRole() {
  const queryClient = useQueryClient();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: StaffRole }) =>
      apiRequest<AdminStaff>(`/api/admin/staff/${id}`, { method: 'PATCH', body: { role } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
    onError,
  });
}

const INVITATIONS_KEY = [...STAFF_KEY, 'invitations'] as const;

export function useInvitations() {
  const query = useQuery({
    queryKey: INVITATIONS_KEY,
    queryFn: ({ signal }) => apiRequest<StaffInvitation[]>('/api/admin/staff/invitations', { signal }),
  });
  useSessionGuard(query.error);
  return query;
}

/** Invites an email with a role; the link goes by email, never to this screen. */
export function useInviteStaff() {
  const queryClient = useQueryClient();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: (body: StaffInvite) => apiRequest<StaffInvitation>('/api/admin/staff/invitations', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
    onError,
  });
}

export function useInvitationAction() {
  const queryClient = useQueryClient();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: ({ id, kind }: { id: number; kind: 'resend' | 'revoke' }) =>
      apiRequest<unknown>(`/api/admin/staff/invitations/${id}/${kind}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
    onError,
  });
}

/** Signs an account out everywhere, or emails it a link to choose a new password (which also signs it out). */
export function useStaffAccountAction() {
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: ({ id, kind }: { id: number; kind: 'sessions/end' | 'password-reset' }) =>
      apiRequest<{ message: string }>(`/api/admin/staff/${id}/${kind}`, { method: 'POST' }),
    onError,
  });
}
