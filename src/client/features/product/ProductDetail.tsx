// The product page body: gallery, facts, pickers and actions for one loaded product, then the
// delivery promise and the rows of other products below it.
import { ShoppingCart } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'wouter';
import { colorImage, needsColorChoice, needsSizeChoice } from '../../../shared/catalog/cart-line';
import { isOnSale, shownPrice } from '../../../shared/catalog/pricing';
import type { Product } from '../../../shared/catalog/product';
import { cartLineId, MAX_LINE_QUANTITY } from '../../../shared/schemas/cart';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { deferredHydration } from '../../lib/deferred-hydration';
import { notify } from '../../lib/toast';
import { perOrderReason, useCart, usePurchaseLimits } from '../cart';
import { Price } from '../catalog';
import { addProductToCart } from './add-to-cart';
import { Breadcrumbs } from './Breadcrumbs';
import { DeliveryPromise } from './DeliveryPromise';
import { BackInStockForm } from './BackInStockForm';
import {
  firstSelection,
  galleryImages,
  imageFor,
  maxQuantity,
  optionState,
  soldOutReason,
  soldOutVariant,
  stockOf,
  visibleTags,
  type Selection,
} from './model';
import { OptionPicker } from './OptionPicker';
import { ProductGallery } from './ProductGallery';
import { recordView } from './recently-viewed';
import { ShareButton } from './ShareButton';
import { SizeHelp } from './SizeHelp';
import { sizeChartFor } from './size-chart';
import { WishlistButton } from './WishlistButton';

// Below the fold: rendered by the server, its cards come alive as the shopper scrolls near.
const Merchandising = deferredHydration('product-merchandising', () => import('./Merchandising'));

const SIZE_MISSING = 'Please select a size.';
const COLOR_MISSING = 'Please choose a color.';

