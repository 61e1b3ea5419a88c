// Products for tests that read the store's flat Product: a linen shirt in S and M, Blue and
// White, with M / Blue sold out and M / White dearer.
import type { Product, ProductVariant } from './product';

export function testVariant(
  size: string,
  color: string,
  {
    available = true,
    priceCents = 2999,
    compareAtPriceCents = null as number | null,
    image = null as string | null,
  } = {},
): ProductVariant {
  return {
    id: `gid://local/ProductVariant/${size}-${color}`,
    title: `${size} / ${color}`,
    sku: null,
    size,
    color,
    options: [
      { name: 'Size', value: size },
      { name: 'Color', value: color },
    ],
    priceCents,
    compareAtPriceCents,
    available,
    quantity: available ? 5 : 0,
    image: image ? { url: image, altText: null } : null,
  };
}

export function testProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'gid://local/Product/7',
    handle: 'linen-shirt',
    name: 'Linen Shirt',
    description: '',
    descriptionHtml: '',
    productType: 'Shirts',
    brand: '',
    tags: [],
    category: 'men',
    subcategory: 'shirts',
    collection: null,
    materials: [],
    featured: false,
    trending: false,
    priceCents: 2999,
    maxPriceCents: 3199,
    compareAtPriceCents: null,
    currencyCode: 'USD',
    images: [],
    imageUrl: '/media/linen.svg',
    sizes: ['S', 'M'],
    colors: ['Blue', 'White'],
    variants: [
      testVariant('S', 'Blue'),
      testVariant('S', 'White'),
      testVariant('M', 'Blue', { available: false }),
      testVariant('M', 'White', { priceCents: 3199 }),
    ],
    stock: 15,
    availableForSale: true,
    ...overrides,
  };
}
