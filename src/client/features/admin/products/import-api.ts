import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductImport } from '../../../../shared/schemas/product-csv';
import { apiRequest } from '../../../lib/api';
import { CURRENT_STAFF_KEY } from '../../staff-auth';
import { ADMIN_KEY } from '../api';
import { sendBytes } from '../http';
import { useSignOutOn401 } from '../session';

/** Uploads a product CSV for its preview (nothing is written yet). */
export function usePreviewImport() {
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: (file: File) =>
      sendBytes<ProductImport>(
        `/api/admin/products/imports?name=${encodeURIComponent(file.name)}`,
        new Blob([file], { type: 'text/csv' }),
      ),
    onError,
  });
}

export function useApplyImport() {
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<ProductImport>(`/api/admin/products/imports/${id}/apply`, { method: 'POST', body: {} }),
    onError,
  });
}

const PROGRESS = 'product-import';

const finished = (status: ProductImport['status'] | undefined) => status === 'done' || status === 'failed';

/** The import's progress, read every second until it is done; the lists are read afresh then. */
export function useImportProgress(id: number | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...ADMIN_KEY, PROGRESS, id],
    queryFn: async ({ signal }) => {
      const state = await apiRequest<ProductImport>(`/api/admin/products/imports/${id}`, { signal });
      // Not this query itself: invalidating it would cancel this very read and start it again, forever.
      if (finished(state.status))
        await queryClient.invalidateQueries({
          predicate: (q) => q.queryKey[0] !== CURRENT_STAFF_KEY[0] && q.queryKey[ADMIN_KEY.length] !== PROGRESS,
        });
      return state;
    },
    enabled: id !== undefined,
    refetchInterval: (query) => (finished(query.state.data?.status) ? false : 1000),
  });
}
