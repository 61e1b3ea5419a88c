import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE_URL } from '../../../../shared/catalog/product';
import type { StorefrontProduct } from '../../../../shared/schemas/shopify';
import { fromStorefrontNode, type StorefrontNodeInput } from './reshape';

const usd = (amount: string) => ({ amount, currencyCode: 'USD' });

const variant = (
  id: number,
  size: string,
  color: string,
  amount: string,
  stock: number,
  was: string | null = null,
) => ({
  id: `gid://local/ProductVariant/${id}`,
  title: `${size} / ${color}`,
  sku: `SKU-${id}`,
  availableForSale: stock > 0,
  quantityAvailable: stock,
  price: usd(amount),
  compareAtPrice: was === null ? null : usd(was),
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
  images: {
    edges: [
      { node: { url: '/media/1', altText: null, width: 800, height: 1000, raster: false } },
      { node: { url: '/media/2', altText: 'back', width: 800, height: 1000, raster: false } },
    ],
  },
  variants: {
    edges: [
      { node: variant(11, 'S', 'Red', '45.50', 2, '59.00') },
      // Shopify answers a compare-at price at the price too: no markdown.
      { node: variant(12, 'M', 'Red', '39.00', 0, '39.00') },
      { node: variant(13, 'M', 'Blue', '39.00', 3) },
    ],
  },
  category: 'men',
  subcategory: 'summer-picks',
  collection: 'summer',
  materials: ['Linen'],
  featured: true,
  trending: false,
};

const optionsOf = (size: string, color: string) => [
  { name: 'Size', value: size },
  { name: 'Color', value: color },
];

describe('reading a storefront node', () => {
  it('maps every field of the store own node', () => {
    const variantOf = (
      id: number,
      size: string,
      color: string,
      priceCents: number,
      quantity: number,
      compareAtPriceCents: number | null = null,
    ) => ({
      id: `gid://local/ProductVariant/${id}`,
      title: `${size} / ${color}`,
      sku: `SKU-${id}`,
      size,
      color,
      options: optionsOf(size, color),
      priceCents,
      compareAtPriceCents,
      available: quantity > 0,
      quantity,
      image: null,
    });
    expect(fromStorefrontNode(localNode)).toEqual({
      id: 'gid://local/Product/7',
      handle: 'wrap-dress',
      name: 'Wrap Dress',
      description: 'Light and easy.',
      descriptionHtml: '<p>Light and <em>easy</em>.</p>',
      productType: 'Dresses',
      brand: 'TJ Fashion',
      tags: ['summer'],
      category: 'men',
      subcategory: 'summer-picks',
      collection: 'summer',
      materials: ['Linen'],
      featured: true,
      trending: false,
      priceCents: 3900,
      maxPriceCents: 4550,
      compareAtPriceCents: null,
      currencyCode: 'USD',
      images: [
        { url: '/media/1', altText: null, width: 800, height: 1000, raster: false },
        { url: '/media/2', altText: 'back', width: 800, height: 1000, raster: false },
      ],
      imageUrl: '/media/1',
      sizes: ['S', 'M'],
      colors: ['Red', 'Blue'],
      variants: [
        variantOf(11, 'S', 'Red', 4550, 2, 5900),
        variantOf(12, 'M', 'Red', 3900, 0),
        variantOf(13, 'M', 'Blue', 3900, 3),
      ],
      stock: 5,
      availableForSale: true,
    });
  });

  it('takes the lowest variant price, whatever order the variants come in', () => {
    expect(fromStorefrontNode({ ...localNode, priceRange: null }).priceCents).toBe(3900);
  });

  // A hosted-storefront node: no store fields, no options, no images, no inventory figure.
  const bare: StorefrontNodeInput = {
    id: 'gid://shopify/Product/99',
    title: 'Curly Lace Wig',
    priceRange: { minVariantPrice: { amount: '120.00' } },
    variants: {
      edges: [{ node: { id: 'gid://shopify/ProductVariant/5', price: { amount: '120.00' }, selectedOptions: [] } }],
    },
  };

  it('fills the defaults for a bare node', () => {
    const product = fromStorefrontNode(bare);
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
      compareAtPriceCents: null,
      priceCents: 12000,
    });
    expect(product.variants).toEqual([
      {
        id: 'gid://shopify/ProductVariant/5',
        title: 'One Size / Default',
        sku: null,
        size: 'One Size',
        color: 'Default',
        options: [],
        priceCents: 12000,
        compareAtPriceCents: null,
        available: false,
        quantity: null,
        image: null,
      },
    ]);
  });

  it('never turns a plain-text description into markup when descriptionHtml is missing', () => {
    const product = fromStorefrontNode({
      id: 'x',
      title: 'T',
      description: '<img src=x onerror=__xss(1)> & <script>__xss(2)</script>',
    });
    expect(product.descriptionHtml).toBe(
      '&lt;img src=x onerror=__xss(1)&gt; &amp; &lt;script&gt;__xss(2)&lt;/script&gt;',
    );
    expect(
      fromStorefrontNode({ id: 'y', title: 'T', description: 'text', descriptionHtml: '<p>kept</p>' }).descriptionHtml,
    ).toBe('<p>kept</p>');
  });

  it('classifies a node without the store category fields', () => {
    expect(fromStorefrontNode(bare)).toMatchObject({ category: 'women', subcategory: 'wigs' });
    expect(fromStorefrontNode({ id: 'a', title: 'Toddler Rain Jacket' })).toMatchObject({
      category: 'kids',
      subcategory: 'toddler',
    });
    expect(fromStorefrontNode({ id: 'b', title: 'Canvas Tote' })).toMatchObject({
      category: 'unclassified',
      subcategory: 'other',
    });
    expect(fromStorefrontNode({ id: 'c', title: 'Polo', tags: ['Men'] })).toMatchObject({
      category: 'men',
      subcategory: 'polo',
    });
  });

  it('uses the kids rules on the product type', () => {
    expect(fromStorefrontNode({ id: 'k', title: 'Kids Stacking Rings', productType: 'Toy' })).toMatchObject({
      category: 'kids',
      subcategory: 'toys',
    });
  });

  it('falls back to priceRange, then price, when there are no variants', () => {
    expect(
      fromStorefrontNode({ id: 'p', title: 'T', priceRange: { minVariantPrice: { amount: '12.5' } } }).priceCents,
    ).toBe(1250);
    expect(fromStorefrontNode({ id: 'p', title: 'T', price: '8.99' }).priceCents).toBe(899);
    expect(fromStorefrontNode({ id: 'p', title: 'T' }).priceCents).toBe(0);
  });

  it('uses a variant image when the product has none', () => {
    const node = { id: 'v', title: 'T', variants: { edges: [{ node: { id: 'x', image: { url: '/media/9' } } }] } };
    expect(fromStorefrontNode(node).imageUrl).toBe('/media/9');
  });

  it("reads the store's own facts from a hosted node's tags", () => {
    expect(fromStorefrontNode({ id: 't', title: 'T', tags: ['Featured', 'trending'] })).toMatchObject({
      featured: true,
      trending: true,
    });
    const tagged = {
      id: 'h',
      title: 'Boxy Top',
      tags: ['Category:Men', 'subcategory:polo', 'collection:streetwear', 'material:linen', 'material:unobtainium'],
    };
    expect(fromStorefrontNode(tagged)).toMatchObject({
      category: 'men',
      subcategory: 'polo',
      collection: 'streetwear',
      materials: ['Linen'],
    });
    expect(fromStorefrontNode({ ...tagged, tags: ['collection:winter-99', 'category:pets'] })).toMatchObject({
      category: 'unclassified',
      subcategory: 'other',
      collection: null,
    });
  });

  it('puts a product tagged with a collection staff added in it, and one the shop has not in none', () => {
    const shop = new Set(['summer', 'capsule-wardrobe']);
    const tagged = (tag: string) => ({ id: 'h', title: 'Linen Shirt', tags: [tag] });
    expect(fromStorefrontNode(tagged('collection:capsule-wardrobe'), shop).collection).toBe('capsule-wardrobe');
    expect(fromStorefrontNode(tagged('collection:streetwear'), shop).collection).toBeNull();
    expect(fromStorefrontNode(tagged('collection:summer-25'), shop).collection).toBe('summer');
  });

  it("reads a collection's former slug in a hosted tag as the collection it names now", () => {
    expect(fromStorefrontNode({ id: 'h', title: 'Linen Shirt', tags: ['collection:summer-25'] }).collection).toBe(
      'summer',
    );
    expect(fromStorefrontNode({ id: 'h', title: 'Linen Shirt', tags: ['Collection:Summer-25'] }).collection).toBe(
      'summer',
    );
  });

  it("prefers the node's own facts to its tags", () => {
    const node = { ...localNode, tags: ['category:kids', 'collection:mini-me', 'material:wool', 'trending'] };
    expect(fromStorefrontNode(node)).toMatchObject({
      category: 'men',
      collection: 'summer',
      materials: ['Linen'],
      trending: false,
    });
  });

  it('reads a compare-at price, and 0.0 as none', () => {
    const onSale = { ...localNode, compareAtPriceRange: { minVariantPrice: usd('55.00') } };
    expect(fromStorefrontNode(onSale).compareAtPriceCents).toBe(5500);
    expect(
      fromStorefrontNode({ ...localNode, compareAtPriceRange: { minVariantPrice: usd('0.0') } }).compareAtPriceCents,
    ).toBeNull();
  });

  it('says out of stock when the node is not for sale', () => {
    const soldOut = fromStorefrontNode({ ...localNode, availableForSale: false, totalInventory: 0 });
    expect(soldOut).toMatchObject({ availableForSale: false, stock: 0 });
  });
});
