// The products and returns reports' reads, each over a range of UTC days, and their CSV downloads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductsReport, ReturnsReport } from '../../../../shared/schemas/product-reports';
import { apiRequest, toQueryString } from '../../../lib/api';
import { ADMIN_KEY } from '../api';
import { useSessionGuard } from '../session';

export interface ReportRange {
  from: string;
  to: string;
}

function useRangeReport<T>(report: 'products' | 'returns', range: ReportRange, enabled: boolean) {
  const query = useQuery({
    enabled,
    queryKey: [...ADMIN_KEY, 'reports', report, range],
    queryFn: ({ signal }) => apiRequest<T>(`/api/admin/reports/${report}${toQueryString({ ...range })}`, { signal }),
    // The figures shown stay while another range loads.
    placeholderData: keepPreviousData,
  });
  useSessionGuard(query.error);
  return query;
}

export const useProductsReport = (range: ReportRange, enabled = true) =>
  useRangeReport<ProductsReport>('products', range, enabled);

export const useReturnsReport = (range: ReportRange, enabled = true) =>
  useRangeReport<ReturnsReport>('returns', range, enabled);

/** A report as a CSV file, for the download link. */
export const reportCsvUrl = (report: 'products' | 'returns', range: ReportRange) =>
  `/api/admin/reports/${report}${toQueryString({ ...range, format: 'csv' })}`;
