// Where GET /api/shopify/products reads from: the store's own database, or the hosted
// storefront when SHOPIFY_STORE_DOMAIN and its token are set. Chosen once, at boot.
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogQuery, StorefrontProduct, StorefrontProductsResponse } from '../../shared/schemas/catalog';
import type { Config } from '../config';
import type { Tx } from '../db/database';
import { productFromRow, toStorefrontConnection, toStorefrontNode } from '../catalog/reshape';
import { countProducts, getProduct, listProducts } from '../catalog/service';
import { readArrivalWindow } from '../store-settings/queries';
import { createShopifyClient } from './shopify-client';
import { shopifyCatalogSource } from './shopify-catalog';

export interface CatalogSource {
  listProducts(query: CatalogQuery): Promise<StorefrontProductsResponse>;
  /** How many products the query's filters find (capped as every count is); null when the source cannot say. */
  countProducts(query: CatalogQuery): Promise<number | null>;
  /** 404 (HttpError) when no product matches. */
  getProduct(handleOrId: string): Promise<StorefrontProduct>;
}

export function localCatalogSource(db: Tx): CatalogSource {
  return {
    listProducts: async (query) => toStorefrontConnection(await listProducts(db, query)),
    countProducts: (query) => countProducts(db, query),
    getProduct: async (handleOrId) => toStorefrontNode(productFromRow(await getProduct(db, handleOrId))),
  };
}

export function chooseCatalogSource(config: Pick<Config, 'shopify'>, db: Tx, log?: FastifyBaseLogger): CatalogSource {
  if (!config.shopify) return localCatalogSource(db);
  return shopifyCatalogSource(
    createShopifyClient(config.shopify, log),
    async () => (await readArrivalWindow(db)).since,
  );
}
