// The store settings: read with who saved them last, and saved whole.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreSettings, StoreSettingsView } from '../../../../shared/schemas/store-settings';
import { apiRequest } from '../../../lib/api';
import { ADMIN_KEY } from '../api';
import { useSessionGuard, useSignOutOn401 } from '../session';

const SETTINGS_KEY = [...ADMIN_KEY, 'settings'] as const;

export function useStoreSettings() {
  const query = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => apiRequest<StoreSettingsView>('/api/admin/settings', { signal }),
  });
  useSessionGuard(query.error);
  return query;
}

/** Saves every setting; the answer (the settings, who saved them and when) replaces the cached one. */
export function useSaveStoreSettings() {
  const queryClient = useQueryClient();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: (body: StoreSettings) => apiRequest<StoreSettingsView>('/api/admin/settings', { method: 'PUT', body }),
    onSuccess: (view) => queryClient.setQueryData(SETTINGS_KEY, view),
    onError,
  });
}
