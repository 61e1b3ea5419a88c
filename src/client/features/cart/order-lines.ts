// The cart's lines as the server takes them, for placing the order and for pricing its preview.
import { isVariantGid } from '../../../shared/catalog/gid';
import type { CartItem } from '../../../shared/schemas/cart';
import type { OrderLine } from '../../../shared/schemas/orders';

/** Variant lines by id, custom designs by their choices; a line with neither cannot be ordered. */
export function orderLines(items: readonly CartItem[]): OrderLine[] {
  return items.flatMap((item): OrderLine[] => {
    if (item.custom) return [{ custom: { ...item.custom, size: item.size }, quantity: item.quantity }];
    if (isVariantGid(item.shopifyId)) return [{ variantId: item.shopifyId, quantity: item.quantity }];
    return [];
  });
}
