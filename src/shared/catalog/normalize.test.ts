import { describe, expect, it } from 'vitest';
import type { StorefrontProduct } from '../schemas/catalog';
import { dedupeById, normalizeProduct, PLACEHOLDER_IMAGE_URL, type StorefrontNodeInput } from './normalize';

const usd = (amount: string) => ({ amount, currencyCode: 'USD' });

const variant = (id: number, size: string, color: string, amount: string, stock: number) => ({
  id: `gid://local/ProductVariant/${id}`,
  title: `${size} / ${color}`,
  sku: `SKU-${id}`,
  availableForSale: stock > 0,
  quantityAvailable: stock,
  price: usd(amount),
  image: null,
  selectedOptions: [
    { name: 'Size', value: size },
    { name: 'Color', value: color },
  ],
});

const localNode: StorefrontProduct = {
  id: 'gid://local/Product/7',
  handle: 'wrap-dress',
  title: 'Wrap Dress',
  description: 'Light and easy.',
  descriptionHtml: '<p>Light and <em>easy</em>.</p>',
  productType: 'Dresses',
  vendor: 'TJ Fashion',
  totalInventory: 5,
  availableForSale: true,
  tags: ['summer'],
  priceRange: { minVariantPrice: usd('39.00'), maxVariantPrice: usd('45.50') },
  compareAtPriceRange: null,
  images: { edges: [{ node: { url: '/media/1', altText: null, width: 800, height: 1000 } }, { node: { url: '/media/2', altText: 'back', width: 800, height: 1000 } }] },
  variants: {
    edges: [
      { node: variant(11, 'S', 'Red', '45.50', 2) },
      { node: variant(12, 'M', 'Red', '39.00', 0) },
      { node: variant(13, 'M', 'Blue', '39.00', 3) },
    ],
  },
  category: 'men',
  subcategory: 'summer-picks',
  collection: 'summer-25',
  materials: ['Linen'],
  featured: true,
  trending: false,
};

