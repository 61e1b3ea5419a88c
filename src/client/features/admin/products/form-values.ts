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
  materials: [],
  tags: [],
  featured: false,
  trending: false,
  active: true,
  variants: [{ size: 'One Size', color: 'Default', price: '', compareAtPrice: null, stock: 0, sku: '' }],
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
    materials: product.materials,
    tags: product.tags,
    featured: product.featured,
    trending: product.trending,
    active: product.active,
    variants: variants.map((v) => ({
      size: v.size,
      color: v.color,
      price: v.price,
      compareAtPrice: v.compareAtPrice,
      stock: v.stock,
      sku: v.sku,
    })),
    images: images.map((i) => ({ url: i.url, alt: i.alt, color: i.color, width: i.width, height: i.height })),
  };
}

/** "Summer Linen Dress" -> "summer-linen-dress" */
export const toHandle = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const FIELD_LABELS: ReadonlyArray<[keyof AdminProductDetail['product'], string]> = [
  ['name', 'name'],
  ['handle', 'handle'],
  ['description', 'description'],
  ['category', 'category'],
  ['subcategory', 'subcategory'],
  ['productType', 'product type'],
  ['collection', 'collection'],
  ['vendor', 'vendor'],
  ['originalPrice', 'compare-at price'],
  ['materials', 'materials'],
  ['tags', 'tags'],
  ['featured', 'featured'],
  ['trending', 'trending'],
  ['active', 'shown in the shop'],
];

/** What another save changed between the product the form was read from and the one stored now, in words. */
export function changesSince(read: AdminProductDetail, now: AdminProductDetail): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const changes = FIELD_LABELS.filter(([key]) => !same(read.product[key], now.product[key])).map(([, label]) => label);
  const option = (v: { size: string; color: string }) => `${v.size} / ${v.color}`;
  const before = new Map(read.variants.map((v) => [v.id, v]));
  for (const v of now.variants) {
    const was = before.get(v.id);
    if (!was) changes.push(`variant ${option(v)} added`);
    else if (option(was) !== option(v) || was.sku !== v.sku)
      changes.push(`variant ${option(was)} now ${option(v)} (${v.sku})`);
    else if (was.price !== v.price || was.compareAtPrice !== v.compareAtPrice) changes.push(`price of ${option(v)}`);
  }
  const kept = new Set(now.variants.map((v) => v.id));
  for (const v of read.variants) if (!kept.has(v.id)) changes.push(`variant ${option(v)} removed`);
  if (
    !same(
      read.images.map((i) => [i.url, i.alt, i.color]),
      now.images.map((i) => [i.url, i.alt, i.color]),
    )
  )
    changes.push('images');
  return changes;
}
