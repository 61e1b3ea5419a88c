// The shopper's returns: finding the order and what of it can come back, starting a return,
// reading one, and saying the parcel is on its way. A guest names the order's email; a
// signed-in shopper returning from an order of their own account need not.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateReturn,
  MarkReturnSent,
  PayReturnResponse,
  Return,
  ReturnableOrder,
  ReturnOrderLookup,
} from '../../../shared/schemas/returns';
import { apiRequest } from '../../lib/api';

const withEmail = (email: string | undefined) => (email ? `?email=${encodeURIComponent(email)}` : '');

export const returnQuery = (returnNumber: string, email?: string) =>
  queryOptions({
    queryKey: ['returns', returnNumber, email ?? ''],
    queryFn: ({ signal }) =>
      apiRequest<Return>(`/api/returns/${encodeURIComponent(returnNumber)}${withEmail(email)}`, { signal }),
    retry: false,
  });

export const useReturn = (returnNumber: string, email?: string) => useQuery(returnQuery(returnNumber, email));

/**
 * The order and what of it can come back, once the shopper named it; 404 when no order has that
 * number and email. Asked again only on purpose (after a size sold out), never while choosing.
 */
export function useReturnableOrder(lookup: ReturnOrderLookup | null) {
  return useQuery({
    queryKey: ['returns', 'eligibility', lookup?.trackingNumber ?? '', lookup?.email ?? ''],
    queryFn: ({ signal }) => apiRequest<ReturnableOrder>('/api/returns/eligibility', { body: lookup, signal }),
    enabled: lookup !== null,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Starts the return; the answer is kept as the return's own page will read it. */
export function useCreateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateReturn) => apiRequest<Return>('/api/returns', { body: request }),
    onSuccess: (created, request) =>
      queryClient.setQueryData(returnQuery(created.returnNumber, request.email).queryKey, created),
  });
}

export function useMarkReturnSent(returnNumber: string, email?: string) {
  const queryClient = useQueryClient();
  const { queryKey } = returnQuery(returnNumber, email);
  return useMutation({
    mutationFn: (body: MarkReturnSent) =>
      apiRequest<Return | undefined>(`/api/returns/${encodeURIComponent(returnNumber)}/sent`, { body }),
    onSuccess: async (answer) => {
      if (answer && typeof answer === 'object' && 'returnNumber' in answer) queryClient.setQueryData(queryKey, answer);
      else await queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** Opens the payment page for the difference the return owes (or the one already open). */
export function usePayReturn(returnNumber: string, email?: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<PayReturnResponse>(`/api/returns/${encodeURIComponent(returnNumber)}/pay`, {
        body: email ? { email } : {},
      }),
  });
}

/** Reads the return again (its difference was paid elsewhere, on the payment page). */
export function useRefreshReturn(returnNumber: string, email?: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: returnQuery(returnNumber, email).queryKey });
}

/** Where a return starts for an order: its number, and its email when the shopper gave it. */
export function startReturnHref(order: string, email?: string | null): string {
  const query = new URLSearchParams({ order });
  if (email) query.set('email', email);
  return `/returns/new?${query.toString()}`;
}

/** A return's own page; a guest's carries the order's email. */
/** The prepaid label's file: a guest's address carries the order's email, a signed-in owner's session is enough. */
export const returnLabelHref = (returnNumber: string, email?: string) =>
  `/api/returns/${encodeURIComponent(returnNumber)}/label${withEmail(email)}`;

export function returnHref(returnNumber: string, email?: string | null): string {
  return `/returns/${encodeURIComponent(returnNumber)}${withEmail(email ?? undefined)}`;
}

/** Whether the order has reached the shopper, so something of it can come back. */
export const isDelivered = (order: { status: string; fulfillmentStatus: string }) =>
  order.status === 'delivered' || order.fulfillmentStatus === 'delivered';
