import { expect, it } from 'vitest';
import { isVariantGid, parseNumericId, parseProductGid, parseVariantGid, productGid, variantGid } from './gid';

it('writes and reads local product and variant gids', () => {
  expect(productGid(42)).toBe('gid://local/Product/42');
  expect(variantGid(7)).toBe('gid://local/ProductVariant/7');
  expect(parseProductGid('gid://local/Product/42')).toBe(42);
  expect(parseVariantGid('gid://local/ProductVariant/7')).toBe(7);
});

it('reads nothing from other sources, other kinds or ids a database cannot hold', () => {
  expect(parseProductGid('gid://shopify/Product/42')).toBeNull();
  expect(parseProductGid('gid://local/ProductVariant/42')).toBeNull();
  expect(parseVariantGid('gid://local/Product/42')).toBeNull();
  expect(parseProductGid('gid://local/Product/0')).toBeNull();
  expect(parseProductGid('gid://local/Product/99999999999')).toBeNull();
  expect(parseNumericId('2147483647')).toBe(2147483647);
  expect(parseNumericId('2147483648')).toBeNull();
  expect(parseNumericId('12a')).toBeNull();
  expect(parseNumericId('-3')).toBeNull();
});

it('tells a variant id of any source from anything else', () => {
  expect(isVariantGid('gid://local/ProductVariant/7')).toBe(true);
  expect(isVariantGid('gid://shopify/ProductVariant/44779471913214')).toBe(true);
  expect(isVariantGid('gid://local/Product/7')).toBe(false);
  expect(isVariantGid('ProductVariant/7')).toBe(false);
  expect(isVariantGid('sku-ProductVariant-7')).toBe(false);
  expect(isVariantGid('gid://local/ProductVariant/')).toBe(false);
  expect(isVariantGid('')).toBe(false);
  expect(isVariantGid(null)).toBe(false);
  expect(isVariantGid(undefined)).toBe(false);
});
