// Where the catalogue's storefront reads come from: the store's own database, or the hosted
// storefront when SHOPIFY_STORE_DOMAIN and its token are set. Chosen once, at boot.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Tx } from '../../db/database';
import { readArrivalWindow } from '../../store-settings/queries';
import { readShopPlaces } from '../../taxonomy/service';
import { localCatalogSource } from './local/local-source';
import { createShopifyClient } from './shopify/shopify-client';
import { shopifyCatalogSource } from './shopify/shopify-catalog';
import type { CatalogSource } from './source';

export function chooseCatalogSource(config: Pick<Config, 'shopify'>, db: Tx, log?: FastifyBaseLogger): CatalogSource {
  if (!config.shopify) return localCatalogSource(db);
  return shopifyCatalogSource(
    createShopifyClient(config.shopify, log),
    async () => (await readArrivalWindow(db)).since,
    async () => (await readShopPlaces(db)).collections,
  );
}
