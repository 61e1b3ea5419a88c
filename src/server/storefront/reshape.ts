// The one boundary where a Shopify product becomes the store's Product: its description HTML
// sanitised like the store's own, then reshaped as every storefront node is (the store's own
// facts read from its tags; see fromStorefrontNode).
import { fromStorefrontNode, type Product } from '../../shared/catalog/product';
import { htmlToText, sanitizeDescription } from '../catalog/sanitize';
import type { ShopifyProduct } from './shopify-types';

export function fromShopifyProduct(node: ShopifyProduct): Product {
  const descriptionHtml = sanitizeDescription(node.descriptionHtml);
  return fromStorefrontNode({ ...node, descriptionHtml, description: node.description || htmlToText(descriptionHtml) });
}
