// A storefront product for the product feature's tests: sizes S/M/L in Black and Red,
// with M/Red sold out and L only in Black.
import type { StorefrontProduct, StorefrontVariant } from '../../shared/schemas/catalog';

const money = (amount: string) => ({ amount, currencyCode: 'USD' });

function variant(id: number, size: string, color: string, quantity: number, price = '40.00'): StorefrontVariant {
  return {
    id: `gid://local/ProductVariant/${id}`,
    title: `${size} / ${color}`,
    sku: `TEE-${size}-${color}`,
    availableForSale: quantity > 0,
    quantityAvailable: quantity,
    price: money(price),
    image: { url: `/img/tee-${color.toLowerCase()}.svg`, altText: null },
    selectedOptions: [
      { name: 'Size', value: size },
      { name: 'Color', value: color },
    ],
  };
}

export function storefrontProduct(overrides: Partial<StorefrontProduct> = {}): StorefrontProduct {
  const variants = [
    variant(1, 'S', 'Black', 5),
    variant(2, 'S', 'Red', 20),
    variant(3, 'M', 'Black', 150),
    variant(4, 'M', 'Red', 0),
    variant(5, 'L', 'Black', 3, '42.50'),
  ];
  return {
    id: 'gid://local/Product/7',
    handle: 'classic-tee',
    title: 'Classic Tee',
    description: 'A soft tee.',
    descriptionHtml: '<p>A <strong>soft</strong> tee.</p>',
    productType: 'T-Shirts',
    vendor: 'TJ Basics',
    totalInventory: 178,
    availableForSale: true,
    tags: ['cotton', 'basics', 'summer', 'tee', 'casual', 'unisex', 'everyday', 'soft'],
    priceRange: { minVariantPrice: money('40.00'), maxVariantPrice: money('42.50') },
    compareAtPriceRange: { minVariantPrice: money('55.00') },
    images: {
      edges: ['/img/tee-1.svg', '/img/tee-2.svg', '/img/tee-3.svg', '/img/tee-4.svg', '/img/tee-5.svg'].map((url) => ({
        node: { url, altText: null, width: 800, height: 800, raster: false },
      })),
    },
    variants: { edges: variants.map((node) => ({ node })) },
    category: 'women',
    subcategory: 'tops',
    collection: null,
    materials: ['Cotton'],
    featured: true,
    trending: false,
    ...overrides,
  };
}
