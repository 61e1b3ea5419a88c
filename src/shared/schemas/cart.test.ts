import { describe, expect, it } from 'vitest';
import { cartIssue, cartLineIssue, MAX_CART_LINES, parseCart, parseCartItem, type CartItem } from './cart';

const line: CartItem = {
  id: '12-M-Black',
  productId: '12',
  name: 'Wrap Dress',
  price: '49.99',
  imageUrl: '/media/3',
  size: 'M',
  color: 'Black',
  quantity: 2,
  shopifyId: 'gid://local/ProductVariant/40',
  handle: 'wrap-dress',
};

describe('cart lines', () => {
  it('reads a line, a custom line and a line without a variant', () => {
    expect(parseCartItem(line)).toEqual(line);
    const custom = {
      ...line,
      shopifyId: null,
      custom: { productHandle: 'custom-tee', designId: 'sunset', colorId: 'white' },
    };
    expect(parseCartItem(custom)).toEqual(custom);
  });

  it('keeps only the known fields', () => {
    expect(parseCartItem({ ...line, unitPrice: '0.01', isAdmin: true })).toEqual(line);
    expect(
      parseCartItem({
        ...line,
        custom: { productHandle: 'custom-tee', designId: 'sunset', colorId: 'white', price: 0 },
      })?.custom,
    ).toEqual({
      productHandle: 'custom-tee',
      designId: 'sunset',
      colorId: 'white',
    });
  });

  it.each([
    [{ quantity: 0 }, 'quantity'],
    [{ quantity: 1.5 }, 'quantity'],
    [{ quantity: 100 }, 'quantity'],
    [{ quantity: '2' }, 'quantity'],
    [{ price: '-1' }, 'price'],
    [{ price: '1.999' }, 'price'],
    [{ id: '' }, 'id'],
    [{ name: 'x'.repeat(301) }, 'name'],
    [{ shopifyId: undefined }, 'shopifyId'],
    [{ handle: null }, 'handle'],
    [{ custom: { productHandle: 'custom-tee' } }, 'custom'],
  ])('names what is wrong: %o', (change, field) => {
    expect(cartLineIssue({ ...line, ...change })?.path).toEqual([field]);
    expect(parseCartItem({ ...line, ...change })).toBeNull();
  });

  it('reads a cart only when every line is one, with the line in the path', () => {
    expect(parseCart([line, { ...line, id: '12-L-Black', size: 'L' }])).toHaveLength(2);
    expect(cartIssue([line, { ...line, quantity: -1 }])).toEqual({
      path: [1, 'quantity'],
      message: 'Quantity must be a whole number from 1 to 99',
    });
    expect(parseCart([line, null])).toBeNull();
    expect(parseCart({ 0: line })).toBeNull();
    expect(parseCart(Array.from({ length: MAX_CART_LINES + 1 }, () => line))).toBeNull();
  });
});
