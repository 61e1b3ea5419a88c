// Gift card calls: POST /api/gift-cards (both creation screens) and the balance lookup.
import { useMutation } from '@tanstack/react-query';
import type { CreateGiftCardResponse, GiftCardBalance, GiftCardRequest } from '../../../shared/schemas/gift-cards';
import { ApiRequestError, apiRequest } from '../../lib/api';

export function createGiftCard(body: GiftCardRequest): Promise<CreateGiftCardResponse> {
  return apiRequest<CreateGiftCardResponse>('/api/gift-cards', { method: 'POST', body });
}

export function fetchGiftCardBalance(code: string): Promise<GiftCardBalance> {
  return apiRequest<GiftCardBalance>(`/api/gift-cards/${encodeURIComponent(code.trim())}/balance`);
}

export function useCreateGiftCard() {
  return useMutation({ mutationFn: createGiftCard });
}

export function useGiftCardBalance() {
  return useMutation({ mutationFn: fetchGiftCardBalance });
}

export const CREATE_FAILED = 'Failed to create gift card';

/**
 * The payment page a gift card's purchase goes on to: the card is issued only once it is paid.
 * An answer without one started nothing, and fails like any other.
 */
export function startGiftCardPayment(response: CreateGiftCardResponse): string {
  if (!response.paymentUrl) throw new Error(CREATE_FAILED);
  return response.paymentUrl;
}

/** The server's message (a 400's first problem, a 429's wait) or the generic failure. */
export function createFailureMessage(error: unknown): string {
  return error instanceof ApiRequestError && error.body?.message ? error.body.message : CREATE_FAILED;
}
