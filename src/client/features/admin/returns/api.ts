// Admin > Returns' reads and changes: the list a page at a time under a status and a search, with
// the counts per status beside it; how many wait for a decision (the nav's badge); the returns of
// one order; one return's page; and staff's steps on it (approve, reject, receive, refund, and
// sending the prepaid label), each answered by the return as it now is.
import { useInfiniteQuery, useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminReturnDetail,
  AdminReturnList,
  AdminReturnSummary,
  ApproveReturn,
  ReceiveReturn,
  RefundReturn,
  RejectReturn,
  ReturnStatus,
} from '../../../../shared/schemas/returns';
import { apiRequest, toQueryString } from '../../../lib/api';
import { ADMIN_KEY, LIST_PAGE_SIZE } from '../api';
import { fetchPagedBody, sendBytes } from '../http';
import { useSessionGuard, useSignOutOn401 } from '../session';

const RETURNS_KEY = [...ADMIN_KEY, 'returns'] as const;
const returnKey = (id: string) => [...ADMIN_KEY, 'return', id] as const;

/** What the list is narrowed to: a status ('' for every one) and a search. */
export interface ReturnFilters {
  status: ReturnStatus | '';
  q: string;
}

const listPath = (query: { status?: string; q?: string; limit: number; after?: string | undefined }) =>
  `/api/admin/returns${toQueryString(query)}`;

/** The rows of an answer; nothing when the answer is not a return list. */
const rowsOf = (list: AdminReturnList | undefined): AdminReturnSummary[] =>
  Array.isArray(list?.returns) ? list.returns : [];

export function useReturnList(filters: ReturnFilters) {
  const query = useInfiniteQuery({
    queryKey: [...RETURNS_KEY, 'list', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      fetchPagedBody<AdminReturnList>(listPath({ ...filters, limit: LIST_PAGE_SIZE, after: pageParam }), signal),
    getNextPageParam: (last) => last.next,
  });
  useSessionGuard(query.error);
  const pages = query.data?.pages;
  return {
    query,
    rows: pages?.flatMap((page) => rowsOf(page.body)),
    /** Per status, as the first page counted them. */
    counts: pages?.[0]?.body.counts,
    /** X-Total-Count of the first page, when the server sent it. */
    total: pages?.[0]?.total,
  };
}

/** How many returns wait for staff to approve or reject them. */
export function useRequestedReturnCount() {
  const query = useQuery({
    queryKey: [...RETURNS_KEY, 'requested-count'],
    queryFn: ({ signal }) => apiRequest<AdminReturnList>(listPath({ status: 'requested', limit: 1 }), { signal }),
    select: (list) => list.counts?.['requested'] ?? 0,
    refetchInterval: 60_000,
  });
  useSessionGuard(query.error);
  return query;
}

/** The returns started from one order, found by its tracking number. */
export function useOrderReturns(trackingNumber: string) {
  const query = useQuery({
    queryKey: [...RETURNS_KEY, 'order', trackingNumber],
    queryFn: ({ signal }) => apiRequest<AdminReturnList>(listPath({ q: trackingNumber, limit: 50 }), { signal }),
    // The search also finds other orders whose number holds this one.
    select: (list) => rowsOf(list).filter((row) => row.trackingNumber === trackingNumber),
  });
  useSessionGuard(query.error);
  return query;
}

export function useReturn(id: string) {
  const query = useQuery({
    queryKey: returnKey(id),
    queryFn: ({ signal }) => apiRequest<AdminReturnDetail>(`/api/admin/returns/${encodeURIComponent(id)}`, { signal }),
  });
  useSessionGuard(query.error);
  return query;
}

export interface ReturnSteps {
  approve: ApproveReturn;
  reject: RejectReturn;
  receive: ReceiveReturn;
  refund: RefundReturn;
}
export type ReturnStep = keyof ReturnSteps;

const stepKey = (id: string) => [...ADMIN_KEY, 'return-step', id] as const;

/**
 * One of staff's steps on a return. The answer is the return as it now is, put in the cache as
 * it is; the lists, counts and orders (a refund changes its order) refetch. `onDone` hears of it
 * even though the form that sent it goes away with the status it was for.
 */
export function useReturnStep<S extends ReturnStep>(
  id: string,
  step: S,
  onDone: (detail: AdminReturnDetail, body: ReturnSteps[S]) => void,
) {
  const queryClient = useQueryClient();
  const onError = useSignOutOn401();
  return useMutation({
    mutationKey: stepKey(id),
    mutationFn: (body: ReturnSteps[S]) =>
      apiRequest<AdminReturnDetail>(`/api/admin/returns/${encodeURIComponent(id)}/${step}`, { body }),
    onSuccess: async (detail, body) => {
      onDone(detail, body);
      queryClient.setQueryData(returnKey(id), detail);
      await queryClient.invalidateQueries({
        queryKey: ADMIN_KEY,
        predicate: (query) => query.queryKey[1] !== 'return',
      });
    },
    onError,
  });
}

/** Whether any step on the return is being sent: every button waits for it. */
export const useStepSending = (id: string) => useIsMutating({ mutationKey: stepKey(id) }) > 0;

/** Where staff open the return's label. */
export const returnLabelPath = (id: string) => `/api/admin/returns/${encodeURIComponent(id)}/label`;

/** Sends the prepaid label's file: the shopper is emailed it, and the return's page offers it. */
export function useSendReturnLabel(id: string) {
  const queryClient = useQueryClient();
  const onError = useSignOutOn401();
  return useMutation({
    mutationKey: stepKey(id),
    mutationFn: (file: File) => sendBytes<AdminReturnDetail>(returnLabelPath(id), file),
    onSuccess: (detail) => queryClient.setQueryData(returnKey(id), detail),
    onError,
  });
}
