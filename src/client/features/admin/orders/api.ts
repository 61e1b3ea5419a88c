import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail, AdminRefundRequest, OrderStatusChange } from '../../../../shared/schemas/admin';
import { apiRequest } from '../../../lib/api';
import { ADMIN_KEY } from '../api';
import { useSessionGuard, useSignOutOn401 } from '../session';

const orderKey = (id: string) => [...ADMIN_KEY, 'order', id] as const;

export const orderQuery = (id: string) =>
  queryOptions({ queryKey: orderKey(id), queryFn: ({ signal }) => apiRequest<AdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}`, { signal }) });

export function useOrder(id: string) {
  const query = useQuery(orderQuery(id));
  useSessionGuard(query.error);
  return query;
}

/** Moves the order on; the answer is the updated detail, and the lists and stats refresh. */
export function useChangeStatus(id: string) {
  const queryClient = useQueryClient();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: (body: OrderStatusChange) => apiRequest<AdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}/status`, { body }),
    onSuccess: async (detail) => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
      if (detail && typeof detail === 'object' && 'order' in detail) queryClient.setQueryData(orderKey(id), detail);
    },
    onError,
  });
}

/**
 * Gives back part of a paid order. The answer is the updated detail, put in the cache as it is;
 * only the other admin queries (lists, stats) refetch, so a refetch of this order cannot race it.
 */
export function useRefund(id: string) {
  const queryClient = useQueryClient();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: (body: AdminRefundRequest) => apiRequest<AdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}/refunds`, { body }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(orderKey(id), detail);
      await queryClient.invalidateQueries({ queryKey: ADMIN_KEY, predicate: (query) => query.queryKey[1] !== 'order' });
    },
    onError,
  });
}
