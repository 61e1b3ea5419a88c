// Shopify's storefront shape, as GET /api/shopify/products and its product and related reads
// answer it for outside clients (the Storefront API's edges and nodes, money as decimal
// strings). The store's own pages read GET /api/catalog/products instead (catalog.ts).
import { z } from 'zod';
import {
  PageInfoSchema,
  ProductImageSchema,
  ProductOptionSchema,
  storeFactFields,
  VariantImageSchema,
} from './catalog';

const Money = z.object({ amount: z.string(), currencyCode: z.string() });

export const StorefrontVariantSchema = z.object({
  /** gid://local/ProductVariant/<id> (or a Shopify variant gid). */
  id: z.string(),
  title: z.string(),
  sku: z.string().nullable(),
  availableForSale: z.boolean(),
  quantityAvailable: z.number().int().nullable(),
  price: Money,
  compareAtPrice: Money.nullable(),
  image: VariantImageSchema.nullable(),
  selectedOptions: z.array(ProductOptionSchema),
});

export const StorefrontProductSchema = z.object({
  /** gid://local/Product/<id> */
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  /** Plain text. */
  description: z.string(),
  /** Sanitised HTML. */
  descriptionHtml: z.string(),
  productType: z.string(),
  vendor: z.string(),
  totalInventory: z.number().int(),
  availableForSale: z.boolean(),
  tags: z.array(z.string()),
  priceRange: z.object({ minVariantPrice: Money, maxVariantPrice: Money }),
  compareAtPriceRange: z.object({ minVariantPrice: Money }).nullable(),
  images: z.object({ edges: z.array(z.object({ node: ProductImageSchema })) }),
  variants: z.object({ edges: z.array(z.object({ node: StorefrontVariantSchema })) }),
  // The store's own facts, beyond Shopify's fields (from tags in hosted mode).
  ...storeFactFields,
});
export type StorefrontProduct = z.infer<typeof StorefrontProductSchema>;
export type StorefrontVariant = z.infer<typeof StorefrontVariantSchema>;

export const StorefrontProductsResponseSchema = z.object({
  products: z.object({
    edges: z.array(z.object({ cursor: z.string(), node: StorefrontProductSchema })),
    pageInfo: PageInfoSchema,
    /** Exact up to COUNT_CAP; a larger total is answered as COUNT_CAP + 1 ("10,000+"). */
    totalCount: z.number().int(),
  }),
});
export type StorefrontProductsResponse = z.infer<typeof StorefrontProductsResponseSchema>;

export const StorefrontProductResponseSchema = z.object({ product: StorefrontProductSchema });

/** GET /api/shopify/products/:handleOrId/related: the related rows as storefront nodes. */
export const StorefrontRelatedProductsSchema = z.object({
  /** In stock, same subcategory first, then the same category; never the product itself. */
  alsoLike: z.array(StorefrontProductSchema),
  /**
   * In stock, from the product's collection in other subcategories, one of each before a second; empty without a
   * collection.
   */
  completeTheLook: z.array(StorefrontProductSchema),
});
export type StorefrontRelatedProducts = z.infer<typeof StorefrontRelatedProductsSchema>;
