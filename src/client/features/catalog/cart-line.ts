// Add-to-cart rules for cards, the quick view and the product page:
// with more than one size the shopper must choose one; with one size or none the first
// size (or One Size) is used, and the first colour (or Default) unless one was chosen.
// Sold-out products and sold-out size/colour combinations cannot be added.
import type { NormalizedProduct, NormalizedVariant } from '../../../shared/catalog/normalize';
import { cartLineId, type CartItem } from '../../../shared/schemas/cart';
import { toDecimal } from '../../../shared/money';
import { DEFAULT_COLOR, ONE_SIZE } from '../../../shared/store';

export type CartProduct = Pick<
  NormalizedProduct,
  'id' | 'name' | 'handle' | 'priceCents' | 'imageUrl' | 'sizes' | 'colors' | 'variants' | 'inStock' | 'shopifyId'
>;

export interface CartChoice {
  size?: string | null;
  color?: string | null;
}

export type CartLineProblem = 'size-required' | 'sold-out' | 'unavailable';
export type CartLineResult = { ok: true; line: CartItem } | { ok: false; problem: CartLineProblem; size?: string; color?: string };

export const needsSizeChoice = (product: Pick<CartProduct, 'sizes'>) => product.sizes.length > 1;

export function findVariant(product: Pick<CartProduct, 'variants'>, size: string, color: string): NormalizedVariant | undefined {
  return product.variants.find((v) => v.size === size && v.color === color);
}

/** Whether this size (with any colour, or with the given one) can be bought. */
export function isAvailable(product: Pick<CartProduct, 'variants' | 'inStock'>, size: string, color?: string): boolean {
  if (!product.inStock) return false;
  if (product.variants.length === 0) return true;
  return product.variants.some((v) => v.size === size && (color === undefined || v.color === color) && v.available);
}

/** Whether a colour can be bought in the chosen size, or in any size when none is chosen. */
export function isColorAvailable(product: Pick<CartProduct, 'variants' | 'inStock'>, color: string, size: string | null): boolean {
  if (size) return isAvailable(product, size, color);
  if (!product.inStock) return false;
  return product.variants.length === 0 || product.variants.some((v) => v.color === color && v.available);
}

export function resolveSize(product: Pick<CartProduct, 'sizes'>, chosen?: string | null): string | null {
  if (chosen) return chosen;
  return needsSizeChoice(product) ? null : (product.sizes[0] ?? ONE_SIZE);
}

/** The chosen colour, else the first colour on sale in this size, else the first colour. */
export function resolveColor(product: Pick<CartProduct, 'colors' | 'variants' | 'inStock'>, size: string, chosen?: string | null): string {
  if (chosen) return chosen;
  const first = product.colors[0] ?? DEFAULT_COLOR;
  return product.colors.find((c) => isAvailable(product, size, c)) ?? first;
}

export function buildCartLine(product: CartProduct, choice: CartChoice = {}): CartLineResult {
  if (!product.inStock) return { ok: false, problem: 'sold-out' };
  const size = resolveSize(product, choice.size);
  if (size === null) return { ok: false, problem: 'size-required' };
  const color = resolveColor(product, size, choice.color);
  const variant = findVariant(product, size, color);
  if (product.variants.length > 0 && !variant?.available) return { ok: false, problem: 'unavailable', size, color };
  return {
    ok: true,
    line: {
      id: cartLineId(product.id, size, color),
      productId: product.id,
      name: product.name,
      price: toDecimal(variant?.priceCents ?? product.priceCents),
      imageUrl: product.imageUrl,
      size,
      color,
      quantity: 1,
      shopifyId: variant?.id ?? product.shopifyId,
      handle: product.handle,
    },
  };
}
