// The catalogue source port: what the storefront's catalogue reads ask of wherever the
// products come from (local/: this database; shopify/: the hosted storefront), answered as
// the store's own Product. See README.md.
import type { Product } from '../../../shared/catalog/product';
import type { CatalogPage, CatalogQuery } from '../../../shared/schemas/catalog';

/** One page of a list: its products, each one's cursor (in the same order), the paging around it and the total. */
export interface SourcePage extends CatalogPage {
  cursors: string[];
}

export interface CatalogSource {
  listProducts(query: CatalogQuery): Promise<SourcePage>;
  /** How many products the query's filters find (capped as every count is); null when the source cannot say. */
  countProducts(query: CatalogQuery): Promise<number | null>;
  /** 404 (HttpError) when no product matches. */
  getProduct(handleOrId: string): Promise<Product>;
}
