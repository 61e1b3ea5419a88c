// What the product page reads from a product beyond the cart rules: its sale price, how many
// of the chosen variant can be bought, its pictures and tags. Pure functions.
import { colorImage, findVariant } from '../../../shared/catalog/cart-line';
import type { Product } from '../../../shared/catalog/product';
import { MAX_LINE_QUANTITY } from '../../../shared/schemas/cart';
import { PAGE_SIZES } from '../../../shared/store';

export interface Selection {
  size: string | null;
  color: string | null;
}

/** The compare-at price when the product is on sale (above its price), else null. */
export function salePriceWas(product: Product): number | null {
  const was = product.compareAtPriceCents;
  return was !== null && was > product.priceCents ? was : null;
}

/** The most a shopper can pick: the chosen variant's stock, at most 99. */
export function maxQuantity(product: Product, selection: Selection): number {
  const variant = selection.size && selection.color ? findVariant(product, selection.size, selection.color) : undefined;
  const stock = variant?.quantity;
  return typeof stock === 'number' ? Math.max(1, Math.min(stock, MAX_LINE_QUANTITY)) : MAX_LINE_QUANTITY;
}

/** The main picture: the chosen colour's when there is one, else the product's. */
export function imageFor(product: Product, color: string | null): string {
  return (color && colorImage(product, color)) || product.imageUrl;
}

/** The gallery: the product's pictures (or its one image), at most the thumbnail count. */
export function galleryImages(product: Product): string[] {
  const images = product.images.length > 0 ? product.images.map((image) => image.url) : [product.imageUrl];
  return images.slice(0, PAGE_SIZES.productThumbnails);
}

export function visibleTags(product: Product): string[] {
  return product.tags.slice(0, PAGE_SIZES.productTags);
}
