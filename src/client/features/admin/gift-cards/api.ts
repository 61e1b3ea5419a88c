import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGiftCardResponse, GiftCardRequest } from '../../../../shared/schemas/gift-cards';
import { apiRequest } from '../../../lib/api';
import { ADMIN_KEY } from '../api';
import { useSignOutOn401 } from '../session';

/** Issues a card with no payment, recorded as the signed-in staff member's. */
export function useIssueGiftCard() {
  const queryClient = useQueryClient();
  const onError = useSignOutOn401();
  return useMutation({
    mutationFn: (body: GiftCardRequest) => apiRequest<CreateGiftCardResponse>('/api/admin/gift-cards', { body }),
    // Its email has joined the outbox.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ADMIN_KEY, 'outbox'] }),
    onError,
  });
}
