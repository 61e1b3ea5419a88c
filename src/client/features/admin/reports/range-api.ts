// The reads of the reports beside Sales (products, returns, discounts, gift cards, customers and
// searches), each over a range of UTC days, as JSON for the screen and as a CSV file for the
// download link.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, toQueryString } from '../../../lib/api';
import { ADMIN_KEY } from '../api';
import { useSessionGuard } from '../session';

export const RANGE_REPORTS = ['products', 'returns', 'discounts', 'gift-cards', 'customers', 'searches'] as const;
export type RangeReportName = (typeof RANGE_REPORTS)[number];

export interface ReportRange {
  from: string;
  to: string;
}

export function useRangeReport<T>(name: RangeReportName, range: ReportRange, enabled = true) {
  const query = useQuery({
    enabled,
    queryKey: [...ADMIN_KEY, 'reports', name, range],
    queryFn: ({ signal }) => apiRequest<T>(`/api/admin/reports/${name}${toQueryString({ ...range })}`, { signal }),
    // The figures shown stay while another range loads.
    placeholderData: keepPreviousData,
  });
  useSessionGuard(query.error);
  return query;
}

/** The same report as a CSV file, for the download link. */
export const rangeCsvUrl = (name: RangeReportName, range: ReportRange) =>
  `/api/admin/reports/${name}${toQueryString({ ...range, format: 'csv' })}`;
