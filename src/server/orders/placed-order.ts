// An order as the shopper sees it after placing it: what POST /api/orders answers, the
// payment pages show and the confirmation email is written from.
import { toDecimal } from '../../shared/money';
import type { OrderDiscount } from '../../shared/schemas/discounts';
import type { PlacedOrder } from '../../shared/schemas/orders';
import type { ShippingMethod } from '../../shared/store';
import type { findOrderWithItems } from './queries';

export function toPlacedOrder({
  order,
  giftCardCode,
  items,
}: NonNullable<Awaited<ReturnType<typeof findOrderWithItems>>>): PlacedOrder {
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
    shippingMethod: order.shippingMethod as ShippingMethod,
    shippingAddress: order.shippingAddress,
    country: countryOf(order.customer),
    giftCardLast4: lastFourOf(giftCardCode),
    discounts: placedDiscounts(order.discounts),
    createdAt: order.createdAt.toISOString(),
    items: items.map((i) => ({
      name: i.name,
      size: i.size,
      color: i.color,
      quantity: i.quantity,
      price: i.price,
      imageUrl: i.imageUrl,
    })),
  };
}

/** The discounts as the shopper reads them on the order, its page and its emails. */
export const placedDiscounts = (discounts: readonly OrderDiscount[]): NonNullable<PlacedOrder['discounts']> =>
  discounts.map(({ title, code, amountCents, shippingCents }) => ({
    title,
    code,
    amount: toDecimal(amountCents),
    shipping: toDecimal(shippingCents),
  }));

/** The country of the address the shopper gave (orders before countries were asked went to the US). */
const countryOf = (customer: unknown): string => {
  const country = (customer as { country?: unknown } | null)?.country;
  return typeof country === 'string' && country ? country : 'US';
};

/** Enough of a gift card's code for its owner to know it, not enough to spend it. */
export const lastFourOf = (code: string | null | undefined): string | null =>
  code
    ? code
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(-4)
        .toUpperCase()
    : null;
