// The product card every list uses. The name link covers
// the card, so a click anywhere opens /product/{handle}; the controls sit above it.
import { Eye, Heart, ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { colorImage, isColorAvailable, isSizeAvailable } from '../../../../shared/catalog/cart-line';
import { isOnSale, shownPrice } from '../../../../shared/catalog/pricing';
import type { Product } from '../../../../shared/catalog/product';
import { CARD_SIZES, pictureOf, ProductPicture } from '../../../components/ProductPicture';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import { useWishlist, toggleWishlistWithNotice } from '../../wishlist';
import { productHref } from '../links';
import { useAddToCart } from '../use-add-to-cart';
import { ColorPicker, SizePicker } from './OptionPickers';
import { Price } from './Price';

const QuickView = lazy(() => import('./QuickView'));
const preloadQuickView = () => void import('./QuickView');

export type ProductCardVariant = 'default' | 'compact' | 'home';

const LIMITS: Record<ProductCardVariant, { sizes: number; colors: number }> = {
  default: { sizes: 4, colors: 4 },
  compact: { sizes: 3, colors: 3 },
  home: { sizes: 4, colors: 2 },
};

export interface ProductCardProps {
  product: Product;
  /** compact: collections and kids cards; home: the home explorer. */
  variant?: ProductCardVariant;
  /** Load the image at once (cards in the first row); others load as they near the screen. */
  priority?: boolean;
  /** Adds a View Details link (the Featured page). */
  showViewDetails?: boolean;
  /** The colours the list is filtered by: the card shows the product in the first of them it comes in. */
  listColors?: readonly string[];
  className?: string;
}

export function ProductCard({
  product,
  variant = 'default',
  priority = false,
  showViewDetails = false,
  listColors = [],
  className,
}: ProductCardProps) {
  const headingId = useId();
  const [size, setSize] = useState<string | null>(null);
  const [color, setColor] = useState<string | null>(null);
  // The colour the card shows: the one picked on it, else the list's filter colour.
  const shownColor = color ?? listColors.find((c) => product.colors.includes(c)) ?? null;
  const [quickViewOpen, setQuickViewOpen] = useState(false);
  const { adding, add } = useAddToCart(product);
  const wished = useWishlist().has(product.id);
  const limits = LIMITS[variant];
  const href = productHref(product);
  const quickViewButton = useRef<HTMLButtonElement>(null);
  const openQuickView = () => setQuickViewOpen(true);
  // The dialog has no trigger of its own, so focus is handed back to the card's button.
  const onQuickViewChange = (open: boolean) => {
    setQuickViewOpen(open);
    if (!open) window.requestAnimationFrame(() => quickViewButton.current?.focus());
  };

  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        'group relative flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md',
        className,
      )}
    >
      <div className="relative aspect-[4/5] overflow-hidden bg-gray-100">
        <ProductPicture
          image={pictureOf(product.images, (shownColor && colorImage(product, shownColor)) || product.imageUrl)}
          sizes={CARD_SIZES}
          drawingSize={{ width: 480, height: 600 }}
          alt={product.name}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          className={cx(
            'h-full w-full object-cover transition-transform duration-300 group-hover:scale-105',
            !product.availableForSale && 'opacity-60',
          )}
        />
        <div className="absolute left-2 top-2 flex flex-col items-start gap-1">
          {product.featured ? <Badge tone="brand">Featured</Badge> : null}
          {product.trending ? <Badge tone="pink">Trending</Badge> : null}
          {isOnSale(product) ? <Badge tone="red">Sale</Badge> : null}
          {!product.availableForSale ? (
            <Badge tone="gray" className="bg-gray-900 text-white">
              Out of Stock
            </Badge>
          ) : null}
        </div>
        <div className="absolute right-2 top-2 z-10 flex flex-col gap-2">
          <button
            type="button"
            aria-pressed={wished}
            aria-label={wished ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
            onClick={() => toggleWishlistWithNotice(product)}
            className="flex h-9 w-9 items-center justify-center rounded-full bg-white/95 text-gray-700 shadow hover:text-accent-600 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <Heart aria-hidden="true" className={cx('h-5 w-5', wished && 'fill-accent-500 text-accent-500')} />
          </button>
          <button
            ref={quickViewButton}
            type="button"
            aria-label={`Quick view ${product.name}`}
            aria-haspopup="dialog"
            onClick={openQuickView}
            onPointerEnter={preloadQuickView}
            onFocus={preloadQuickView}
            className="flex h-9 w-9 items-center justify-center rounded-full bg-white/95 text-gray-700 shadow hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <Eye aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={headingId} className="line-clamp-2 font-medium leading-snug text-gray-900">
          <Link
            href={href}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-brand-700"
          >
            {product.name}
          </Link>
        </h3>
        <Price price={shownPrice(product, { size, color })} />
        <SizePicker
          label={`Size for ${product.name}`}
          options={product.sizes}
          value={size}
          onChange={setSize}
          isDisabled={(s) => !isSizeAvailable(product, s)}
          limit={limits.sizes}
          onShowMore={openQuickView}
        />
        <ColorPicker
          label={`Color for ${product.name}`}
          options={product.colors}
          value={color}
          onChange={setColor}
          isDisabled={(c) => !isColorAvailable(product, c, size)}
          limit={limits.colors}
          onShowMore={openQuickView}
        />
        <div className="relative z-10 mt-auto flex flex-col gap-2 pt-2">
          <Button
            onClick={() => add({ size, color })}
            disabled={!product.availableForSale}
            aria-disabled={adding || undefined}
            className="w-full"
          >
            <ShoppingBag aria-hidden="true" className="h-4 w-4" />
            {!product.availableForSale ? 'Out of Stock' : adding ? 'Adding...' : 'Add to Cart'}
            {product.availableForSale && !adding ? <span className="sr-only">: {product.name}</span> : null}
          </Button>
          {showViewDetails ? (
            <Link
              href={href}
              aria-label={`View Details: ${product.name}`}
              className={buttonClasses('outline', 'md', 'w-full')}
            >
              View Details
            </Link>
          ) : null}
        </div>
      </div>

      {quickViewOpen ? (
        <Suspense fallback={null}>
          <QuickView
            product={product}
            open
            onOpenChange={onQuickViewChange}
            initialSize={size}
            initialColor={color}
            shownColor={shownColor}
          />
        </Suspense>
      ) : null}
    </article>
  );
}

export default ProductCard;
