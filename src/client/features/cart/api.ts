// The cart's promo box asks the server before it applies a code (POST /api/promotions/check).
import { useMutation } from '@tanstack/react-query';
import { PROMO_CODE_INVALID } from '../../../shared/promo-codes';
import type { PromoCheckRequest, PromoCheckResponse } from '../../../shared/schemas/promotions';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { fieldErrorMap } from '../../lib/form-errors';

export function checkPromoCode(code: string): Promise<PromoCheckResponse> {
  const body: PromoCheckRequest = { code: code.trim() };
  return apiRequest<PromoCheckResponse>('/api/promotions/check', { body });
}

export function useCheckPromoCode() {
  return useMutation({ mutationFn: checkPromoCode });
}

export const PROMO_CHECK_FAILED = 'Could not check the promo code. Please try again.';

/** What the box shows for a refused check: the server's words (one for every invalid code, or a 429's wait). */
export function promoCheckFailure(error: unknown): string {
  if (!(error instanceof ApiRequestError) || !error.body) return PROMO_CHECK_FAILED;
  if (error.status === 400) return fieldErrorMap(error, ['code']).code ?? PROMO_CODE_INVALID;
  return error.body.message;
}
