// The one boundary where database rows become the API's shapes: the storefront node
// (GET /api/shopify/products) and the stored product (GET /api/products).
import { CURRENCY_CODE, PLACEHOLDER_IMAGE_URL } from '../../shared/catalog/normalize';
import { productGid, variantGid } from '../../shared/catalog/gid';
import { toCents, toDecimal } from '../../shared/money';
import type { StoredProduct, StorefrontProduct, StorefrontProductsResponse, StorefrontVariant } from '../../shared/schemas/catalog';
import type { ImageRow, ProductRow, VariantRow } from './queries';
import { htmlToText } from './sanitize';
import { totalUnits } from './write';
import type { ProductPage } from './service';

const money = (cents: number) => ({ amount: toDecimal(cents), currencyCode: CURRENCY_CODE });

const altText = (image: ImageRow) => image.alt || null;

function toStorefrontVariant(variant: VariantRow, images: readonly ImageRow[]): StorefrontVariant {
  const image = images.find((i) => i.color === variant.color) ?? images[0];
  return {
    id: variantGid(variant.id),
    title: `${variant.size} / ${variant.color}`,
    sku: variant.sku,
    availableForSale: variant.stock > 0,
    quantityAvailable: variant.stock,
    price: money(toCents(variant.price)),
    image: image ? { url: image.url, altText: altText(image) } : null,
    selectedOptions: [
      { name: 'Size', value: variant.size },
      { name: 'Color', value: variant.color },
    ],
  };
}

export function toStorefrontNode(row: ProductRow): StorefrontProduct {
  const prices = row.variants.length > 0 ? row.variants.map((v) => toCents(v.price)) : [toCents(row.price)];
  return {
    id: productGid(row.id),
    handle: row.handle,
    title: row.name,
    description: htmlToText(row.description),
    descriptionHtml: row.description,
    productType: row.productType,
    vendor: row.vendor,
    totalInventory: totalUnits(row.variants),
    availableForSale: row.active && row.inStock,
    tags: row.tags,
    priceRange: { minVariantPrice: money(Math.min(...prices)), maxVariantPrice: money(Math.max(...prices)) },
    compareAtPriceRange: row.originalPrice === null ? null : { minVariantPrice: money(toCents(row.originalPrice)) },
    images: {
      edges: row.images.map((image) => ({
        node: { url: image.url, altText: altText(image), width: image.width, height: image.height },
      })),
    },
    variants: { edges: row.variants.map((variant) => ({ node: toStorefrontVariant(variant, row.images) })) },
    category: row.category,
    subcategory: row.subcategory,
    collection: row.collection,
    materials: row.materials,
    featured: row.featured,
    trending: row.trending,
  };
}

export function toStorefrontConnection(page: ProductPage): StorefrontProductsResponse {
  return {
    products: {
      edges: page.rows.map((row, i) => ({ cursor: page.cursors[i] ?? '', node: toStorefrontNode(row) })),
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
