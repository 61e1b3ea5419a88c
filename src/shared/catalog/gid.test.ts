import { expect, it } from 'vitest';
import { parseNumericId, parseProductGid, parseVariantGid, productGid, variantGid } from './gid';

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
