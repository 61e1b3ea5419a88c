// The shopper's passkeys: the list, adding one with the browser's prompt, removing one.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Passkey } from '../../../shared/schemas/account';
import { accountRequest } from './api';
import { defaultPasskeyName, passkeyRegistration } from './webauthn';

const PASSKEYS_KEY = ['customer', 'passkeys'] as const;

export const passkeysQuery = () =>
  queryOptions({
    queryKey: PASSKEYS_KEY,
    queryFn: ({ client, signal }) => accountRequest<Passkey[]>(client, '/api/account/passkeys', { signal }),
  });

export const usePasskeys = () => useQuery(passkeysQuery());

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const options = await accountRequest<unknown>(queryClient, '/api/account/passkeys/options', { method: 'POST' });
      const response = await passkeyRegistration(options);
      return accountRequest<Passkey>(queryClient, '/api/account/passkeys', {
        body: { response, name: defaultPasskeyName() },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => accountRequest<void>(queryClient, `/api/account/passkeys/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}
