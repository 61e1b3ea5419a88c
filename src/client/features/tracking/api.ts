import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackingResponse } from '../../../shared/schemas/tracking';
import { apiRequest } from '../../lib/api';

export const trackingQuery = (trackingNumber: string) =>
  queryOptions({
    queryKey: ['tracking', trackingNumber],
    queryFn: ({ signal }) => apiRequest<TrackingResponse>(`/api/orders/track/${encodeURIComponent(trackingNumber)}`, { signal }),
    retry: false,
  });

/** Enabled only once the shopper submits a number, so typing asks nothing of the server. */
export function useTracking(trackingNumber: string | null) {
  return useQuery({ ...trackingQuery(trackingNumber ?? ''), enabled: Boolean(trackingNumber) });
}
