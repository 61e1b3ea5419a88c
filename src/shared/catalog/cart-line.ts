// What a shopper's choice of a product puts in the cart, the same from a card, the quick
// view and the product page. With more than one size the shopper must choose one, and with
// more than one colour one of those too: a line never holds an option the shopper did not
// see chosen. With one size or none the first size (or One Size) is used, with one colour or
// none the first colour (or Default). The line carries the
// chosen variant's id, price and picture; a product not for sale, or a size and colour
// that is sold out or does not exist, puts nothing in the cart.
import { toDecimal } from '../money';
import { cartLineId, type CartItem } from '../schemas/cart';
import { DEFAULT_COLOR, ONE_SIZE } from '../store';
import type { Product, ProductVariant } from './product';
import { thumbnailUrl } from './photos';

export type CartProduct = Pick<
  Product,
  'id' | 'name' | 'handle' | 'priceCents' | 'imageUrl' | 'sizes' | 'colors' | 'variants' | 'availableForSale'
> &
  Partial<Pick<Product, 'images'>>;

export interface CartChoice {
  size?: string | null;
  color?: string | null;
}

export type CartLineProblem = 'size-required' | 'color-required' | 'sold-out' | 'unavailable';
export type CartLineResult =
  { ok: true; line: CartItem } | { ok: false; problem: CartLineProblem; size?: string; color?: string };

export const needsSizeChoice = (product: Pick<Product, 'sizes'>) => product.sizes.length > 1;
export const needsColorChoice = (product: Pick<Product, 'colors'>) => product.colors.length > 1;

export function findVariant(
  product: Pick<Product, 'variants'>,
  size: string,
  color: string,
): ProductVariant | undefined {
  return product.variants.find((v) => v.size === size && v.color === color);
}

type Availability = Pick<Product, 'variants' | 'availableForSale'>;

/** Whether a size can be bought in the chosen colour, or in any colour when none is chosen. */
export function isSizeAvailable(product: Availability, size: string, color: string | null = null): boolean {
  if (!product.availableForSale) return false;
  if (product.variants.length === 0) return true;
  return product.variants.some((v) => v.size === size && (color === null || v.color === color) && v.available);
}

/** Whether a colour can be bought in the chosen size, or in any size when none is chosen. */
export function isColorAvailable(product: Availability, color: string, size: string | null = null): boolean {
  if (!product.availableForSale) return false;
  if (product.variants.length === 0) return true;
  return product.variants.some((v) => v.color === color && (size === null || v.size === size) && v.available);
}

export function resolveSize(product: Pick<Product, 'sizes'>, chosen?: string | null): string | null {
  if (chosen) return chosen;
  return needsSizeChoice(product) ? null : (product.sizes[0] ?? ONE_SIZE);
}

export function resolveColor(product: Pick<Product, 'colors'>, chosen?: string | null): string | null {
  if (chosen) return chosen;
  return needsColorChoice(product) ? null : (product.colors[0] ?? DEFAULT_COLOR);
}

/** A colour's picture: that of the first variant in that colour that has one. */
export function colorImage(product: Pick<Product, 'variants'>, color: string): string | undefined {
  return product.variants.find((v) => v.color === color && v.image)?.image?.url;
}

/** The line a size and colour of a product makes, whether or not it can be bought now. */
export function cartLineFor(product: CartProduct, size: string, color: string, quantity = 1): CartItem {
  const variant = findVariant(product, size, color);
  return {
    id: cartLineId(product.id, size, color),
    productId: product.id,
    name: product.name,
    price: toDecimal(variant?.priceCents ?? product.priceCents),
    imageUrl: thumbnailUrl(product.images, variant?.image?.url ?? colorImage(product, color) ?? product.imageUrl),
    size,
    color,
    quantity,
    shopifyId: variant?.id ?? null,
    handle: product.handle || undefined,
  };
}

/** The line for a shopper's choice, or why the choice cannot go in the cart. */
export function buildCartLine(product: CartProduct, choice: CartChoice = {}, quantity = 1): CartLineResult {
  if (!product.availableForSale) return { ok: false, problem: 'sold-out' };
  const size = resolveSize(product, choice.size);
  if (size === null) return { ok: false, problem: 'size-required' };
  const color = resolveColor(product, choice.color);
  if (color === null) return { ok: false, problem: 'color-required' };
  if (product.variants.length > 0 && !findVariant(product, size, color)?.available)
    return { ok: false, problem: 'unavailable', size, color };
  return { ok: true, line: cartLineFor(product, size, color, quantity) };
}
