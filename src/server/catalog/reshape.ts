// The server's catalogue boundaries: a database row becomes the store's Product once (what
// GET /api/catalog/products answers, and storefront-shape.ts writes out for /api/shopify/products),
// and the stored shape of GET /api/products is written from the row's own columns.
import { productGid, variantGid } from '../../shared/catalog/gid';
import {
  CURRENCY_CODE,
  PLACEHOLDER_IMAGE_URL,
  type Product,
  type ProductCategory,
  type ProductVariant,
} from '../../shared/catalog/product';
import { toCents } from '../../shared/money';
import type { StoredProduct } from '../../shared/schemas/catalog';
import { DEFAULT_COLOR, ONE_SIZE } from '../../shared/store';
import type { ImageRow, ProductRow, VariantRow } from './queries';
import { htmlToText } from './sanitize';
import { totalUnits } from './write';
import type { ProductPage } from './service';
import type { SourcePage } from './sources/source';

const altText = (image: ImageRow) => image.alt || null;
const distinct = (values: readonly string[]) => [...new Set(values)];

function variantFromRow(variant: VariantRow, images: readonly ImageRow[]): ProductVariant {
  // A variant shows its colour's picture; a colour without one shows the product's first.
  const image = images.find((i) => i.color === variant.color) ?? images[0];
  return {
    id: variantGid(variant.id),
    title: `${variant.size} / ${variant.color}`,
    sku: variant.sku,
    size: variant.size,
    color: variant.color,
    options: [
      { name: 'Size', value: variant.size },
      { name: 'Color', value: variant.color },
    ],
    priceCents: toCents(variant.price),
    compareAtPriceCents: variant.compareAtPrice === null ? null : toCents(variant.compareAtPrice),
    available: variant.stock > 0,
    quantity: variant.stock,
    image: image ? { url: image.url, altText: altText(image) } : null,
  };
}

export function productFromRow(row: ProductRow): Product {
  const variants = row.variants.map((variant) => variantFromRow(variant, row.images));
  // A product without variants keeps its last price (the write module's rule).
  const prices = variants.length > 0 ? variants.map((v) => v.priceCents) : [toCents(row.price)];
  const sizes = distinct(variants.map((v) => v.size));
  const colors = distinct(variants.map((v) => v.color));
  return {
    id: productGid(row.id),
    handle: row.handle,
    name: row.name,
    description: htmlToText(row.description),
    descriptionHtml: row.description,
    productType: row.productType,
    brand: row.vendor,
    tags: row.tags,
    category: row.category as ProductCategory,
    subcategory: row.subcategory,
    collection: row.collection,
    materials: row.materials,
    featured: row.featured,
    trending: row.trending,
    priceCents: Math.min(...prices),
    maxPriceCents: Math.max(...prices),
    compareAtPriceCents: row.originalPrice === null ? null : toCents(row.originalPrice),
    currencyCode: CURRENCY_CODE,
    images: row.images.map((image) => ({
      url: image.url,
      altText: altText(image),
      width: image.width,
      height: image.height,
      raster: image.raster,
      color: image.color,
    })),
    imageUrl: row.images[0]?.url ?? PLACEHOLDER_IMAGE_URL,
    sizes: sizes.length > 0 ? sizes : [ONE_SIZE],
    colors: colors.length > 0 ? colors : [DEFAULT_COLOR],
    variants,
    stock: totalUnits(row.variants),
    availableForSale: row.active && row.inStock,
  };
}

/** A page of rows as the catalogue source answers it: the store's Products with their cursors. */
export function toSourcePage(page: ProductPage): SourcePage {
  return {
    products: page.rows.map(productFromRow),
    cursors: page.cursors,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: page.cursors[0] ?? null,
      endCursor: page.cursors.at(-1) ?? null,
    },
    totalCount: page.totalCount,
  };
}

export function toStoredProduct(row: ProductRow): StoredProduct {
  return {
    id: row.id,
    handle: row.handle,
    name: row.name,
    description: row.description,
    price: row.price,
    originalPrice: row.originalPrice,
    category: row.category,
    subcategory: row.subcategory,
    productType: row.productType,
    sizes: row.sizes,
    colors: row.colors,
    materials: row.materials,
    tags: row.tags,
    imageUrl: row.images[0]?.url ?? PLACEHOLDER_IMAGE_URL,
    images: row.images.map((i) => i.url),
    featured: row.featured,
    trending: row.trending,
    inStock: row.inStock,
    collection: row.collection,
    brand: row.vendor,
    supplier: row.supplier,
    supplierId: row.supplierId,
    stock: totalUnits(row.variants),
  };
}
