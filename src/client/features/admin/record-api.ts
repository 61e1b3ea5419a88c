// The reads and changes of records the admin API answers whole, newest first (discounts, sales):
// the list (searched on this side), one record, a save (POST a new one, PATCH the fields sent of
// one) and actions (POST /:id/<action>). What the server answers is put in the caches of the
// record's page and of the list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { ADMIN_KEY } from './api';
import { asOnePage } from './one-page-list';
import { useSessionGuard, useSignOutOn401 } from './session';

export function recordApi<T extends { id: number }, Body>({
  base,
  list,
  one,
}: {
  base: string;
  list: string;
  one: string;
}) {
  const listKey = [...ADMIN_KEY, list] as const;
  const keyOf = (id: string) => [...ADMIN_KEY, one, id] as const;

  /** Every record `matches` takes for the search, as ListScreen reads a list. */
  function useList(q: string, matches: (record: T, q: string) => boolean) {
    const query = useQuery({ queryKey: listKey, queryFn: ({ signal }) => apiRequest<T[]>(base, { signal }) });
    useSessionGuard(query.error);
    return asOnePage(query, (record) => matches(record, q));
  }

  function useOne(id: string | undefined) {
    const query = useQuery({
      queryKey: keyOf(id ?? 'new'),
      queryFn: ({ signal }) => apiRequest<T>(`${base}/${encodeURIComponent(id ?? '')}`, { signal }),
      enabled: id !== undefined,
    });
    useSessionGuard(query.error);
    return query;
  }

  function useKeep() {
    const queryClient = useQueryClient();
    return (record: T) => {
      queryClient.setQueryData(keyOf(String(record.id)), record);
      queryClient.setQueryData<T[]>(listKey, (all) => all?.map((each) => (each.id === record.id ? record : each)));
    };
  }

  /** Creates one (POST), or changes the fields sent of one (PATCH). */
  function useSave(id: number | undefined) {
    const queryClient = useQueryClient();
    const keep = useKeep();
    const onError = useSignOutOn401();
    return useMutation({
      mutationFn: (body: Body) =>
        id === undefined ? apiRequest<T>(base, { body }) : apiRequest<T>(`${base}/${id}`, { method: 'PATCH', body }),
      onSuccess: async (record) => {
        keep(record);
        // A new one joins the list.
        if (id === undefined) await queryClient.invalidateQueries({ queryKey: listKey });
      },
      onError,
    });
  }

  function useAction<Action extends string>() {
    const keep = useKeep();
    const onError = useSignOutOn401();
    return useMutation({
      mutationFn: ({ id, action }: { id: number; action: Action }) =>
        apiRequest<T>(`${base}/${id}/${action}`, { method: 'POST' }),
      onSuccess: keep,
      onError,
    });
  }

  return { useList, useOne, useSave, useAction };
}
