// Placing the order and checking a gift card's balance at checkout.
import { isVariantGid } from '../../../shared/catalog/gid';
import type { CartItem } from '../../../shared/schemas/cart';
import type { OrderLine, PlaceOrder } from '../../../shared/schemas/orders';
import type { PlaceOrderResponseSchema } from '../../../shared/schemas/orders';
import type { GiftCardBalance } from '../../../shared/schemas/gift-cards';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api';

export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponseSchema>;

/** The cart's lines as the server takes them: variant lines by id, custom designs by their choices. */
export function orderLines(items: readonly CartItem[]): OrderLine[] {
  return items.flatMap((item): OrderLine[] => {
    if (item.custom) return [{ custom: { ...item.custom, size: item.size }, quantity: item.quantity }];
    if (isVariantGid(item.shopifyId)) return [{ variantId: item.shopifyId, quantity: item.quantity }];
    return [];
  });
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
