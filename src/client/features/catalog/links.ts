import type { Product } from '../../../shared/catalog/product';

/** /product/{handle}, or the id when a product has no handle. */
export const productHref = (product: Pick<Product, 'handle' | 'id'>) =>
  `/product/${encodeURIComponent(product.handle || product.id)}`;
