import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminProductDetail, AdminProductValues, MediaUploadResponse } from '../../../../shared/schemas/admin';
import { apiRequest } from '../../../lib/api';
import { CURRENT_STAFF_KEY } from '../../staff-auth';
import { ADMIN_KEY } from '../api';
import { sendBytes } from '../http';
import { useSessionGuard, useSignOutOn401 } from '../session';

const productKey = (id: string) => [...ADMIN_KEY, 'product', id] as const;

export function useAdminProduct(id: string | undefined) {
  const query = useQuery({
    queryKey: productKey(id ?? 'new'),
    queryFn: ({ signal }) => apiRequest<AdminProductDetail>(`/api/admin/products/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== undefined,
  });
  useSessionGuard(query.error);
  return query;
}

/** Creates (POST) or replaces (PUT) a product; the shop's cached catalogue is dropped too. */
export function useSaveProduct(id: string | undefined) {
  const queryClient = useQueryClient();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: (body: AdminProductValues) =>
      id === undefined
        ? apiRequest<AdminProductDetail>('/api/admin/products', { body })
        : apiRequest<AdminProductDetail>(`/api/admin/products/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(productKey(String(detail.product.id)), detail);
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_STAFF_KEY[0] });
    },
    onError,
  });
}

export function useUploadImage() {
  const onError = useSignOutOn401();
  return useMutation({ mutationFn: (file: File) => sendBytes<MediaUploadResponse>('/api/admin/media', file), onError });
}
