// The catalogue read from the store's own database (catalog/service.ts): the default source.
import type { Tx } from '../../../db/database';
import { productFromRow, toStorefrontConnection, toStorefrontNode } from '../../reshape';
import { countProducts, getProduct, listProducts } from '../../service';
import type { CatalogSource } from '../source';

export function localCatalogSource(db: Tx): CatalogSource {
  return {
    listProducts: async (query) => toStorefrontConnection(await listProducts(db, query)),
    countProducts: (query) => countProducts(db, query),
    getProduct: async (handleOrId) => toStorefrontNode(productFromRow(await getProduct(db, handleOrId))),
  };
}
