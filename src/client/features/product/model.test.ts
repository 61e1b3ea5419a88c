import { describe, expect, it } from 'vitest';
import { isColorAvailable, isSizeAvailable } from '../../../shared/catalog/cart-line';
import { galleryImages, imageFor, maxQuantity, soldOutReason, visibleTags } from './model';
import { teeProduct } from '../../test/product';

const product = teeProduct();

describe('product page facts', () => {
  it('reads the colour pictures', () => {
    expect(imageFor(product, 'Red')).toBe('/img/tee-red.svg');
    expect(imageFor(product, null)).toBe('/img/tee-1.svg');
  });

  it("leads the gallery with the chosen colour's photos, then the rest in their order", () => {
    const photos = ['a', 'b', 'c', 'd', 'e'].map((name, i) => ({
      url: `/media/${name}`,
      altText: null,
      width: 800,
      height: 1000,
      raster: true,
      color: i >= 3 ? 'Red' : 'Black',
    }));
    const tied = { ...product, images: photos };
    expect(galleryImages(tied, 'Red')).toEqual(['/media/d', '/media/e', '/media/a', '/media/b']);
    expect(galleryImages(tied, null)).toEqual(['/media/a', '/media/b', '/media/c', '/media/d']);
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
    const bare = teeProduct({ variants: [], availableForSale: false });
    expect(bare.sizes).toEqual(['One Size']);
    expect(isSizeAvailable(bare, 'One Size', null)).toBe(false);
  });
});

describe('what cannot be bought', () => {
  it('names the product, or the size and color chosen so far, when it is out of stock', () => {
    expect(soldOutReason(product, { size: null, color: null })).toBeNull();
    expect(soldOutReason(product, { size: 'M', color: 'Black' })).toBeNull();
    expect(soldOutReason(product, { size: 'M', color: 'Red' })).toBe('Out of stock in this size and color');
    expect(soldOutReason(product, { size: 'L', color: null })).toBeNull();
    const without = (title: string) => teeProduct({ variants: teeProduct().variants.filter((v) => v.title !== title) });
    // M is left only in Red, which has none; Red only in M.
    expect(soldOutReason(without('M / Black'), { size: 'M', color: null })).toBe('Out of stock in this size');
    expect(soldOutReason(without('S / Red'), { size: null, color: 'Red' })).toBe('Out of stock in this color');
    expect(soldOutReason(teeProduct({ availableForSale: false }), { size: 'S', color: 'Black' })).toBe('Out of stock');
  });
});

describe('quantity', () => {
  it('allows at most the variant stock, or 99', () => {
    expect(maxQuantity(product, { size: 'S', color: 'Black' })).toBe(5);
    expect(maxQuantity(product, { size: 'M', color: 'Black' })).toBe(99);
    expect(maxQuantity(product, { size: 'S', color: null })).toBe(99);
  });

  it('leaves out what the cart already holds of the variant, never below 1', () => {
    expect(maxQuantity(product, { size: 'S', color: 'Black' }, 2)).toBe(3);
    expect(maxQuantity(product, { size: 'S', color: 'Black' }, 5)).toBe(1);
    expect(maxQuantity(product, { size: 'M', color: 'Black' }, 90)).toBe(9);
  });
});
