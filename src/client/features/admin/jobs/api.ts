import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminJob } from '../../../../shared/schemas/jobs';
import { apiRequest } from '../../../lib/api';
import { ADMIN_KEY } from '../api';
import { useSessionGuard, useSignOutOn401 } from '../session';

const FAILED_JOBS_KEY = [...ADMIN_KEY, 'jobs', 'failed'] as const;

export function useFailedJobs() {
  const query = useQuery({
    queryKey: FAILED_JOBS_KEY,
    queryFn: ({ signal }) => apiRequest<AdminJob[]>('/api/admin/jobs?state=failed', { signal }),
  });
  useSessionGuard(query.error);
  return query;
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: (id: string) => apiRequest<AdminJob>(`/api/admin/jobs/${id}/retry`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAILED_JOBS_KEY }),
    onError,
  });
}
