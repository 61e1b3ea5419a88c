import type { NormalizedProduct } from '../../../shared/catalog/normalize';

/** /product/{handle}, or the id when a product has no handle. */
export const productHref = (product: Pick<NormalizedProduct, 'handle' | 'id'>) => `/product/${encodeURIComponent(product.handle || product.id)}`;
