// The one writer of Shopify's storefront shape on the way out: GET /api/shopify/products and
// its product and related reads answer the store's Products (from either source) as the
// Storefront API's edges and nodes, for outside clients that speak that API.
import type { Product } from '../../shared/catalog/product';
import { toDecimal } from '../../shared/money';
import type { RelatedProducts } from '../../shared/schemas/related';
import type {
  StorefrontProduct,
  StorefrontProductsResponse,
  StorefrontRelatedProducts,
} from '../../shared/schemas/shopify';
import type { SourcePage } from './sources/source';

/** The Storefront API's product node. */
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
          compareAtPrice: variant.compareAtPriceCents === null ? null : money(variant.compareAtPriceCents),
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

/** A page as the Storefront API's products connection: an edge per product, with its cursor. */
export function toStorefrontConnection(page: SourcePage): StorefrontProductsResponse {
  return {
    products: {
      edges: page.products.map((product, i) => ({ cursor: page.cursors[i] ?? '', node: toStorefrontNode(product) })),
      pageInfo: page.pageInfo,
      totalCount: page.totalCount,
    },
  };
}

export function toStorefrontRelated(related: RelatedProducts): StorefrontRelatedProducts {
  return {
    alsoLike: related.alsoLike.map(toStorefrontNode),
    completeTheLook: related.completeTheLook.map(toStorefrontNode),
  };
}
