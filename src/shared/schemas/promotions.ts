// The cart's promo box and POST /api/promotions/check share these rules and texts.
import { z } from 'zod';
import { PROMO_CODE_REQUIRED } from '../promo-codes';

// No length or character rule here: a code of any form that matches nothing gets the same
// answer as an unknown one, so the answers never tell what shape real codes have.
export const PromoCheckRequestSchema = z.object({
  code: z.string({ error: PROMO_CODE_REQUIRED }).trim().min(1, PROMO_CODE_REQUIRED),
});
export type PromoCheckRequest = z.input<typeof PromoCheckRequestSchema>;

export const PromoCheckResponseSchema = z.object({
  /** The store's spelling of the code (upper case). */
  code: z.string(),
  percentOff: z.number().int().min(1).max(100),
});
export type PromoCheckResponse = z.infer<typeof PromoCheckResponseSchema>;
