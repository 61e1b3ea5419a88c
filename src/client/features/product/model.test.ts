import { describe, expect, it } from 'vitest';
import { findVariant, galleryImages, imageFor, isColorAvailable, isSizeAvailable, maxQuantity, resolveSelection, toCartLine, toProductView, visibleTags } from './model';
import { storefrontProduct } from './test-product';

const product = toProductView(storefrontProduct());

describe('product view', () => {
  it('reads the sale price, stock and colour pictures', () => {
    expect(product.priceCents).toBe(4000);
    expect(product.originalPriceCents).toBe(5500);
    expect(product.stockByVariant.get('gid://local/ProductVariant/3')).toBe(150);
    expect(imageFor(product, 'Red')).toBe('/img/tee-red.svg');
    expect(imageFor(product, null)).toBe('/img/tee-1.svg');
  });

  it('has no sale price when compare-at is missing or not higher', () => {
    expect(toProductView(storefrontProduct({ compareAtPriceRange: null })).originalPriceCents).toBeNull();
    expect(toProductView(storefrontProduct({ compareAtPriceRange: { minVariantPrice: { amount: '40.00', currencyCode: 'USD' } } })).originalPriceCents).toBeNull();
  });

  it('caps thumbnails at 4 and tags at 6', () => {
    expect(galleryImages(product)).toHaveLength(4);
    expect(visibleTags(product)).toEqual(['cotton', 'basics', 'summer', 'tee', 'casual', 'unisex']);
  });
});

describe('sold-out combinations', () => {
  it('disables a size with no stock in the picked colour, and the other way round', () => {
    expect(isSizeAvailable(product, 'M', 'Red')).toBe(false);
    expect(isSizeAvailable(product, 'L', 'Red')).toBe(false);
    expect(isSizeAvailable(product, 'M', 'Black')).toBe(true);
    expect(isSizeAvailable(product, 'M', null)).toBe(true);
    expect(isColorAvailable(product, 'Red', 'M')).toBe(false);
    expect(isColorAvailable(product, 'Red', null)).toBe(true);
  });

  it('judges a product without variants by its availability', () => {
    const bare = toProductView(storefrontProduct({ variants: { edges: [] }, availableForSale: false }));
    expect(bare.sizes).toEqual(['One Size']);
    expect(isSizeAvailable(bare, 'One Size', null)).toBe(false);
  });
});

describe('selection', () => {
  it('needs a size when there are several', () => {
    expect(resolveSelection(product, { size: null, color: 'Black' })).toBe('size-required');
  });

  it('takes the first colour in stock for the size when none is picked', () => {
    expect(resolveSelection(product, { size: 'L', color: null })).toEqual({ size: 'L', color: 'Black' });
  });

  it('defaults a single-size product to that size and its first colour', () => {
    const one = toProductView(storefrontProduct({ variants: { edges: [] } }));
    expect(resolveSelection(one, { size: null, color: null })).toEqual({ size: 'One Size', color: 'Default' });
  });

  it('allows at most the variant stock, or 99', () => {
    expect(maxQuantity(product, { size: 'S', color: 'Black' })).toBe(5);
    expect(maxQuantity(product, { size: 'M', color: 'Black' })).toBe(99);
    expect(maxQuantity(product, { size: 'S', color: null })).toBe(99);
  });
});

describe('cart line', () => {
  it('carries the chosen variant, its price with 2 decimals and the handle', () => {
    expect(findVariant(product, 'L', 'Black')?.priceCents).toBe(4250);
    expect(toCartLine(product, 'L', 'Black', 2)).toEqual({
      id: 'gid://local/Product/7-L-Black',
      productId: 'gid://local/Product/7',
      name: 'Classic Tee',
      price: '42.50',
      imageUrl: '/img/tee-black.svg',
      size: 'L',
      color: 'Black',
      quantity: 2,
      shopifyId: 'gid://local/ProductVariant/5',
      handle: 'classic-tee',
    });
  });
});
