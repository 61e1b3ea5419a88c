import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminStaff } from '../../../../shared/schemas/admin';
import type { NewStaff } from '../../../../shared/schemas/staff-auth';
import type { StaffRole } from '../../../../shared/staff-roles';
import { apiRequest } from '../../../lib/api';
import { ADMIN_KEY } from '../api';
import { useSessionGuard, useSignOutOn401 } from '../session';

const STAFF_KEY = [...ADMIN_KEY, 'staff'] as const;

export function useStaff() {
  const query = useQuery({ queryKey: STAFF_KEY, queryFn: ({ signal }) => apiRequest<AdminStaff[]>('/api/admin/staff', { signal }) });
  useSessionGuard(query.error);
  return query;
}

export function useAddStaff() {
  const queryClient = useQueryClient();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: (body: NewStaff) => apiRequest<AdminStaff>('/api/admin/staff', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
    onError,
  });
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
    mutationFn: ({ id, role }: { id: number; role: StaffRole }) => apiRequest<AdminStaff>(`/api/admin/staff/${id}`, { method: 'PATCH', body: { role } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
    onError,
  });
}
