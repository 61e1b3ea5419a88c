import { describe, expect, it } from 'vitest';
import { buildCartLine, isColorAvailable, isSizeAvailable, resolveColor, resolveSize } from './cart-line';
import { testProduct as product, testVariant } from './test-product';

const variant = (size: string, color: string, available = true, priceCents = 2999, image: string | null = null) =>
  testVariant(size, color, { available, priceCents, image });

describe('buildCartLine', () => {
  it('requires a size when there is more than one', () => {
    expect(buildCartLine(product())).toEqual({ ok: false, problem: 'size-required' });
  });

  it('builds the line for the chosen size, colour and quantity with its variant id and price', () => {
    expect(buildCartLine(product(), { size: 'M', color: 'White' }, 3)).toEqual({
      ok: true,
      line: {
        id: 'gid://local/Product/7-M-White',
        productId: 'gid://local/Product/7',
        name: 'Linen Shirt',
        price: '31.99',
        imageUrl: '/media/linen.svg',
        size: 'M',
        color: 'White',
        quantity: 3,
        shopifyId: 'gid://local/ProductVariant/M-White',
        handle: 'linen-shirt',
      },
    });
  });

  it('uses the only size and the only colour when none is chosen', () => {
    const one = product({ sizes: ['One Size'], colors: ['Gold'], variants: [variant('One Size', 'Gold')] });
    const result = buildCartLine(one);
    expect(result.ok && result.line).toMatchObject({
      size: 'One Size',
      color: 'Gold',
      shopifyId: 'gid://local/ProductVariant/One Size-Gold',
      price: '29.99',
      quantity: 1,
    });
  });

  it('requires a colour when there is more than one, even with the size chosen or the only one', () => {
    expect(buildCartLine(product(), { size: 'S' })).toEqual({ ok: false, problem: 'color-required' });
    const one = product({
      sizes: ['One Size'],
      colors: ['Gold', 'Silver'],
      variants: [variant('One Size', 'Gold'), variant('One Size', 'Silver')],
    });
    expect(buildCartLine(one)).toEqual({ ok: false, problem: 'color-required' });
    expect(buildCartLine(one, { color: 'Silver' })).toMatchObject({
      ok: true,
      line: { color: 'Silver', size: 'One Size' },
    });
  });

  it('falls back to One Size and Default, with no variant id, for a product without variants', () => {
    const plain = product({ sizes: [], colors: [], variants: [] });
    const result = buildCartLine(plain);
    expect(result.ok && result.line).toMatchObject({
      id: 'gid://local/Product/7-One Size-Default',
      size: 'One Size',
      color: 'Default',
      shopifyId: null,
      price: '29.99',
    });
  });

  it("shows an uploaded photo in the cart by its 640 px copy, never the camera's whole file", () => {
    const photographed = product({
      imageUrl: '/media/41',
      images: [
        { url: '/media/41', altText: 'Front', width: 4000, height: 5000, raster: true },
        { url: '/media/7', altText: null, width: 800, height: 1000, raster: false },
      ],
    });
    expect(buildCartLine(photographed, { size: 'M', color: 'White' })).toMatchObject({
      line: { imageUrl: '/media/41/640.jpg' },
    });
    const drawn = product({
      imageUrl: '/media/7',
      images: [{ url: '/media/7', altText: null, width: 800, height: 1000, raster: false }],
    });
    expect(buildCartLine(drawn, { size: 'M', color: 'White' })).toMatchObject({ line: { imageUrl: '/media/7' } });
  });

  it("carries the chosen variant's id, never another variant's", () => {
    const result = buildCartLine(product(), { size: 'S', color: 'White' });
    expect(result.ok && result.line.shopifyId).toBe('gid://local/ProductVariant/S-White');
  });

  it("shows the chosen variant's picture, else its colour's, else the product's", () => {
    const pictured = product({
      variants: [
        variant('S', 'Blue', true, 2999, '/media/s-blue.svg'),
        variant('M', 'Blue', true, 2999, null),
        variant('S', 'White'),
        variant('M', 'White'),
      ],
    });
    expect(buildCartLine(pictured, { size: 'S', color: 'Blue' })).toMatchObject({
      line: { imageUrl: '/media/s-blue.svg' },
    });
    expect(buildCartLine(pictured, { size: 'M', color: 'Blue' })).toMatchObject({
      line: { imageUrl: '/media/s-blue.svg' },
    });
    expect(buildCartLine(pictured, { size: 'M', color: 'White' })).toMatchObject({
      line: { imageUrl: '/media/linen.svg' },
    });
  });

  it('resolves the colour only when it is chosen or the only one', () => {
    expect(resolveColor(product())).toBeNull();
    expect(resolveColor(product(), 'White')).toBe('White');
    expect(resolveColor(product({ colors: ['Blue'] }))).toBe('Blue');
    expect(resolveColor(product({ colors: [] }))).toBe('Default');
  });

  it('refuses a product not for sale, whatever its variants say', () => {
    expect(buildCartLine(product({ availableForSale: false }), { size: 'S', color: 'Blue' })).toEqual({
      ok: false,
      problem: 'sold-out',
    });
  });

  it('refuses a size and colour the variant says is sold out', () => {
    expect(buildCartLine(product(), { size: 'M', color: 'Blue' })).toEqual({
      ok: false,
      problem: 'unavailable',
      size: 'M',
      color: 'Blue',
    });
  });

  it('refuses a combination that does not exist', () => {
    expect(buildCartLine(product(), { size: 'XL', color: 'Blue' })).toEqual({
      ok: false,
      problem: 'unavailable',
      size: 'XL',
      color: 'Blue',
    });
  });
});

describe('size and availability', () => {
  it('resolves the size', () => {
    expect(resolveSize(product())).toBeNull();
    expect(resolveSize(product(), 'S')).toBe('S');
    expect(resolveSize(product({ sizes: ['M'] }))).toBe('M');
    expect(resolveSize(product({ sizes: [] }))).toBe('One Size');
  });

  it('tells whether a size is on sale in any colour, or in the chosen one', () => {
    expect(isSizeAvailable(product(), 'M')).toBe(true);
    expect(isSizeAvailable(product(), 'M', 'Blue')).toBe(false);
    expect(isSizeAvailable(product(), 'XL')).toBe(false);
    expect(isSizeAvailable(product({ availableForSale: false }), 'S')).toBe(false);
  });

  it('tells whether a colour is on sale in the chosen size, or in any size', () => {
    expect(isColorAvailable(product(), 'Blue', 'M')).toBe(false);
    expect(isColorAvailable(product(), 'Blue')).toBe(true);
    const blueSoldOut = product({ variants: [variant('S', 'Blue', false), variant('S', 'White')] });
    expect(isColorAvailable(blueSoldOut, 'Blue')).toBe(false);
    expect(isColorAvailable(product({ availableForSale: false }), 'White')).toBe(false);
  });

  it('judges a product without variants as a whole', () => {
    expect(isSizeAvailable(product({ variants: [] }), 'One Size')).toBe(true);
    expect(isColorAvailable(product({ variants: [], availableForSale: false }), 'Default')).toBe(false);
  });
});
