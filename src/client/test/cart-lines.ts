// Cart lines for the cart feature's tests.
import { cartLineId, type CartItem } from '../../shared/schemas/cart';

export function line(overrides: Partial<CartItem> = {}): CartItem {
  const productId = overrides.productId ?? 'gid://local/Product/1';
  const size = overrides.size ?? 'M';
  const color = overrides.color ?? 'Black';
  return {
    id: cartLineId(productId, size, color),
    productId,
    name: 'Classic Tee',
    price: '20.00',
    imageUrl: '/tee.svg',
    size,
    color,
    quantity: 1,
    shopifyId: 'gid://local/ProductVariant/11',
    handle: 'classic-tee',
    ...overrides,
  };
}
