// The catalogue source port: what the storefront's catalogue reads ask of wherever the
// products come from (local/: this database; shopify/: the hosted storefront). See README.md.
import type { CatalogQuery, StorefrontProduct, StorefrontProductsResponse } from '../../../shared/schemas/catalog';

export interface CatalogSource {
  listProducts(query: CatalogQuery): Promise<StorefrontProductsResponse>;
  /** How many products the query's filters find (capped as every count is); null when the source cannot say. */
  countProducts(query: CatalogQuery): Promise<number | null>;
  /** 404 (HttpError) when no product matches. */
  getProduct(handleOrId: string): Promise<StorefrontProduct>;
}
