// An order as the shopper sees it after placing it: what POST /api/orders answers, the
// payment pages show and the confirmation email is written from.
import type { PlacedOrder } from '../../shared/schemas/orders';
import type { findOrderWithItems } from './queries';

export function toPlacedOrder({ order, items }: NonNullable<Awaited<ReturnType<typeof findOrderWithItems>>>): PlacedOrder {
  return {
    id: order.id,
    trackingNumber: order.trackingNumber,
    status: order.status,
    email: order.email,
    subtotal: order.subtotal,
    discount: order.discount,
    shipping: order.shipping,
    tax: order.tax,
    giftCardAmount: order.giftCardAmount,
    total: order.total,
    createdAt: order.createdAt.toISOString(),
    items: items.map((i) => ({ name: i.name, size: i.size, color: i.color, quantity: i.quantity, price: i.price, imageUrl: i.imageUrl })),
  };
}
