// The sales report's reads: the dashboard's overview, and a range by day, week or month.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SalesInterval, SalesOverview, SalesReport } from '../../../../shared/schemas/reports';
import { apiRequest, toQueryString } from '../../../lib/api';
import { ADMIN_KEY } from '../api';
import { useSessionGuard } from '../session';

export interface SalesReportAsk {
  from: string;
  to: string;
  interval: SalesInterval;
}

/** How today is going; not asked for by a role without sales figures. */
export function useSalesOverview(enabled: boolean) {
  const query = useQuery({
    enabled,
    queryKey: [...ADMIN_KEY, 'reports', 'overview'],
    queryFn: ({ signal }) => apiRequest<SalesOverview>('/api/admin/reports/overview', { signal }),
  });
  useSessionGuard(query.error);
  return query;
}

export function useSalesReport(ask: SalesReportAsk, enabled = true) {
  const query = useQuery({
    enabled,
    queryKey: [...ADMIN_KEY, 'reports', 'sales', ask],
    queryFn: ({ signal }) =>
      apiRequest<SalesReport>(`/api/admin/reports/sales${toQueryString({ ...ask })}`, { signal }),
    // The figures shown stay while another range loads.
    placeholderData: keepPreviousData,
  });
  useSessionGuard(query.error);
  return query;
}

/** The same report as a CSV file, for the download link. */
export const salesCsvUrl = (ask: SalesReportAsk) =>
  `/api/admin/reports/sales${toQueryString({ ...ask, format: 'csv' })}`;
