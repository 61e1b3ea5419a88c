// Admin > Customers' reads and changes: the list a page at a time under its filters and sort, the
// matching CSV's address, one customer's page, and staff's notes and tags on them.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCustomer,
  AdminCustomerDetail,
  CustomerNotes,
  CustomerNotesInput,
  CustomerSort,
} from '../../../../shared/schemas/customers';
import { apiRequest, toQueryString } from '../../../lib/api';
import { ADMIN_KEY, LIST_PAGE_SIZE } from '../api';
import { fetchPage } from '../http';
import { useSessionGuard, useSignOutOn401 } from '../session';

/** The list's filters as the form holds them: '' for "any". */
export interface CustomerFilters {
  q: string;
  account: '' | 'true' | 'false';
  subscribed: '' | 'true' | 'false';
  /** Dollars, as typed. */
  spentOver: string;
  /** A day, YYYY-MM-DD. */
  orderedSince: string;
  sort: CustomerSort;
}

export const ANY_CUSTOMER: CustomerFilters = {
  q: '',
  account: '',
  subscribed: '',
  spentOver: '',
  orderedSince: '',
  sort: 'last_order',
};

const CUSTOMERS_KEY = [...ADMIN_KEY, 'customers'] as const;
const customerKey = (id: string) => [...ADMIN_KEY, 'customer', id] as const;

/** The filters as the server reads them (the default sort left out). */
const queryOf = (filters: CustomerFilters) => ({
  ...filters,
  sort: filters.sort === ANY_CUSTOMER.sort ? undefined : filters.sort,
});

export function useCustomerList(filters: CustomerFilters) {
  const query = useInfiniteQuery({
    queryKey: [...CUSTOMERS_KEY, filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      fetchPage<AdminCustomer>(
        `/api/admin/customers${toQueryString({ ...queryOf(filters), limit: LIST_PAGE_SIZE, after: pageParam })}`,
        signal,
      ),
    getNextPageParam: (last) => last.next,
  });
  useSessionGuard(query.error);
  return query;
}

/** The download of every customer the filters match, in the list's order. */
export const customersCsvUrl = (filters: CustomerFilters) =>
  `/api/admin/customers/export${toQueryString(queryOf(filters))}`;

export function useCustomer(id: string) {
  const query = useQuery({
    queryKey: customerKey(id),
    queryFn: ({ signal }) =>
      apiRequest<AdminCustomerDetail>(`/api/admin/customers/${encodeURIComponent(id)}`, { signal }),
  });
  useSessionGuard(query.error);
  return query;
}

/** Saves the note and tags whole; the customer's page shows what the server kept. */
export function useSaveCustomerNotes(id: string) {
  const queryClient = useQueryClient();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: (body: CustomerNotesInput) =>
      apiRequest<CustomerNotes>(`/api/admin/customers/${encodeURIComponent(id)}/notes`, { method: 'PUT', body }),
    onSuccess: (notes) =>
      queryClient.setQueryData<AdminCustomerDetail>(customerKey(id), (detail) =>
        detail ? { ...detail, notes } : detail,
      ),
    onError,
  });
}
