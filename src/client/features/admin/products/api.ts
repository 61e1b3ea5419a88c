import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminProductDetail,
  AdminProductRemoval,
  AdminProductSummary,
  AdminProductValues,
  MediaUploadResponse,
  StockAdjustmentInput,
} from '../../../../shared/schemas/admin';
import { apiRequest, toQueryString } from '../../../lib/api';
import { CURRENT_STAFF_KEY } from '../../staff-auth';
import { ADMIN_KEY } from '../api';
import { fetchPage, sendBytes } from '../http';
import { useSessionGuard, useSignOutOn401 } from '../session';

const productKey = (id: string) => [...ADMIN_KEY, 'product', id] as const;

export function useAdminProduct(id: string | undefined) {
  const query = useQuery({
    queryKey: productKey(id ?? 'new'),
    queryFn: ({ signal }) =>
      apiRequest<AdminProductDetail>(`/api/admin/products/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== undefined,
  });
  useSessionGuard(query.error);
  return query;
}

const FOUND_MAX = 10;

/** The products whose name or handle contains `q` (none asked for while it is blank), newest first. */
export function useProductSearch(q: string) {
  const query = useQuery({
    queryKey: [...ADMIN_KEY, 'products', 'search', q],
    queryFn: ({ signal }) =>
      fetchPage<AdminProductSummary>(`/api/admin/products${toQueryString({ q, limit: FOUND_MAX })}`, signal),
    enabled: q !== '',
  });
  useSessionGuard(query.error);
  return query;
}

/** Reads the product as stored now (after a save was refused as stale), without touching the form's copy. */
export const fetchAdminProduct = (id: string) =>
  apiRequest<AdminProductDetail>(`/api/admin/products/${encodeURIComponent(id)}`);

/**
 * Creates (POST) or replaces (PUT) a product; the shop's cached catalogue is dropped too. An
 * edit sends the version the form was read at, so a newer save refuses it (409).
 */
export function useSaveProduct(id: string | undefined, version: number | undefined) {
  const queryClient = useQueryClient();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: (body: AdminProductValues) =>
      id === undefined
        ? apiRequest<AdminProductDetail>('/api/admin/products', { body })
        : apiRequest<AdminProductDetail>(`/api/admin/products/${encodeURIComponent(id)}`, {
            method: 'PUT',
            body: { ...body, version },
          }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(productKey(String(detail.product.id)), detail);
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_STAFF_KEY[0] });
    },
    onError,
  });
}

export function useUploadImage() {
  const onError = useSignOutOn401();
  return useMutation({ mutationFn: (file: File) => sendBytes<MediaUploadResponse>('/api/admin/media', file), onError });
}

/** Adds or takes units from a variant's stock as it is now; the form keeps its unsaved edits. */
export function useAdjustStock(id: string) {
  const queryClient = useQueryClient();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: (body: StockAdjustmentInput) =>
      apiRequest<AdminProductDetail>(`/api/admin/products/${encodeURIComponent(id)}/stock-adjustments`, { body }),
    onSuccess: (detail) => queryClient.setQueryData(productKey(String(detail.product.id)), detail),
    onError,
  });
}

/** Reloads the product from the server (the edit screen then shows a fresh form). */
export function useReloadProduct(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: productKey(id) });
}

/** After a duplicate, delete or restore: every admin list and the product's own page read afresh. */
function useProductLifecycle<T>(send: (id: string) => Promise<T>) {
  const queryClient = useQueryClient();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_STAFF_KEY[0] }),
    onError,
  });
}

const productPath = (id: string, action = '') => `/api/admin/products/${encodeURIComponent(id)}${action}`;

/** A draft copy of the product (unpublished, no stock), answered as stored. */
export const useDuplicateProduct = () =>
  useProductLifecycle((id) => apiRequest<AdminProductDetail>(productPath(id, '/duplicate'), { method: 'POST' }));

/** Deletes the product, or archives it when orders name it (the answer says which). */
export const useRemoveProduct = () =>
  useProductLifecycle((id) => apiRequest<AdminProductRemoval>(productPath(id), { method: 'DELETE' }));

/** Brings an archived product back as a draft. */
export const useRestoreProduct = () =>
  useProductLifecycle((id) => apiRequest<AdminProductDetail>(productPath(id, '/restore'), { method: 'POST' }));
