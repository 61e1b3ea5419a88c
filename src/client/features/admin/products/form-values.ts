// Between the stored product and the edit form (whose values are AdminProductInput).
import type { AdminProductDetail, AdminProductInput } from '../../../../shared/schemas/admin';

export type ProductFormValues = AdminProductInput;

export const emptyProduct = (): ProductFormValues => ({
  handle: '',
  name: '',
  description: '',
  category: 'women',
  subcategory: '',
  productType: 'General',
  collection: null,
  vendor: '',
  originalPrice: null,
  materials: [],
  tags: [],
  featured: false,
  trending: false,
  active: true,
  variants: [{ size: 'One Size', color: 'Default', price: '', stock: 0, sku: '' }],
  images: [],
});

export function toFormValues({ product, variants, images }: AdminProductDetail): ProductFormValues {
  return {
    handle: product.handle,
    name: product.name,
    description: product.description,
    category: product.category as ProductFormValues['category'],
    subcategory: product.subcategory,
    productType: product.productType,
    collection: product.collection,
    vendor: product.vendor,
    originalPrice: product.originalPrice,
    materials: product.materials,
    tags: product.tags,
    featured: product.featured,
    trending: product.trending,
    active: product.active,
    variants: variants.map((v) => ({ size: v.size, color: v.color, price: v.price, stock: v.stock, sku: v.sku })),
    images: images.map((i) => ({ url: i.url, alt: i.alt, color: i.color, width: i.width, height: i.height })),
  };
}

/** "Summer Linen Dress" -> "summer-linen-dress" */
export const toHandle = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
