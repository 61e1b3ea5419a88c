// The catalogue read from the store's own database (catalog/service.ts): the default source.
// A row becomes the store's Product once, here.
import type { Tx } from '../../../db/database';
import { productFromRow, toSourcePage } from '../../reshape';
import { countProducts, getProduct, listProducts } from '../../service';
import type { CatalogSource } from '../source';

export function localCatalogSource(db: Tx): CatalogSource {
  return {
    listProducts: async (query) => toSourcePage(await listProducts(db, query)),
    countProducts: (query) => countProducts(db, query),
    getProduct: async (handleOrId) => productFromRow(await getProduct(db, handleOrId)),
  };
}
