// The discounts' reads and changes. The server answers every discount at once (newest first), so
// the list's search filters on this side, and the list is shaped as a one-page admin list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDiscount, DiscountInput, DiscountUpdate } from '../../../../shared/schemas/discounts';
import { apiRequest } from '../../../lib/api';
import { ADMIN_KEY } from '../api';
import { useSessionGuard, useSignOutOn401 } from '../session';

const LIST_KEY = [...ADMIN_KEY, 'discounts'] as const;
const discountKey = (id: string) => [...ADMIN_KEY, 'discount', id] as const;
const BASE = '/api/admin/discounts';

/** Whether the discount's title, code or rule in words contains the search. */
const matches = (discount: AdminDiscount, q: string) =>
  [discount.title, discount.code ?? 'automatic', discount.description].some((text) =>
    text.toLowerCase().includes(q.toLowerCase()),
  );

/** Every discount matching `q`, as ListScreen reads a list. */
export function useDiscountList(q: string) {
  const query = useQuery({
    queryKey: LIST_KEY,
    queryFn: ({ signal }) => apiRequest<AdminDiscount[]>(BASE, { signal }),
  });
  useSessionGuard(query.error);
  const items = query.data?.filter((discount) => matches(discount, q));
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

export function useDiscount(id: string | undefined) {
  const query = useQuery({
    queryKey: discountKey(id ?? 'new'),
    queryFn: ({ signal }) => apiRequest<AdminDiscount>(`${BASE}/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== undefined,
  });
  useSessionGuard(query.error);
  return query;
}

/** Puts a discount the server answered in the caches of its page and of the list. */
function useKeepDiscount() {
  const queryClient = useQueryClient();
  return (discount: AdminDiscount) => {
    queryClient.setQueryData(discountKey(String(discount.id)), discount);
    queryClient.setQueryData<AdminDiscount[]>(LIST_KEY, (list) =>
      list?.map((each) => (each.id === discount.id ? discount : each)),
    );
  };
}

/** Creates a discount (POST), or changes the fields sent of one (PATCH). */
export function useSaveDiscount(id: number | undefined) {
  const queryClient = useQueryClient();
  const keep = useKeepDiscount();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: (body: DiscountInput | DiscountUpdate) =>
      id === undefined
        ? apiRequest<AdminDiscount>(BASE, { body })
        : apiRequest<AdminDiscount>(`${BASE}/${id}`, { method: 'PATCH', body }),
    onSuccess: async (discount) => {
      keep(discount);
      // A new discount joins the list.
      if (id === undefined) await queryClient.invalidateQueries({ queryKey: LIST_KEY });
    },
    onError,
  });
}

export type DiscountAction = 'pause' | 'resume' | 'end';

export function useDiscountAction() {
  const keep = useKeepDiscount();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: DiscountAction }) =>
      apiRequest<AdminDiscount>(`${BASE}/${id}/${action}`, { method: 'POST' }),
    onSuccess: keep,
    onError,
  });
}
