// POST /api/promotions/check's work. With a cart: the cart priced as its order would be, with
// every discount that applies and the reason for a code that does not. A code alone: whether
// the code could apply at all (the promo box before a cart is sent).
import type { z } from 'zod';
import type { PromoCheckRequestSchema, PromoCheckResponse } from '../../shared/schemas/promotions';
import type { Db } from '../db/database';
import { findPaymentByToken } from '../payments/queries';
import { checkCode } from '../promotions/service';
import { priceLines } from './discounts';
import { resolveLines, variantIdsOf, wantedLines } from './lines';
import { findSaleVariants } from './queries';

type CheckRequest = z.output<typeof PromoCheckRequestSchema>;

export async function checkPromotion(
  db: Db,
  body: CheckRequest,
  accountId: number | null,
  now = new Date(),
): Promise<PromoCheckResponse> {
  const { cart, code } = body;
  if (!cart) {
    const found = await checkCode(db, code ?? '', now);
    return { ...found, preview: null };
  }
  const wanted = await wantedLines(db, cart.items);
  const lines = resolveLines(wanted, await findSaleVariants(db, variantIdsOf(wanted)));
  const country = cart.country ?? 'US';
  const { totals, priced, discounts } = await priceLines(db, {
    lines,
    codes: code ? [code] : [],
    email: cart.email ?? null,
    accountId,
    country,
    state: country === 'US' ? (cart.state ?? null) : null,
    shippingMethod: cart.shippingMethod,
    giftCardBalanceCents: 0,
    replacingOrderId: await orderReplacedBy(db, cart.replacesPayment),
    now,
  });
  const { outcome } = priced;
  const entered = priced.applied.find((d) => d.code !== null);
  const preview = {
    applied: discounts,
    refused: outcome.refused,
    lineCents: outcome.lineCents,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    shippingCents: totals.shippingCents,
    shippingDiscountCents: outcome.shippingCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
  };
  if (!entered)
    return {
      code: null,
      percentOff: null,
      title: null,
      description: null,
      preview,
    };
  const applied = discounts.find((d) => d.id === entered.id)!;
  return {
    code: entered.code,
    percentOff: entered.rule.kind === 'order-percent' ? entered.rule.percent : null,
    title: entered.title,
    description: applied.description,
    preview,
  };
}

/**
 * The unpaid order a checkout placed before its shopper came back from the payment page: placing
 * the order again cancels it first (replacesPayment), so the preview prices as if it were gone.
 * A payment no longer open has released its order already.
 */
async function orderReplacedBy(db: Db, token: string | undefined): Promise<number | null> {
  if (!token) return null;
  const earlier = await findPaymentByToken(db, token);
  return earlier?.status === 'open' ? earlier.orderId : null;
}
