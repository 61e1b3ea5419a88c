// The product page's view of a storefront product: the shared normalised product plus
// what only this page needs (sale price, per-variant stock and pictures). Pure functions.
import { normalizeProduct, type NormalizedProduct, type NormalizedVariant } from '../../../shared/catalog/normalize';
import type { StorefrontProduct } from '../../../shared/schemas/catalog';
import type { CartItem } from '../../../shared/schemas/cart';
import { cartLineId } from '../../../shared/schemas/cart';
import { MAX_QUANTITY } from '../cart/state';
import { toCents, toDecimal } from '../../../shared/money';
import { DEFAULT_COLOR, ONE_SIZE, PAGE_SIZES } from '../../../shared/store';

export interface ProductView extends NormalizedProduct {
  /** The compare-at price when the product is on sale (above its price), else null. */
  originalPriceCents: number | null;
  /** Units available per variant id; null means the source does not say. */
  stockByVariant: ReadonlyMap<string, number | null>;
  /** A picture per colour, from the first variant of that colour that has one. */
  imageByColor: ReadonlyMap<string, string>;
}

export function toProductView(raw: StorefrontProduct): ProductView {
  const product = normalizeProduct(raw);
  const compareAt = raw.compareAtPriceRange ? toCents(raw.compareAtPriceRange.minVariantPrice.amount) : 0;
  const stockByVariant = new Map<string, number | null>();
  const imageByColor = new Map<string, string>();
  raw.variants.edges.forEach(({ node }, index) => {
    stockByVariant.set(node.id, node.quantityAvailable);
    const color = product.variants[index]?.color;
    if (color && node.image?.url && !imageByColor.has(color)) imageByColor.set(color, node.image.url);
  });
  return { ...product, originalPriceCents: compareAt > product.priceCents ? compareAt : null, stockByVariant, imageByColor };
}

export interface Selection {
  size: string | null;
  color: string | null;
}

export const findVariant = (product: ProductView, size: string, color: string): NormalizedVariant | undefined =>
  product.variants.find((v) => v.size === size && v.color === color);

/** Whether a size (or colour) can be bought given the other choice; products without variants are judged as a whole. */
export function isSizeAvailable(product: ProductView, size: string, color: string | null): boolean {
  if (product.variants.length === 0) return product.availableForSale;
  return product.variants.some((v) => v.size === size && (color === null || v.color === color) && v.available);
}

export function isColorAvailable(product: ProductView, color: string, size: string | null): boolean {
  if (product.variants.length === 0) return product.availableForSale;
  return product.variants.some((v) => v.color === color && (size === null || v.size === size) && v.available);
}

/** The size and colour an add to cart uses; 'size-required' when there are sizes to choose from. */
export function resolveSelection(product: ProductView, selection: Selection): { size: string; color: string } | 'size-required' {
  if (!selection.size && product.sizes.length > 1) return 'size-required';
  const size = selection.size ?? product.sizes[0] ?? ONE_SIZE;
  const color =
    selection.color ?? product.colors.find((c) => isColorAvailable(product, c, size)) ?? product.colors[0] ?? DEFAULT_COLOR;
  return { size, color };
}

/** The most a shopper can pick: the chosen variant's stock, at most 99. */
export function maxQuantity(product: ProductView, selection: Selection): number {
  const variant = selection.size && selection.color ? findVariant(product, selection.size, selection.color) : undefined;
  const stock = variant ? product.stockByVariant.get(variant.id) : null;
  return typeof stock === 'number' ? Math.max(1, Math.min(stock, MAX_QUANTITY)) : MAX_QUANTITY;
}

/** The main picture: the chosen colour's when there is one, else the product's. */
export function imageFor(product: ProductView, color: string | null): string {
  return (color && product.imageByColor.get(color)) || product.imageUrl;
}

/** The gallery: the product's pictures (or its one image), at most the thumbnail count. */
export function galleryImages(product: ProductView): string[] {
  const images = product.images.length > 0 ? product.images : [product.imageUrl];
  return images.slice(0, PAGE_SIZES.productThumbnails);
}

export function visibleTags(product: ProductView): string[] {
  return product.tags.slice(0, PAGE_SIZES.productTags);
}

/** The cart line for a resolved choice. */
export function toCartLine(product: ProductView, size: string, color: string, quantity: number): CartItem {
  const variant = findVariant(product, size, color);
  return {
    id: cartLineId(product.id, size, color),
    productId: product.id,
    name: product.name,
    price: toDecimal(variant?.priceCents ?? product.priceCents),
    imageUrl: imageFor(product, color),
    size,
    color,
    quantity,
    shopifyId: variant?.id ?? null,
    handle: product.handle || undefined,
  };
}
