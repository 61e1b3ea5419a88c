// Placing the order and checking a gift card's balance at checkout.
import { isVariantGid } from '../../../shared/catalog/gid';
import type { CartItem } from '../../../shared/schemas/cart';
import type { PlaceOrder } from '../../../shared/schemas/orders';
import type { PlaceOrderResponseSchema } from '../../../shared/schemas/orders';
import type { GiftCardBalance } from '../../../shared/schemas/gift-cards';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api';

export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponseSchema>;

/**
 * The server's refusals of single lines ("items.2.quantity": too many units of one item, or
 * more than its stock), by the cart line they belong to: `items` in the order orderLines sent them.
 */
export function lineErrorsOf(
  items: readonly CartItem[],
  errors: readonly { field: string; message: string }[],
): Record<string, string> {
  const sent = items.filter((item) => item.custom || isVariantGid(item.shopifyId));
  const byLine: Record<string, string> = {};
  for (const { field, message } of errors) {
    const index = /^items\.(\d+)(\.|$)/.exec(field)?.[1];
    const item = index === undefined ? undefined : sent[Number(index)];
    if (item && !byLine[item.id]) byLine[item.id] = message;
  }
  return byLine;
}

export function placeOrder(body: PlaceOrder, idempotencyKey: string): Promise<PlaceOrderResponse> {
  return apiRequest<PlaceOrderResponse>('/api/orders', { body, headers: { 'idempotency-key': idempotencyKey } });
}

export function fetchGiftCardBalance(code: string): Promise<GiftCardBalance> {
  return apiRequest<GiftCardBalance>(`/api/gift-cards/${encodeURIComponent(code.trim())}/balance`);
}

/** A fresh key per checkout attempt: a retry of the same attempt reuses it. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
