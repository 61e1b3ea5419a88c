import type { ComponentType } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A lazily loaded component that asks for data: its query scope (and TanStack Query) loads
 * with it. For lazy() and deferredHydration(); query-scope.tsx says why.
 */
export function withQueries<P extends object>(load: Loader<P>): Loader<P> {
  return () =>
    Promise.all([load(), import('./query-scope')]).then(([module, { scoped }]) => ({
      default: scoped(module.default),
    }));
}
