// The activity log's reads: a filtered list a page at a time, and the matching CSV's address.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditGroup, AuditKind } from '../../../../shared/audit';
import type { AuditEntry } from '../../../../shared/schemas/audit';
import { toQueryString } from '../../../lib/api';
import { ADMIN_KEY, LIST_PAGE_SIZE } from '../api';
import { fetchPage } from '../http';
import { useSessionGuard } from '../session';

export interface ActivityFilters {
  /** A staff account's id, as the select holds it; '' for anyone. */
  staffId: string;
  kind: AuditKind | AuditGroup | '';
  from: string;
  to: string;
}

export const ANY_ACTIVITY: ActivityFilters = { staffId: '', kind: '', from: '', to: '' };

export function useActivity(filters: ActivityFilters) {
  const query = useInfiniteQuery({
    queryKey: [...ADMIN_KEY, 'audit', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      fetchPage<AuditEntry>(
        `/api/admin/audit${toQueryString({ ...filters, limit: LIST_PAGE_SIZE, after: pageParam })}`,
        signal,
      ),
    getNextPageParam: (last) => last.next,
  });
  useSessionGuard(query.error);
  return query;
}

/** The download of every row the filters match. */
export const activityCsvUrl = (filters: ActivityFilters) => `/api/admin/audit.csv${toQueryString({ ...filters })}`;