export function ProductDetail({ product }: { product: Product }) {
  const [params] = useSearchParams();
  const [selection, setSelection] = useState<Selection>(() =>
    firstSelection(product, { size: params.get('size'), color: params.get('color') }),
  );
  const [quantity, setQuantity] = useState(1);
  const [mainImage, setMainImage] = useState(() => imageFor(product, selection.color));
  const [sizeError, setSizeError] = useState<string | null>(null);
  const [colorError, setColorError] = useState<string | null>(null);
  const sizeErrorId = useId();
  const colorErrorId = useId();
  const { items } = useCart();
  const chosenLine = selection.size && selection.color ? cartLineId(product.id, selection.size, selection.color) : null;
  const inCart = items.find((i) => i.id === chosenLine && !i.custom)?.quantity ?? 0;
  const stock = stockOf(product, selection);
  const { maxUnitsPerLine } = usePurchaseLimits();
  const max = maxQuantity(product, selection, inCart, maxUnitsPerLine);
  // The store's limit stops the picker before the stock does.
  const atStoreLimit =
    (stock === null || maxUnitsPerLine < stock) &&
    maxUnitsPerLine < MAX_LINE_QUANTITY &&
    inCart + Math.min(quantity, max) >= maxUnitsPerLine;
  const allInCart = stock !== null && stock > 0 && inCart >= stock;
  const effectiveQuantity = Math.min(quantity, max);
  const images = galleryImages(product, selection.color);
  const price = shownPrice(product, selection);
  const waitFor = soldOutVariant(product, selection);

  useEffect(() => recordView(product.handle), [product.handle]);

  function pickSize(size: string) {
    setSelection((s) => ({ ...s, size }));
    setSizeError(null);
  }

  function pickColor(color: string) {
    setSelection((s) => ({ ...s, color }));
    setColorError(null);
    const picture = colorImage(product, color);
    if (picture) setMainImage(picture);
  }

  function add() {
    const outcome = addProductToCart(product, selection, effectiveQuantity);
    notify(outcome.notice);
    if (outcome.added) return;
    // Every missing choice is marked at once, not one per attempt.
    if (outcome.reason === 'size-required' || outcome.reason === 'color-required') {
      if (needsSizeChoice(product) && !selection.size) setSizeError(SIZE_MISSING);
      if (needsColorChoice(product) && !selection.color) setColorError(COLOR_MISSING);
    }
  }

  const chartId = sizeChartFor(product);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Breadcrumbs category={product.category} name={product.name} />
      <div className="grid gap-10 md:grid-cols-2">
        <ProductGallery
          name={product.name}
          images={images}
          main={mainImage}
          onPick={setMainImage}
          pictures={product.images}
        />
        <div className="space-y-6">
          <div className="space-y-2">
            <div className="flex flex-wrap gap-2">
              {product.featured ? <Badge>Featured</Badge> : null}
              {product.trending ? <Badge tone="pink">Trending</Badge> : null}
              {isOnSale(product) ? <Badge tone="red">Sale</Badge> : null}
              {!product.availableForSale ? <Badge tone="red">Out of Stock</Badge> : null}
            </div>
            <h1 className="font-display text-3xl font-bold text-gray-900">{product.name}</h1>
            {product.brand ? <p className="text-sm text-gray-600">by {product.brand}</p> : null}
            <div aria-live="polite">
              <Price price={price} size="lg" />
            </div>
          </div>
          {/* Sanitised on the server: when a product is written (catalog/write.ts) and read from Shopify. */}
          <div className="rich-text text-gray-700" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
          <OptionPicker
            legend="Size"
            options={product.sizes}
            selected={selection.size}
            stateOf={(size) => optionState(product, 'size', size, selection.color)}
            onSelect={pickSize}
            error={sizeError}
            errorId={sizeErrorId}
          />
          {chartId ? <SizeHelp chartId={chartId} /> : null}
          <OptionPicker
            legend="Color"
            options={product.colors}
            selected={selection.color}
            stateOf={(color) => optionState(product, 'color', color, selection.size)}
            onSelect={pickColor}
            swatches
            error={colorError}
            errorId={colorErrorId}
          />
          <div>
            <p className="mb-2 text-sm font-medium text-gray-900">Quantity</p>
            <QuantityStepper
              value={effectiveQuantity}
              min={1}
              max={max}
              label={product.name}
              maxReason={atStoreLimit ? perOrderReason(maxUnitsPerLine) : null}
              onChange={(q) => setQuantity(Math.max(1, Math.min(q, max)))}
            />
            {atStoreLimit ? (
              <p className="mt-2 text-sm text-amber-800">
                You can buy at most {maxUnitsPerLine} of this item in one order
                {inCart > 0 ? ` (${inCart} in your cart)` : ''}
              </p>
            ) : allInCart ? (
              <p className="mt-2 text-sm text-amber-800">Your cart holds all {stock} we have in this size and color</p>
            ) : stock !== null && stock > 0 && stock < 10 ? (
              <p className="mt-2 text-sm text-amber-800">
                Only {stock} left in this size and color{inCart > 0 ? ` (${inCart} in your cart)` : ''}
              </p>
            ) : null}
          </div>
          {waitFor ? <BackInStockForm key={waitFor.id} variantId={waitFor.id} option={waitFor.title} /> : null}
          <div className="flex gap-3">
            {waitFor ? null : (
              <Button size="lg" className="h-12 flex-1" onClick={add} disabled={!product.availableForSale || allInCart}>
                <ShoppingCart className="h-5 w-5" aria-hidden="true" />
                {product.availableForSale ? 'Add to Cart' : 'Out of Stock'}
              </Button>
            )}
            <WishlistButton product={product} />
            <ShareButton title={product.name} />
          </div>
          <DeliveryPromise spendCents={price.cents * effectiveQuantity} soldOut={soldOutReason(product, selection)} />
          {visibleTags(product).length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label="Tags">
              {visibleTags(product).map((tag) => (
                <li key={tag}>
                  <Badge tone="gray">{tag}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <Merchandising product={product} />
    </div>
  );
}
