// A product in the rows below the product page: its picture, name, price and sale mark, the
// whole tile one link to its page. No pickers or buttons: choosing happens on that page, and
// the rows stay light to load. The server's HTML has the tile without its picture: the
// picture comes with the page's code, which starts once the product's own photo is on screen,
// so on a phone's connection the rows' pictures do not share it with that photo.
import { useId } from 'react';
import { Link } from 'wouter';
import { isOnSale, shownPrice } from '../../../shared/catalog/pricing';
import type { Product } from '../../../shared/catalog/product';
import { TILE_SIZES, pictureOf, ProductPicture } from '../../components/ProductPicture';
import { Badge } from '../../components/ui/badge';
import { useBrowserStateKnown } from '../../lib/browser-state';
import { cx } from '../../lib/cx';
import { Price, productHref } from '../catalog';

export function ProductTile({ product }: { product: Product }) {
  const headingId = useId();
  const live = useBrowserStateKnown();
  return (
    <article
      aria-labelledby={headingId}
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <div className="relative aspect-[4/5] overflow-hidden bg-gray-100">
        {live ? (
          <ProductPicture
            image={pictureOf(product.images, product.imageUrl)}
            sizes={TILE_SIZES}
            drawingSize={{ width: 480, height: 600 }}
            alt=""
            loading="lazy"
            decoding="async"
            className={cx(
              'h-full w-full object-cover transition-transform duration-300 group-hover:scale-105',
              !product.availableForSale && 'opacity-60',
            )}
          />
        ) : null}
        <div className="absolute left-2 top-2 flex flex-col items-start gap-1">
          {isOnSale(product) ? <Badge tone="red">Sale</Badge> : null}
          {!product.availableForSale ? (
            <Badge tone="gray" className="bg-gray-900 text-white">
              Out of Stock
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 id={headingId} className="line-clamp-2 text-sm font-medium leading-snug text-gray-900">
          <Link
            href={productHref(product)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-brand-700"
          >
            {product.name}
          </Link>
        </h3>
        <Price price={shownPrice(product)} />
      </div>
    </article>
  );
}
