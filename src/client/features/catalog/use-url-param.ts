import { useCallback } from 'react';
import { useSearchParams } from 'wouter';

/** One query-string parameter as state: links can be shared and Back works. */
export function useUrlParam(
  name: string,
): [string | null, (value: string | null, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string | null, options: { replace?: boolean } = {}) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: options.replace ?? false },
      ),
    [name, setParams],
  );
  return [params.get(name), set];
}
