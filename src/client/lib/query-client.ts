import { QueryClient } from '@tanstack/react-query';

/** Spec section 7: no automatic retry, no refetch on window focus, data never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
