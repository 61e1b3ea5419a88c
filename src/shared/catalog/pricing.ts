// The price a shopper is shown for a product, the same on cards, in the quick view and on the
// product page: the chosen variant's price when the choice settles it (a size whose colors
// all cost the same settles it too), else the lowest price, read "From" when the variants
// differ. The compare-at price shows struck through when it is above the price shown.
import type { Product, ProductVariant } from './product';

export interface PriceChoice {
  size?: string | null;
  color?: string | null;
}

export interface ShownPrice {
  cents: number;
  /** The lowest of several prices: shown as "From $X". */
  from: boolean;
  /** The compare-at price, only when above `cents`: the product is on sale. */
  wasCents: number | null;
}

type Priced = Pick<Product, 'priceCents' | 'maxPriceCents' | 'compareAtPriceCents' | 'variants'>;

/** The compare-at price when it is above `cents`, else null. */
export function compareAtAbove(product: Pick<Product, 'compareAtPriceCents'>, cents: number): number | null {
  const was = product.compareAtPriceCents;
  return was !== null && was > cents ? was : null;
}

type Marked = Pick<ProductVariant, 'priceCents'> & { compareAtPriceCents?: number | null | undefined };

/**
 * The "was" price of the cheapest of these variants: "from $20, was $25" must be true of a $20
 * variant, so it is the compare-at price of a variant at the lowest price (the lowest such, if
 * several), and null when none of those is marked down. What a product is listed with too.
 */
export function cheapestWas(variants: readonly Marked[]): number | null {
  if (variants.length === 0) return null;
  const cheapest = Math.min(...variants.map((v) => v.priceCents));
  const was = variants
    .filter((v) => v.priceCents === cheapest && v.compareAtPriceCents != null && v.compareAtPriceCents > cheapest)
    .map((v) => v.compareAtPriceCents as number);
  return was.length ? Math.min(...was) : null;
}

/** Whether the product's variants are priced differently. */
export const variesInPrice = (product: Pick<Product, 'priceCents' | 'maxPriceCents'>) =>
  product.maxPriceCents > product.priceCents;

/** On sale: its compare-at price is above its lowest price. */
export const isOnSale = (product: Pick<Product, 'priceCents' | 'compareAtPriceCents'>) =>
  compareAtAbove(product, product.priceCents) !== null;

export function shownPrice(product: Priced, choice: PriceChoice = {}): ShownPrice {
  const matching = product.variants.filter(
    (v) => (!choice.size || v.size === choice.size) && (!choice.color || v.color === choice.color),
  );
  const prices = matching.length > 0 ? matching.map((v) => v.priceCents) : [product.priceCents, product.maxPriceCents];
  const cents = Math.min(...prices);
  // A chosen size or colour shows its variants' own "was" price; before a choice, the product's.
  const chosen = Boolean(choice.size || choice.color) && matching.length > 0;
  const wasCents = chosen ? cheapestWas(matching) : compareAtAbove(product, cents);
  return { cents, from: Math.max(...prices) > cents, wasCents };
}
