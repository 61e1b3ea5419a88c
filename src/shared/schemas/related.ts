// GET /api/catalog/products/:handleOrId/related: what the product page shows below the product,
// as the store's own products (/api/shopify/products/:handleOrId/related answers the same rows
// in the storefront shape: shopify.ts).
import { z } from 'zod';
import type { Product } from '../catalog/product';
import { ProductSchema } from './catalog';

/** How many products each row shows at most. */
export const RELATED_LIMITS = { alsoLike: 8, completeTheLook: 4 } as const;

export const RelatedProductsSchema = z.object({
  /** In stock, same subcategory first, then the same category; never the product itself. */
  alsoLike: z.array(ProductSchema),
  /**
   * In stock, from the product's collection in other subcategories, one of each before a second; empty without a
   * collection.
   */
  completeTheLook: z.array(ProductSchema),
});
export interface RelatedProducts {
  alsoLike: Product[];
  completeTheLook: Product[];
}
