// Checking a promo code for the cart. Unknown, inactive, not yet started, expired, used-up
// and oddly formed codes all get one identical answer, so the check cannot tell anyone
// which codes exist; the order placement checks the code again and claims a use.
import { normalisePromoCode } from '../../shared/pricing';
import { PROMO_CODE_INVALID, PROMO_CODE_MAX } from '../../shared/promo-codes';
import type { PromoCheckResponse } from '../../shared/schemas/promotions';
import type { Tx } from '../db/database';
import { badRequest } from '../http/errors';
import { findActivePromotion, type PromotionRow } from './queries';

const usedUp = (promotion: PromotionRow) =>
  promotion.usageLimit !== null && promotion.usedCount >= promotion.usageLimit;

export async function checkPromotion(tx: Tx, rawCode: string, now = new Date()): Promise<PromoCheckResponse> {
  const code = normalisePromoCode(rawCode);
  const promotion = code.length <= PROMO_CODE_MAX ? await findActivePromotion(tx, code, now) : undefined;
  if (!promotion || usedUp(promotion)) throw badRequest('code', PROMO_CODE_INVALID);
  return { code: promotion.code, percentOff: promotion.percentOff };
}
