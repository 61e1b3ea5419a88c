// "Buy again": an order's lines as cart lines at today's prices, each at most what is on
// hand today; what cannot be bought now is named with the reason.
import type { BuyAgain } from '../../shared/schemas/account';
import { cartLineFor } from '../../shared/catalog/cart-line';
import { variantGid } from '../../shared/catalog/gid';
import type { Db } from '../db/database';
import { notFound } from '../http/errors';
import { selectProduct } from '../catalog/queries';
import { productFromRow } from '../catalog/reshape';
import { customerOrderLines } from '../orders/customer-orders';

export const ORDER_NOT_FOUND = 'Order not found';

export async function buyAgain(db: Db, customerId: number, orderId: number): Promise<BuyAgain> {
  const lines = await customerOrderLines(db, customerId, orderId);
  if (!lines) throw notFound(ORDER_NOT_FOUND);
  const answer: BuyAgain = { items: [], unavailable: [] };
  for (const line of lines) {
    if (line.designId) {
      answer.unavailable.push({
        name: line.name,
        reason: 'Custom designs are made to order: design it again in the design studio.',
      });
      continue;
    }
    const row = line.productId === null ? undefined : await selectProduct(db, { handle: null, id: line.productId });
    const product = row ? productFromRow(row) : undefined;
    const variant =
      line.variantId === null ? undefined : product?.variants.find((v) => v.id === variantGid(line.variantId!));
    if (!product || !variant || !product.availableForSale) {
      answer.unavailable.push({ name: line.name, reason: 'No longer sold.' });
      continue;
    }
    if (!variant.available || variant.quantity === 0) {
      answer.unavailable.push({ name: line.name, reason: `Sold out in ${variant.size}, ${variant.color}.` });
      continue;
    }
    const quantity = Math.min(line.quantity, variant.quantity ?? line.quantity);
    answer.items.push(cartLineFor(product, variant.size, variant.color, quantity));
  }
  return answer;
}
