// The price a shopper is shown for a product, the same on cards, in the quick view and on the
// product page: the chosen variant's price when the choice settles it (a size whose colors
// all cost the same settles it too), else the lowest price, read "From" when the variants
// differ. The compare-at price shows struck through when it is above the price shown.
import type { Product } from './product';

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
  return { cents, from: Math.max(...prices) > cents, wasCents: compareAtAbove(product, cents) };
}
