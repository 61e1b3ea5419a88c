import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  LIST_DEFAULTS,
  listSearch,
  nextListState,
  parseListState,
  type ListChange,
  type ListDefaults,
  type ListState,
} from '../list-state';

export interface ListUrl {
  state: ListState;
  /** A new filter, sort or page: a new history entry, so Back undoes it (unless `replace`). */
  change: (change: ListChange, options?: { replace?: boolean }) => void;
  /** The address of another page of this list (pagination links). */
  pageHref: (page: number) => string;
  /** This list with its filters back at the defaults (its sort and the page's own parameters kept). */
  clearHref: string;
  /** Sets the page's own parameters (a tab, a category), back on page 1. */
  setParams: (patch: Record<string, string | null>, options?: { replace?: boolean }) => void;
}

/** A list's filters, sort and page, read from and written to the URL (list-state.ts). */
export function useListState(defaults: ListDefaults = LIST_DEFAULTS): ListUrl {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => parseListState(search, defaults), [search, defaults]);
  const change = useCallback(
    (next: ListChange, options: { replace?: boolean } = {}) =>
      navigate(`${path}${listSearch(search, nextListState(state, next), defaults)}`, {
        replace: options.replace ?? false,
      }),
    [navigate, path, search, state, defaults],
  );
  const pageHref = useCallback(
    (page: number) => `${path}${listSearch(search, { ...state, page }, defaults)}`,
    [path, search, state, defaults],
  );
  const clearHref = `${path}${listSearch(search, { filters: defaults.filters, sort: state.sort, page: 1 }, defaults)}`;
  const setParams = useCallback(
    (patch: Record<string, string | null>, options: { replace?: boolean } = {}) => {
      const params = new URLSearchParams(search);
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === '') params.delete(key);
        else params.set(key, value);
      }
      navigate(`${path}${listSearch(params, { ...parseListState(params, defaults), page: 1 }, defaults)}`, {
        replace: options.replace ?? false,
      });
    },
    [navigate, path, search, defaults],
  );
  return { state, change, pageHref, clearHref, setParams };
}
