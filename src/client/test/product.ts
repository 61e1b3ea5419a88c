// A product for the product feature's tests, as GET /api/catalog/products answers it: sizes
// S/M/L in Black and Red, with M/Red sold out and L only in Black.
import type { Product, ProductVariant } from '../../shared/catalog/product';
import { DEFAULT_COLOR, ONE_SIZE } from '../../shared/store';

function variant(id: number, size: string, color: string, quantity: number, priceCents = 4000): ProductVariant {
  return {
    id: `gid://local/ProductVariant/${id}`,
    title: `${size} / ${color}`,
    sku: `TEE-${size}-${color}`,
    size,
    color,
    options: [
      { name: 'Size', value: size },
      { name: 'Color', value: color },
    ],
    priceCents,
    // Every tee was $55.
    compareAtPriceCents: 5500,
    available: quantity > 0,
    quantity,
    image: { url: `/img/tee-${color.toLowerCase()}.svg`, altText: null },
  };
}

const distinct = (values: readonly string[]) => [...new Set(values)];

/** The tee; its sizes and colours follow the variants given, as the server's would. */
export function teeProduct(overrides: Partial<Product> = {}): Product {
  const variants = overrides.variants ?? [
    variant(1, 'S', 'Black', 5),
    variant(2, 'S', 'Red', 20),
    variant(3, 'M', 'Black', 150),
    variant(4, 'M', 'Red', 0),
    variant(5, 'L', 'Black', 3, 4250),
  ];
  const sizes = distinct(variants.map((v) => v.size));
  const colors = distinct(variants.map((v) => v.color));
  const images = ['/img/tee-1.svg', '/img/tee-2.svg', '/img/tee-3.svg', '/img/tee-4.svg', '/img/tee-5.svg'].map(
    (url) => ({
      url,
      altText: null,
      width: 800,
      height: 800,
      raster: false,
    }),
  );
  return {
    id: 'gid://local/Product/7',
    handle: 'classic-tee',
    name: 'Classic Tee',
    description: 'A soft tee.',
    descriptionHtml: '<p>A <strong>soft</strong> tee.</p>',
    productType: 'T-Shirts',
    brand: 'TJ Basics',
    tags: ['cotton', 'basics', 'summer', 'tee', 'casual', 'unisex', 'everyday', 'soft'],
    category: 'women',
    subcategory: 'tops',
    collection: null,
    materials: ['Cotton'],
    featured: true,
    trending: false,
    priceCents: 4000,
    maxPriceCents: 4250,
    compareAtPriceCents: 5500,
    currencyCode: 'USD',
    images,
    imageUrl: images[0]!.url,
    sizes: sizes.length > 0 ? sizes : [ONE_SIZE],
    colors: colors.length > 0 ? colors : [DEFAULT_COLOR],
    variants,
    stock: 178,
    availableForSale: true,
    ...overrides,
  };
}
