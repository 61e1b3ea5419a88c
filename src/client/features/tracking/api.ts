import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackingResponse } from '../../../shared/schemas/tracking';
import { apiRequest } from '../../lib/api';

/** With the order's email the answer carries the whole shipping address; without it, the city and state. */
export const trackingQuery = (trackingNumber: string, email = '') =>
  queryOptions({
    queryKey: ['tracking', trackingNumber, email],
    queryFn: ({ signal }) =>
      apiRequest<TrackingResponse>(
        `/api/orders/track/${encodeURIComponent(trackingNumber)}${email ? `?email=${encodeURIComponent(email)}` : ''}`,
        { signal },
      ),
    retry: false,
  });

/** Enabled only once the shopper submits a number, so typing asks nothing of the server. */
export function useTracking(trackingNumber: string | null, email = '') {
  return useQuery({ ...trackingQuery(trackingNumber ?? '', email), enabled: Boolean(trackingNumber) });
}
