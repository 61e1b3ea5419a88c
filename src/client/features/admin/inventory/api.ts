// The inventory's reads and changes: every variant a page at a time, a change to one variant's
// stock with its reason, and its low-stock threshold. A change updates the row in place.
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { StockAdjustmentReason } from '../../../../shared/schemas/admin';
import type { InventoryItem, InventoryQuery } from '../../../../shared/schemas/inventory';
import { apiRequest, toQueryString } from '../../../lib/api';
import { ADMIN_KEY, LIST_PAGE_SIZE } from '../api';
import { fetchPage, type Page } from '../http';
import { useSessionGuard, useSignOutOn401 } from '../session';

export type StockFilter = InventoryQuery['stock'];
const INVENTORY_KEY = [...ADMIN_KEY, 'inventory'] as const;

export function useInventory(q: string, stock: StockFilter) {
  const query = useInfiniteQuery({
    queryKey: [...INVENTORY_KEY, q, stock],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      fetchPage<InventoryItem>(
        `/api/admin/inventory${toQueryString({ limit: LIST_PAGE_SIZE, q, stock, after: pageParam })}`,
        signal,
      ),
    getNextPageParam: (last) => last.next,
  });
  useSessionGuard(query.error);
  return query;
}

/** Puts the variant as the server answered it into every loaded page that shows it. */
function useReplaceRow() {
  const queryClient = useQueryClient();
  return (item: InventoryItem) =>
    queryClient.setQueriesData<InfiniteData<Page<InventoryItem>>>({ queryKey: INVENTORY_KEY }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((row) => (row.id === item.id ? item : row)),
            })),
          }
        : data,
    );
}

export function useAdjustVariant() {
  const replace = useReplaceRow();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: ({ variantId, ...body }: { variantId: number; change: number; reason: StockAdjustmentReason }) =>
      apiRequest<InventoryItem>(`/api/admin/inventory/${variantId}/adjustments`, { body }),
    onSuccess: replace,
    onError,
  });
}

export function useSetLowStock() {
  const replace = useReplaceRow();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: ({ variantId, lowStockAt }: { variantId: number; lowStockAt: number | null }) =>
      apiRequest<InventoryItem>(`/api/admin/inventory/${variantId}/low-stock`, {
        method: 'PUT',
        body: { lowStockAt },
      }),
    onSuccess: replace,
    onError,
  });
}
