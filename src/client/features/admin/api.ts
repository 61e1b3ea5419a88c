// The dashboard's reads: stats and the three lists (recent five, or paged with search).
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  AdminMessage,
  AdminOrder,
  AdminOutboxEmail,
  AdminProductSummary,
  AdminStats,
  AdminSubscription,
} from '../../../shared/schemas/admin';
import { PAGE_SIZES } from '../../../shared/store';
import { apiRequest, toQueryString } from '../../lib/api';
import { fetchPage } from './http';
import { useSessionGuard } from './session';

export interface AdminLists {
  orders: AdminOrder;
  messages: AdminMessage;
  newsletter: AdminSubscription;
  outbox: AdminOutboxEmail;
  products: AdminProductSummary;
}
export type AdminListKind = keyof AdminLists;

export const ADMIN_KEY = ['admin'] as const;
export const LIST_PAGE_SIZE = 25;

export const statsQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'stats'],
    queryFn: ({ signal }) => apiRequest<AdminStats>('/api/admin/stats', { signal }),
  });

export function useStats() {
  const query = useQuery(statsQuery());
  useSessionGuard(query.error);
  return query;
}

/**
 * The five most recent entries of a list, what each dashboard tab shows; not asked for when the role has no such tab.
 */
export function useRecent<K extends AdminListKind>(kind: K, enabled = true) {
  const query = useQuery({
    enabled,
    queryKey: [...ADMIN_KEY, kind, 'recent'],
    queryFn: ({ signal }) =>
      fetchPage<AdminLists[K]>(`/api/admin/${kind}${toQueryString({ limit: PAGE_SIZES.adminRecent })}`, signal),
  });
  useSessionGuard(query.error);
  return query;
}

/** A full list, newest first, a page at a time ("Load more"), filtered by `q`. */
export function useAdminList<K extends AdminListKind>(kind: K, q: string) {
  const query = useInfiniteQuery({
    queryKey: [...ADMIN_KEY, kind, 'list', q],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      fetchPage<AdminLists[K]>(
        `/api/admin/${kind}${toQueryString({ limit: LIST_PAGE_SIZE, q, after: pageParam })}`,
        signal,
      ),
    getNextPageParam: (last) => last.next,
  });
  useSessionGuard(query.error);
  return query;
}
