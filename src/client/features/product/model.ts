// What the product page reads from a product beyond the cart rules and its price: how many
// of the chosen variant can be bought, its pictures and tags. Pure functions.
import { colorImage, findVariant, isColorAvailable, isSizeAvailable } from '../../../shared/catalog/cart-line';
import { parseVariantGid } from '../../../shared/catalog/gid';
import type { OptionState } from './OptionPicker';
import type { Product } from '../../../shared/catalog/product';
import { MAX_LINE_QUANTITY } from '../../../shared/schemas/cart';
import { PAGE_SIZES } from '../../../shared/store';

export interface Selection {
  size: string | null;
  color: string | null;
}

/** The chosen variant's units for sale; null until size and colour are chosen, or when the source does not say. */
export function stockOf(product: Product, selection: Selection): number | null {
  const variant = selection.size && selection.color ? findVariant(product, selection.size, selection.color) : undefined;
  return variant?.quantity ?? null;
}

/**
 * Why the product, or the size and color chosen so far, cannot be bought ("Out of stock",
 * "Out of stock in this size and color"); null when it can.
 */
export function soldOutReason(product: Product, { size, color }: Selection): string | null {
  if (!product.availableForSale || (product.variants.length > 0 && !product.variants.some((v) => v.available)))
    return 'Out of stock';
  const sizeGone = size !== null && !isSizeAvailable(product, size, color);
  const colorGone = color !== null && !isColorAvailable(product, color, size);
  if (!sizeGone && !colorGone) return null;
  if (size !== null && color !== null) return 'Out of stock in this size and color';
  return size !== null ? 'Out of stock in this size' : 'Out of stock in this color';
}

/**
 * The most a shopper can pick: the chosen variant's stock less what their cart holds of it, and
 * at most the store's units of one item per order (`perLine`, never above 99) less the same.
 */
export function maxQuantity(product: Product, selection: Selection, inCart = 0, perLine = MAX_LINE_QUANTITY): number {
  const stock = stockOf(product, selection);
  const room = Math.min(perLine, MAX_LINE_QUANTITY) - inCart;
  return Math.max(1, Math.min(stock === null ? room : stock - inCart, room));
}

/** The main picture: the chosen colour's when there is one, else the product's. */
export function imageFor(product: Product, color: string | null): string {
  return (color && colorImage(product, color)) || product.imageUrl;
}

/**
 * The gallery: the product's pictures (or its one image), at most the thumbnail count; with a
 * colour chosen, the photos staff tied to that colour come first, then the rest in their order.
 */
export function galleryImages(product: Product, color: string | null = null): string[] {
  const ofColor = color ? product.images.filter((image) => image.color === color) : [];
  const rest = product.images.filter((image) => !ofColor.includes(image));
  const images = product.images.length > 0 ? [...ofColor, ...rest].map((image) => image.url) : [product.imageUrl];
  return images.slice(0, PAGE_SIZES.productThumbnails);
}

export function visibleTags(product: Product): string[] {
  return product.tags.slice(0, PAGE_SIZES.productTags);
}

/** The first choice: the size and color the address names (a back-in-stock email's link), else a product's only one. */
export function firstSelection(product: Product, asked: { size: string | null; color: string | null }): Selection {
  const pick = (options: readonly string[], wanted: string | null) =>
    wanted !== null && options.includes(wanted) ? wanted : options.length === 1 ? (options[0] ?? null) : null;
  return { size: pick(product.sizes, asked.size), color: pick(product.colors, asked.color) };
}

/** A size with the chosen color (or a color with the chosen size): for sale, sold out, or not made. */
export function optionState(
  product: Product,
  which: 'size' | 'color',
  option: string,
  other: string | null,
): OptionState {
  const available =
    which === 'size' ? isSizeAvailable(product, option, other) : isColorAvailable(product, option, other);
  if (available) return 'available';
  const made =
    product.variants.length === 0 ||
    product.variants.some(
      (v) =>
        (which === 'size' ? v.size : v.color) === option &&
        (other === null || (which === 'size' ? v.color : v.size) === other),
    );
  return made ? 'sold-out' : 'none';
}

/** The chosen variant when it is sold out and the store can tell the shopper when it is back. */
export function soldOutVariant(product: Product, { size, color }: Selection) {
  const variant = size && color ? findVariant(product, size, color) : undefined;
  if (!variant || (variant.available && product.availableForSale)) return null;
  return parseVariantGid(variant.id) === null ? null : variant;
}
