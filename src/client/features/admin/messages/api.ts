import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMessage } from '../../../../shared/schemas/admin';
import { apiRequest } from '../../../lib/api';
import { ADMIN_KEY } from '../api';
import { useSignOutOn401 } from '../session';

/** Marks a message read or unread, then refreshes the lists and counts. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) =>
      apiRequest<AdminMessage>(`/api/admin/messages/${id}`, { method: 'PATCH', body: { read } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
    onError,
  });
}
