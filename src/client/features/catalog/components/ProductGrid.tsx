import { useDeferredValue } from 'react';
import type { Product } from '../../../../shared/catalog/product';
import { Skeleton } from '../../../components/ui/skeleton';
import { rendersServerHtml } from '../../../lib/browser-state';
import { cx } from '../../../lib/cx';
import { ProductCard, type ProductCardVariant } from './ProductCard';

/** 2 to 4 columns by width: two on a phone, so a shopper sees more than one piece at a time. */
export const GRID_COLUMNS = 'grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
/** Beside a filter sidebar (from lg). */
export const GRID_COLUMNS_WITH_SIDEBAR = 'grid-cols-2 xl:grid-cols-3';
/** Narrower gaps on a phone leave the two cards room for their prices and buttons. */
const GRID_GAP = 'gap-3 sm:gap-6';
/** Cards in the first row load their images at once. */
const PRIORITY_CARDS = 4;
/**
 * The browser lays out and paints the other cards only when they near the screen: a shop page
 * holds 48 cards, and laying them all out while the page loaded was most of its style and
 * layout work. The size is a card's usual height until the card's own is known.
 */
const OFFSCREEN_UNTIL_NEEDED = '[content-visibility:auto] [contain-intrinsic-size:auto_36rem]';

export function ProductGrid({
  products,
  variant = 'default',
  columns = GRID_COLUMNS,
  showViewDetails = false,
  label = 'Products',
  busy = false,
  listColors,
}: {
  products: readonly Product[];
  variant?: ProductCardVariant;
  columns?: string;
  showViewDetails?: boolean;
  label?: string;
  /** New results are on their way: the old ones stay, dimmed. */
  busy?: boolean;
  /** The colours the list is filtered by: each card shows its product in one of them. */
  listColors?: readonly string[];
}) {
  // Rendered in the browser, the first row renders at once and the rest in a transition, which
  // React renders in slices between frames, so 48 cards arriving together never block the page
  // in one long task. A server-rendered grid is in the HTML whole and is hydrated as it is:
  // building its cards again in the browser was most of the shop's Total Blocking Time.
  const shown = useDeferredValue(
    products.length,
    rendersServerHtml() ? products.length : Math.min(products.length, PRIORITY_CARDS),
  );
  return (
    <ul
      aria-label={label}
      aria-busy={busy || undefined}
      className={cx('grid transition-opacity', GRID_GAP, columns, busy && 'opacity-60')}
    >
      {products.slice(0, shown).map((product, index) => (
        // The anchor lets Back return to this card (app/scroll-memory.ts).
        <li
          key={product.id}
          data-scroll-anchor={product.id}
          className={cx('flex', index >= PRIORITY_CARDS && OFFSCREEN_UNTIL_NEEDED)}
        >
          <ProductCard
            product={product}
            variant={variant}
            priority={index < PRIORITY_CARDS}
            showViewDetails={showViewDetails}
            listColors={listColors}
            className="w-full"
          />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({
  count,
  columns = GRID_COLUMNS,
  label = 'Loading products',
}: {
  count: number;
  columns?: string;
  label?: string;
}) {
  return (
    <div role="status" aria-label={label} className={cx('grid', GRID_GAP, columns)}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} data-testid="product-skeleton" className="overflow-hidden rounded-xl border border-gray-200">
          <Skeleton className="aspect-[4/5] w-full rounded-none" />
          <div className="space-y-3 p-4">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-9 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
