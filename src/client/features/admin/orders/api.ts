import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOrder,
  AdminOrderCounts,
  AdminOrderDetail,
  AdminRefundRequest,
  HeldPaymentAction,
  OrderStatusChange,
} from '../../../../shared/schemas/admin';
import type { FulfillmentStatus, OrderStatus, PaymentStatusOfOrder } from '../../../../shared/store';
import type { BulkShipResult, ShipmentRequest } from '../../../../shared/schemas/shipments';
import { apiRequest, toQueryString } from '../../../lib/api';
import { ADMIN_KEY, LIST_PAGE_SIZE } from '../api';
import { fetchPage } from '../http';
import { useSessionGuard, useSignOutOn401 } from '../session';

const orderKey = (id: string) => [...ADMIN_KEY, 'order', id] as const;

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => apiRequest<AdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}`, { signal }),
  });

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
    mutationFn: (body: OrderStatusChange) =>
      apiRequest<AdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}/status`, { body }),
    // The answer is the order as it now is: the lists and counts refresh, the order takes the answer.
    onSuccess: async (detail) => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_KEY, predicate: (query) => query.queryKey[1] !== 'order' });
      if (detail && typeof detail === 'object' && 'order' in detail) queryClient.setQueryData(orderKey(id), detail);
    },
    onError,
  });
}

/**
 * Staff's decision on a payment held for review: accept it, refund it and cancel, or cancel
 * keeping it. The answer is the updated detail (status, payment, refunds), put in the cache as
 * it is; the lists and counts refresh.
 */
export function useHeldPaymentDecision(id: string) {
  const queryClient = useQueryClient();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: ({ action, note }: { action: HeldPaymentAction; note?: string | undefined }) =>
      apiRequest<AdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}/review/${action}`, {
        body: note ? { note } : {},
      }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(orderKey(id), detail);
      await queryClient.invalidateQueries({ queryKey: ADMIN_KEY, predicate: (query) => query.queryKey[1] !== 'order' });
    },
    onError,
  });
}

/** Sends a parcel of the chosen lines; the answer is the updated detail, and the lists refresh. */
export function useShip(id: string) {
  const queryClient = useQueryClient();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: (body: ShipmentRequest) =>
      apiRequest<AdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}/shipments`, { body }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(orderKey(id), detail);
      await queryClient.invalidateQueries({ queryKey: ADMIN_KEY, predicate: (query) => query.queryKey[1] !== 'order' });
    },
    onError,
  });
}

/** Marks the chosen orders shipped, each in one parcel; answers which shipped and which could not. */
export function useBulkShip() {
  const queryClient = useQueryClient();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: (orderIds: number[]) => apiRequest<BulkShipResult>('/api/admin/shipments', { body: { orderIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
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
    mutationFn: (body: AdminRefundRequest) =>
      apiRequest<AdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}/refunds`, { body }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(orderKey(id), detail);
      await queryClient.invalidateQueries({ queryKey: ADMIN_KEY, predicate: (query) => query.queryKey[1] !== 'order' });
    },
    onError,
  });
}

/** What the order list is narrowed to; empty strings mean "any". */
export interface OrderFilters {
  view: 'orders' | 'abandoned';
  toShip: boolean;
  payment: PaymentStatusOfOrder | '';
  fulfillment: FulfillmentStatus | '';
  /** The order's stage; the "Awaiting payment" view narrows abandoned checkouts to awaiting_payment. */
  status: OrderStatus | '';
  from: string;
  to: string;
  sort: 'newest' | 'oldest';
  q: string;
}

export const NO_FILTERS: OrderFilters = {
  view: 'orders',
  toShip: false,
  payment: '',
  fulfillment: '',
  status: '',
  from: '',
  to: '',
  sort: 'newest',
  q: '',
};

/** The order list a page at a time ("Load more"), narrowed by the filters. */
export function useOrderList(filters: OrderFilters) {
  const query = useInfiniteQuery({
    queryKey: [...ADMIN_KEY, 'orders', 'list', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      fetchPage<AdminOrder>(
        `/api/admin/orders${toQueryString({ ...filters, toShip: filters.toShip ? 'true' : undefined, limit: LIST_PAGE_SIZE, after: pageParam })}`,
        signal,
      ),
    getNextPageParam: (last) => last.next,
  });
  useSessionGuard(query.error);
  return query;
}

const COUNTS_KEY = [...ADMIN_KEY, 'orders', 'counts'] as const;

/** How many orders wait for work, and how many arrived since this staff member last looked. */
export function useOrderCounts() {
  const query = useQuery({
    queryKey: COUNTS_KEY,
    queryFn: ({ signal }) => apiRequest<AdminOrderCounts>('/api/admin/orders/counts', { signal }),
    refetchInterval: 60_000,
  });
  useSessionGuard(query.error);
  return query;
}

/** Opening the list of every order clears the "new" badge. */
export function useMarkOrdersSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<AdminOrderCounts>('/api/admin/orders-seen', { method: 'POST' }),
    onSuccess: (counts) => queryClient.setQueryData(COUNTS_KEY, counts),
  });
}
