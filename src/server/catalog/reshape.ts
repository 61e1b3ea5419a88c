// The server's catalogue boundaries: a database row becomes the store's Product once, and
// the answers are written from that Product (the storefront node of GET /api/shopify/products)
// or, for the stored shape of GET /api/products, from the row's own columns.
import { productGid, variantGid } from '../../shared/catalog/gid';
import {
  CURRENCY_CODE,
  PLACEHOLDER_IMAGE_URL,
  type Product,
  type ProductCategory,
  type ProductVariant,
} from '../../shared/catalog/product';
import { toCents, toDecimal } from '../../shared/money';
import type { StoredProduct, StorefrontProduct, StorefrontProductsResponse } from '../../shared/schemas/catalog';
import { DEFAULT_COLOR, ONE_SIZE } from '../../shared/store';
import type { ImageRow, ProductRow, VariantRow } from './queries';
import { htmlToText } from './sanitize';
import { totalUnits } from './write';
import type { ProductPage } from './service';

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
    })),
    imageUrl: row.images[0]?.url ?? PLACEHOLDER_IMAGE_URL,
    sizes: sizes.length > 0 ? sizes : [ONE_SIZE],
    colors: colors.length > 0 ? colors : [DEFAULT_COLOR],
    variants,
    stock: totalUnits(row.variants),
    availableForSale: row.active && row.inStock,
  };
}

/** The Storefront API's product node, as GET /api/shopify/products answers it from either source. */
export function toStorefrontNode(product: Product): StorefrontProduct {
  const money = (cents: number) => ({ amount: toDecimal(cents), currencyCode: product.currencyCode });
  return {
    id: product.id,
    handle: product.handle,
    title: product.name,
    description: product.description,
    descriptionHtml: product.descriptionHtml,
    productType: product.productType,
    vendor: product.brand,
    totalInventory: product.stock,
    availableForSale: product.availableForSale,
    tags: product.tags,
    priceRange: { minVariantPrice: money(product.priceCents), maxVariantPrice: money(product.maxPriceCents) },
    compareAtPriceRange:
      product.compareAtPriceCents === null ? null : { minVariantPrice: money(product.compareAtPriceCents) },
    images: { edges: product.images.map((image) => ({ node: { ...image } })) },
    variants: {
      edges: product.variants.map((variant) => ({
        node: {
          id: variant.id,
          title: variant.title,
          sku: variant.sku,
          availableForSale: variant.available,
          quantityAvailable: variant.quantity,
          price: money(variant.priceCents),
          image: variant.image,
          selectedOptions: variant.options,
        },
      })),
    },
    category: product.category,
    subcategory: product.subcategory,
    collection: product.collection,
    materials: product.materials,
    featured: product.featured,
    trending: product.trending,
  };
}

export function toStorefrontConnection(page: ProductPage): StorefrontProductsResponse {
  return {
    products: {
      edges: page.rows.map((row, i) => ({
        cursor: page.cursors[i] ?? '',
        node: toStorefrontNode(productFromRow(row)),
      })),
      pageInfo: {
        hasNextPage: page.hasNextPage,
        hasPreviousPage: page.hasPreviousPage,
        startCursor: page.cursors[0] ?? null,
        endCursor: page.cursors.at(-1) ?? null,
      },
      totalCount: page.totalCount,
    },
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