describe('normalising a storefront node', () => {
  it('maps every field of the store own node', () => {
    expect(normalizeProduct(localNode)).toEqual({
      id: 'gid://local/Product/7',
      name: 'Wrap Dress',
      description: 'Light and easy.',
      descriptionHtml: '<p>Light and <em>easy</em>.</p>',
      price: 39,
      priceCents: 3900,
      category: 'men',
      subcategory: 'summer-picks',
      collection: 'summer-25',
      productType: 'Dresses',
      imageUrl: '/media/1',
      images: ['/media/1', '/media/2'],
      sizes: ['S', 'M'],
      colors: ['Red', 'Blue'],
      materials: ['Linen'],
      brand: 'TJ Fashion',
      stock: 5,
      shopifyId: 'gid://local/ProductVariant/11',
      variants: [
        { id: 'gid://local/ProductVariant/11', size: 'S', color: 'Red', price: 45.5, priceCents: 4550, available: true },
        { id: 'gid://local/ProductVariant/12', size: 'M', color: 'Red', price: 39, priceCents: 3900, available: false },
        { id: 'gid://local/ProductVariant/13', size: 'M', color: 'Blue', price: 39, priceCents: 3900, available: true },
      ],
      handle: 'wrap-dress',
      featured: true,
      trending: false,
      inStock: true,
      availableForSale: true,
      supplier: 'local',
      tags: ['summer'],
    });
  });

  it('takes the lowest variant price, whatever order the variants come in', () => {
    expect(normalizeProduct(localNode).price).toBe(39);
  });

  // A hosted-storefront node: no store fields, no options, no images, no inventory figure.
  const bare: StorefrontNodeInput = {
    id: 'gid://shopify/Product/99',
    title: 'Curly Lace Wig',
    priceRange: { minVariantPrice: { amount: '120.00' } },
    variants: { edges: [{ node: { id: 'gid://shopify/ProductVariant/5', price: { amount: '120.00' }, selectedOptions: [] } }] },
  };

  it('fills the defaults for a bare node', () => {
    const product = normalizeProduct(bare);
    expect(product).toMatchObject({
      productType: 'General',
      imageUrl: PLACEHOLDER_IMAGE_URL,
      images: [],
      sizes: ['One Size'],
      colors: ['Default'],
      materials: [],
      brand: '',
      stock: 0,
      description: '',
      handle: '',
      featured: false,
      trending: false,
      collection: null,
      supplier: 'shopify',
      shopifyId: 'gid://shopify/ProductVariant/5',
      price: 120,
    });
    expect(product.variants).toEqual([
      { id: 'gid://shopify/ProductVariant/5', size: 'One Size', color: 'Default', price: 120, priceCents: 12000, available: false },
    ]);
  });

  it('never turns a plain-text description into markup when descriptionHtml is missing', () => {
    const product = normalizeProduct({ id: 'x', title: 'T', description: '<img src=x onerror=__xss(1)> & <script>__xss(2)</script>' });
    expect(product.descriptionHtml).toBe('&lt;img src=x onerror=__xss(1)&gt; &amp; &lt;script&gt;__xss(2)&lt;/script&gt;');
    expect(normalizeProduct({ id: 'y', title: 'T', description: 'text', descriptionHtml: '<p>kept</p>' }).descriptionHtml).toBe('<p>kept</p>');
  });

  it('classifies a node without the store category fields', () => {
    expect(normalizeProduct(bare)).toMatchObject({ category: 'women', subcategory: 'wigs' });
    expect(normalizeProduct({ id: 'a', title: 'Toddler Rain Jacket' })).toMatchObject({ category: 'kids', subcategory: 'toddler' });
    expect(normalizeProduct({ id: 'b', title: 'Canvas Tote' })).toMatchObject({ category: 'unclassified', subcategory: 'other' });
    expect(normalizeProduct({ id: 'c', title: 'Polo', tags: ['Men'] })).toMatchObject({ category: 'men', subcategory: 'polo' });
  });

  it('uses the kids rules on the product type', () => {
    expect(normalizeProduct({ id: 'k', title: 'Kids Stacking Rings', productType: 'Toy' })).toMatchObject({ category: 'kids', subcategory: 'toys' });
  });

  it('falls back to priceRange, then price, when there are no variants', () => {
    expect(normalizeProduct({ id: 'p', title: 'T', priceRange: { minVariantPrice: { amount: '12.5' } } }).price).toBe(12.5);
    expect(normalizeProduct({ id: 'p', title: 'T', price: '8.99' }).priceCents).toBe(899);
    expect(normalizeProduct({ id: 'p', title: 'T' }).price).toBe(0);
  });

  it('uses a variant image when the product has none', () => {
    const node = { id: 'v', title: 'T', variants: { edges: [{ node: { id: 'x', image: { url: '/media/9' } } }] } };
    expect(normalizeProduct(node).imageUrl).toBe('/media/9');
  });

  it('reads the featured and trending tags of a hosted node', () => {
    expect(normalizeProduct({ id: 't', title: 'T', tags: ['Featured', 'trending'] })).toMatchObject({ featured: true, trending: true });
  });

  it('says out of stock when the node is not for sale', () => {
    const soldOut = normalizeProduct({ ...localNode, availableForSale: false, totalInventory: 0 });
    expect(soldOut).toMatchObject({ inStock: false, availableForSale: false, stock: 0 });
  });
});

describe('dedupeById', () => {
  it('keeps the first product with each id, in order', () => {
    const items = [{ id: 'a', n: 1 }, { id: 'b', n: 2 }, { id: 'a', n: 3 }, { id: 'c', n: 4 }, { id: 'b', n: 5 }];
    expect(dedupeById(items)).toEqual([{ id: 'a', n: 1 }, { id: 'b', n: 2 }, { id: 'c', n: 4 }]);
  });
});
