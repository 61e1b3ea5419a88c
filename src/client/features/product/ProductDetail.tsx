// The product page body: gallery, facts, pickers and actions for one loaded product.
import { ShoppingCart } from 'lucide-react';
import { useId, useState } from 'react';
import { formatMoney } from '../../../shared/money';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { notify } from '../../lib/toast';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { addProductToCart } from './add-to-cart';
import { Breadcrumbs } from './Breadcrumbs';
import { colorImage, isColorAvailable, isSizeAvailable } from '../../../shared/catalog/cart-line';
import type { Product } from '../../../shared/catalog/product';
import { galleryImages, imageFor, maxQuantity, salePriceWas, visibleTags, type Selection } from './model';
import { OptionPicker } from './OptionPicker';
import { SizeHelp } from './SizeHelp';
import { sizeChartFor } from './size-chart';
import { ProductGallery } from './ProductGallery';
import { ShareButton } from './ShareButton';
import { WishlistButton } from './WishlistButton';

const single = (options: readonly string[]) => (options.length === 1 ? (options[0] ?? null) : null);

export function ProductDetail({ product }: { product: Product }) {
  const [selection, setSelection] = useState<Selection>({ size: single(product.sizes), color: single(product.colors) });
  const [quantity, setQuantity] = useState(1);
  const [mainImage, setMainImage] = useState(() => imageFor(product, selection.color));
  const [sizeError, setSizeError] = useState<string | null>(null);
  const sizeErrorId = useId();
  const max = maxQuantity(product, selection);
  const effectiveQuantity = Math.min(quantity, max);
  const images = galleryImages(product);
  const was = salePriceWas(product);

  function pickSize(size: string) {
    setSelection((s) => ({ ...s, size }));
    setSizeError(null);
  }

  function pickColor(color: string) {
    setSelection((s) => ({ ...s, color }));
    const picture = colorImage(product, color);
    if (picture) setMainImage(picture);
  }

  function add() {
    const outcome = addProductToCart(product, selection, effectiveQuantity);
    notify(outcome.notice);
    if (!outcome.added && outcome.reason === 'size-required') setSizeError('Please select a size.');
  }

  const chartId = sizeChartFor(product);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Breadcrumbs category={product.category} name={product.name} />
      <div className="grid gap-10 md:grid-cols-2">
        <ProductGallery name={product.name} images={images} main={mainImage} onPick={setMainImage} />
        <div className="space-y-6">
          <div className="space-y-2">
            <div className="flex flex-wrap gap-2">
              {product.featured ? <Badge>Featured</Badge> : null}
              {product.trending ? <Badge tone="pink">Trending</Badge> : null}
              {!product.availableForSale ? <Badge tone="red">Out of Stock</Badge> : null}
            </div>
            <h1 className="font-display text-3xl font-bold text-gray-900">{product.name}</h1>
            {product.brand ? <p className="text-sm text-gray-600">by {product.brand}</p> : null}
            <p className="flex items-baseline gap-3">
              <span className="text-2xl font-semibold text-gray-900">{formatMoney(product.priceCents)}</span>
              {was ? (
                <s className="text-lg text-gray-500">
                  <span className="sr-only">Was </span>
                  {formatMoney(was)}
                </s>
              ) : null}
            </p>
          </div>
          {/* descriptionHtml is sanitised on the server: when a product is written (src/server/catalog/write.ts) and when it is read from Shopify. */}
          <div className="rich-text text-gray-700" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
          <OptionPicker
            legend="Size"
            options={product.sizes}
            selected={selection.size}
            isAvailable={(size) => isSizeAvailable(product, size, selection.color)}
            onSelect={pickSize}
            error={sizeError}
            errorId={sizeErrorId}
          />
          {chartId ? <SizeHelp chartId={chartId} /> : null}
          <OptionPicker
            legend="Color"
            options={product.colors}
            selected={selection.color}
            isAvailable={(color) => isColorAvailable(product, color, selection.size)}
            onSelect={pickColor}
            swatches
          />
          <div>
            <p className="mb-2 text-sm font-medium text-gray-900">
              Quantity
            </p>
            <QuantityStepper value={effectiveQuantity} min={1} max={max} label={product.name} onChange={(q) => setQuantity(Math.max(1, Math.min(q, max)))} />
            {max < 10 ? <p className="mt-2 text-sm text-amber-700">Only {max} left in this size and color</p> : null}
          </div>
          <div className="flex gap-3">
            <Button size="lg" className="h-12 flex-1" onClick={add} disabled={!product.availableForSale}>
              <ShoppingCart className="h-5 w-5" aria-hidden="true" />
              {product.availableForSale ? 'Add to Cart' : 'Out of Stock'}
            </Button>
            <WishlistButton product={product} />
            <ShareButton title={product.name} />
          </div>
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
    </div>
  );
}
