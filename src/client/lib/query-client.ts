import { QueryClient } from '@tanstack/react-query';

/** No automatic retry (a failure shows at once), no refetch on window focus, data never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
