// GET /api/shopify/products/:handleOrId/related: what the product page shows below the product,
// in the storefront shape the rest of the catalogue answers in.
import { z } from 'zod';
import { StorefrontProductSchema } from './catalog';

/** How many products each row shows at most. */
export const RELATED_LIMITS = { alsoLike: 8, completeTheLook: 4 } as const;

export const RelatedProductsSchema = z.object({
  /** In stock, same subcategory first, then the same category; never the product itself. */
  alsoLike: z.array(StorefrontProductSchema),
  /**
   * In stock, from the product's collection in other subcategories, one of each before a second; empty without a
   * collection.
   */
  completeTheLook: z.array(StorefrontProductSchema),
});
export type RelatedProducts = z.infer<typeof RelatedProductsSchema>;
