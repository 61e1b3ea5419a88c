// The reads of the reports beside Sales: discounts, gift cards, customers and searches, each over
// a range of days, as JSON for the screen and as a CSV file for the download link.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, toQueryString } from '../../../lib/api';
import { ADMIN_KEY } from '../api';
import { useSessionGuard } from '../session';

export const MONEY_REPORTS = ['discounts', 'gift-cards', 'customers', 'searches'] as const;
export type MoneyReportName = (typeof MONEY_REPORTS)[number];

export interface RangeAsk {
  from: string;
  to: string;
}

export function useRangeReport<T>(name: MoneyReportName, ask: RangeAsk, enabled = true) {
  const query = useQuery({
    enabled,
    queryKey: [...ADMIN_KEY, 'reports', name, ask],
    queryFn: ({ signal }) => apiRequest<T>(`/api/admin/reports/${name}${toQueryString({ ...ask })}`, { signal }),
    // The figures shown stay while another range loads.
    placeholderData: keepPreviousData,
  });
  useSessionGuard(query.error);
  return query;
}

/** The same report as a CSV file, for the download link. */
export const rangeCsvUrl = (name: MoneyReportName, ask: RangeAsk) =>
  `/api/admin/reports/${name}${toQueryString({ ...ask, format: 'csv' })}`;
