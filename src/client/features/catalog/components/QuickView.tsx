// The quick-view dialog: a real dialog with the product's pictures and pickers. Loaded on first
// use, so the dialog code is not part of any first page load.
import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { colorImage, isColorAvailable, isSizeAvailable } from '../../../../shared/catalog/cart-line';
import { isOnSale, shownPrice } from '../../../../shared/catalog/pricing';
import type { Product } from '../../../../shared/catalog/product';
import { PAGE_SIZES } from '../../../../shared/store';
import {
  pictureOf,
  ProductPicture,
  QUICK_VIEW_SIZES,
  QUICK_VIEW_THUMB_SIZES,
} from '../../../components/ProductPicture';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { cx } from '../../../lib/cx';
import { productHref } from '../links';
import { useAddToCart } from '../use-add-to-cart';
import { outlineDescription } from './description-outline';
import { ColorPicker, SizePicker } from './OptionPickers';
import { Price } from './Price';

export interface QuickViewProps {
  product: Product;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialSize?: string | null;
  initialColor?: string | null;
  /** The colour whose picture shows first (the card's), chosen or not. */
  shownColor?: string | null;
}

export default function QuickView({
  product,
  open,
  onOpenChange,
  initialSize = null,
  initialColor = null,
  shownColor = initialColor,
}: QuickViewProps) {
  const description = outlineDescription(product.descriptionHtml, product.description);
  const List = description.list?.ordered ? 'ol' : 'ul';
  const images = (product.images.length ? product.images.map((image) => image.url) : [product.imageUrl]).slice(
    0,
    PAGE_SIZES.productThumbnails,
  );
  // A colour's picture, where the gallery has it: the gallery opens on it and moves to it when the colour is chosen.
  const pictureIndexOf = (c: string | null) => Math.max(0, c ? images.indexOf(colorImage(product, c) ?? '') : 0);
  const [imageIndex, setImageIndex] = useState(() => pictureIndexOf(shownColor));
  const [size, setSize] = useState<string | null>(initialSize);
  const [color, setColorState] = useState<string | null>(initialColor);
  const setColor = (next: string | null) => {
    setColorState(next);
    if (next && colorImage(product, next)) setImageIndex(pictureIndexOf(next));
  };
  const { adding, add } = useAddToCart(product);
  const combinationSoldOut = Boolean(size && color && !isSizeAvailable(product, size, color));

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={product.name} className="max-w-4xl">
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <ProductPicture
            image={pictureOf(product.images, images[imageIndex] ?? product.imageUrl)}
            sizes={QUICK_VIEW_SIZES}
            drawingSize={{ width: 480, height: 600 }}
            alt={product.name}
            className="aspect-[4/5] w-full rounded-lg bg-gray-100 object-cover"
          />
          {images.length > 1 ? (
            <div className="mt-3 grid grid-cols-4 gap-2">
              {images.map((url, index) => (
                <button
                  key={url}
                  type="button"
                  aria-label={`Show image ${index + 1} of ${images.length}`}
                  aria-pressed={index === imageIndex}
                  onClick={() => setImageIndex(index)}
                  className={cx(
                    'overflow-hidden rounded-md border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                    index === imageIndex ? 'border-brand-700' : 'border-transparent',
                  )}
                >
                  <ProductPicture
                    image={pictureOf(product.images, url)}
                    sizes={QUICK_VIEW_THUMB_SIZES}
                    drawingSize={{ width: 96, height: 120 }}
                    alt=""
                    loading="lazy"
                    className="aspect-[4/5] w-full object-cover"
                  />
                </button>
              ))}
            </div>
          ) : null}
        </div>

        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap gap-2">
            {product.featured ? <Badge tone="brand">Featured</Badge> : null}
            {product.trending ? <Badge tone="pink">Trending</Badge> : null}
            {isOnSale(product) ? <Badge tone="red">Sale</Badge> : null}
            {!product.availableForSale ? <Badge tone="gray">Out of Stock</Badge> : null}
          </div>
          <Price price={shownPrice(product, { size, color })} size="lg" />
          {description.text || description.list ? (
            // The opening whole sentences and the points; the rest is on the product's own page.
            <div role="region" aria-label="Description" className="space-y-1 text-sm text-gray-700">
              {description.text ? <p>{description.text}</p> : null}
              {description.list ? (
                <List className={cx('space-y-0.5 pl-5', description.list.ordered ? 'list-decimal' : 'list-disc')}>
                  {description.list.items.map((item, index) => (
                    <li key={index}>{item}</li>
                  ))}
                </List>
              ) : null}
              {description.more ? (
                <Link
                  href={productHref(product)}
                  onClick={() => onOpenChange(false)}
                  className="font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  View details
                </Link>
              ) : null}
            </div>
          ) : null}
          <div className="space-y-2">
            <p className="text-sm font-medium text-gray-900">Size{size ? `: ${size}` : ''}</p>
            <SizePicker
              label="Size"
              size="md"
              options={product.sizes}
              value={size}
              onChange={setSize}
              isDisabled={(s) => !isSizeAvailable(product, s)}
            />
          </div>
          <div className="space-y-2">
            <p className="text-sm font-medium text-gray-900">Color{color ? `: ${color}` : ''}</p>
            <ColorPicker
              label="Color"
              size="md"
              options={product.colors}
              value={color}
              onChange={setColor}
              isDisabled={(c) => !isColorAvailable(product, c, size)}
            />
          </div>
          {combinationSoldOut ? <p className="text-sm text-red-700">This size and color is sold out.</p> : null}
          <div className="mt-auto flex flex-col gap-2 sm:flex-row">
            <Button
              size="lg"
              className="flex-1"
              disabled={!product.availableForSale || combinationSoldOut}
              aria-disabled={adding || undefined}
              onClick={() => add({ size, color })}
            >
              <ShoppingBag aria-hidden="true" className="h-5 w-5" />
              {!product.availableForSale ? 'Out of Stock' : adding ? 'Adding...' : 'Add to Cart'}
            </Button>
            <Link
              href={productHref(product)}
              onClick={() => onOpenChange(false)}
              className={buttonClasses('outline', 'lg', 'flex-1')}
            >
              View Full Details
            </Link>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
