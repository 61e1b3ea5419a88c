// Payments (for an embedded order or a gift card): which provider takes them, one payment's
// state (by its token), and the demo page's answers. The POSTs go through apiRequest, which sends what the
// server's cross-site check needs.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PaymentTokenSchema, type PaymentProviderInfo, type PaymentView } from '../../../shared/schemas/payments';
import { apiRequest } from '../../lib/api';

const paymentPath = (token: string) => `/api/payments/${encodeURIComponent(token)}`;
const demoPath = (token: string, action: 'pay' | 'decline') =>
  `/api/payments/demo/${encodeURIComponent(token)}/${action}`;

/** A token of the server's shape; any other is unknown without asking. */
export const isPaymentToken = (token: string): boolean => PaymentTokenSchema.safeParse(token).success;

export const paymentProviderQuery = queryOptions({
  queryKey: ['payments', 'provider'],
  queryFn: ({ signal }) => apiRequest<PaymentProviderInfo>('/api/payments/provider', { signal }),
  // It changes only when the server is configured again.
  staleTime: 5 * 60_000,
});

export const usePaymentProvider = () => useQuery(paymentProviderQuery);

export const paymentKey = (token: string) => ['payments', 'payment', token] as const;

export const fetchPayment = (token: string, signal?: AbortSignal) =>
  apiRequest<PaymentView>(paymentPath(token), { signal });

export const paymentQuery = (token: string) =>
  queryOptions({
    queryKey: paymentKey(token),
    queryFn: ({ signal }) => fetchPayment(token, signal),
    // A payment moves on away from this page (on the payment page, at the provider): every
    // page that shows one reads it afresh.
    staleTime: 0,
    enabled: isPaymentToken(token),
  });

export const usePayment = (token: string) => useQuery(paymentQuery(token));

/** The shopper gave up: the payment is cancelled unless it has already ended. */
export const cancelPayment = (token: string) => apiRequest<PaymentView>(`${paymentPath(token)}/cancel`, { body: {} });

export type DemoPaymentAction = 'pay' | 'decline' | 'cancel';

function answerDemoPayment(token: string, action: DemoPaymentAction): Promise<PaymentView> {
  if (action === 'cancel') return cancelPayment(token);
  return apiRequest<PaymentView>(demoPath(token, action), { body: {} });
}

/** The demo page's buttons; the payment's answer replaces the one kept for its token. */
export function useDemoPaymentAction(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: DemoPaymentAction) => answerDemoPayment(token, action),
    onSuccess: (view) => queryClient.setQueryData(paymentKey(token), view),
    // Refused because the payment moved on (expired, say): read where it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: paymentKey(token) }),
  });
}
