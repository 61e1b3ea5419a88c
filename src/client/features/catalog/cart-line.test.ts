import { describe, expect, it } from 'vitest';
import { buildCartLine, isAvailable, isColorAvailable, resolveColor, resolveSize, type CartProduct } from './cart-line';

const variant = (size: string, color: string, available = true, priceCents = 2999) => ({
  id: `gid://local/ProductVariant/${size}-${color}`,
  size,
  color,
  price: priceCents / 100,
  priceCents,
  available,
});

const product = (overrides: Partial<CartProduct> = {}): CartProduct => ({
  id: 'gid://local/Product/7',
  name: 'Linen Shirt',
  handle: 'linen-shirt',
  priceCents: 2999,
  imageUrl: '/media/linen.svg',
  sizes: ['S', 'M'],
  colors: ['Blue', 'White'],
  variants: [variant('S', 'Blue'), variant('S', 'White'), variant('M', 'Blue', false), variant('M', 'White', true, 3199)],
  inStock: true,
  shopifyId: 'gid://local/ProductVariant/S-Blue',
  ...overrides,
});

describe('buildCartLine', () => {
  it('requires a size when there is more than one', () => {
    expect(buildCartLine(product())).toEqual({ ok: false, problem: 'size-required' });
  });

  it('builds the line for the chosen size and colour with its variant id and price', () => {
    const result = buildCartLine(product(), { size: 'M', color: 'White' });
    expect(result).toEqual({
      ok: true,
      line: {
        id: 'gid://local/Product/7-M-White',
        productId: 'gid://local/Product/7',
        name: 'Linen Shirt',
        price: '31.99',
        imageUrl: '/media/linen.svg',
        size: 'M',
        color: 'White',
        quantity: 1,
        shopifyId: 'gid://local/ProductVariant/M-White',
        handle: 'linen-shirt',
      },
    });
  });

  it('uses the only size and the first colour when none is chosen', () => {
    const one = product({ sizes: ['One Size'], colors: ['Gold', 'Silver'], variants: [variant('One Size', 'Gold'), variant('One Size', 'Silver')] });
    const result = buildCartLine(one);
    expect(result.ok && result.line).toMatchObject({ size: 'One Size', color: 'Gold', shopifyId: 'gid://local/ProductVariant/One Size-Gold', price: '29.99' });
  });

  it('falls back to One Size and Default for a product without options', () => {
    const plain = product({ sizes: [], colors: [], variants: [], shopifyId: null });
    const result = buildCartLine(plain);
    expect(result.ok && result.line).toMatchObject({ id: 'gid://local/Product/7-One Size-Default', size: 'One Size', color: 'Default', shopifyId: null });
  });

  it('skips a sold-out first colour when the colour was not chosen', () => {
    expect(resolveColor(product(), 'M')).toBe('White');
    expect(resolveColor(product(), 'S')).toBe('Blue');
  });

  it('refuses a sold-out product', () => {
    expect(buildCartLine(product({ inStock: false }), { size: 'S' })).toEqual({ ok: false, problem: 'sold-out' });
  });

  it('refuses a sold-out size and colour combination', () => {
    expect(buildCartLine(product(), { size: 'M', color: 'Blue' })).toEqual({ ok: false, problem: 'unavailable', size: 'M', color: 'Blue' });
  });

  it('refuses a combination that does not exist', () => {
    expect(buildCartLine(product(), { size: 'XL', color: 'Blue' })).toMatchObject({ ok: false, problem: 'unavailable' });
  });
});

describe('size and availability helpers', () => {
  it('resolves the size', () => {
    expect(resolveSize(product())).toBeNull();
    expect(resolveSize(product(), 'S')).toBe('S');
    expect(resolveSize(product({ sizes: ['M'] }))).toBe('M');
    expect(resolveSize(product({ sizes: [] }))).toBe('One Size');
  });

  it('tells whether a size or combination is on sale', () => {
    expect(isAvailable(product(), 'M')).toBe(true);
    expect(isAvailable(product(), 'M', 'Blue')).toBe(false);
    expect(isAvailable(product(), 'XL')).toBe(false);
    expect(isAvailable(product({ inStock: false }), 'S')).toBe(false);
  });

  it('tells whether a colour is on sale in the chosen size, or in any size', () => {
    expect(isColorAvailable(product(), 'Blue', 'M')).toBe(false);
    expect(isColorAvailable(product(), 'Blue', null)).toBe(true);
    const blueSoldOut = product({ variants: [variant('S', 'Blue', false), variant('S', 'White')] });
    expect(isColorAvailable(blueSoldOut, 'Blue', null)).toBe(false);
    expect(isColorAvailable(product({ inStock: false }), 'White', null)).toBe(false);
  });
});
