// A list the server answers whole (discounts, sales) as ListScreen reads a paged one: the entries
// matching the search, filtered on this side, on one page.
import type { UseQueryResult } from '@tanstack/react-query';

/** Whether any of the texts contains the search, whatever its letter case. */
export const mentions = (texts: readonly string[], q: string) =>
  texts.some((text) => text.toLowerCase().includes(q.toLowerCase()));

export function asOnePage<T>(query: UseQueryResult<T[]>, matches: (entry: T) => boolean) {
  const items = query.data?.filter(matches);
  return {
    data: items && { pages: [{ items, total: items.length, next: undefined }] },
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: () => undefined,
  };
}
