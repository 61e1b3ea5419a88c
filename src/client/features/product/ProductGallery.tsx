// Main picture and up to four thumbnails (PAGE_SIZES.productThumbnails). The main picture
// opens a full-screen zoom (ImageZoom), loaded the first time the shopper heads for it.
import { ZoomIn } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import {
  pictureOf,
  PRODUCT_MAIN_SIZES,
  PRODUCT_THUMB_SIZES,
  ProductPicture,
  type PictureImage,
} from '../../components/ProductPicture';
import { cx } from '../../lib/cx';
import { LEAD_PICTURE } from '../../../shared/page-render';

const ImageZoom = lazy(() => import('./ImageZoom'));
const preloadZoom = () => void import('./ImageZoom');

export interface ProductGalleryProps {
  name: string;
  images: string[];
  main: string;
  onPick: (url: string) => void;
  /** The product's pictures with their sizes: uploaded photos among them are served resized. */
  pictures?: readonly PictureImage[];
}

export function ProductGallery({ name, images, main, onPick, pictures = [] }: ProductGalleryProps) {
  const [zoomed, setZoomed] = useState(false);
  const zoomButton = useRef<HTMLButtonElement>(null);
  // The zoom has no Radix trigger of its own, so focus is handed back to the picture.
  const closeZoom = () => {
    setZoomed(false);
    window.requestAnimationFrame(() => zoomButton.current?.focus());
  };
  return (
    <div className="space-y-3">
      <button
        ref={zoomButton}
        type="button"
        onClick={() => setZoomed(true)}
        onPointerEnter={preloadZoom}
        onFocus={preloadZoom}
        aria-label={`Zoom in on ${name}`}
        aria-haspopup="dialog"
        className="group relative block aspect-[4/5] w-full cursor-zoom-in overflow-hidden rounded-xl bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {/* The page's largest picture: fetched at once, ahead of the rest; the page's code waits for it. */}
        <ProductPicture
          image={pictureOf(pictures, main)}
          sizes={PRODUCT_MAIN_SIZES}
          drawingSize={{ width: 800, height: 1000 }}
          alt={name}
          fetchPriority="high"
          elementtiming={LEAD_PICTURE}
          className="h-full w-full object-cover"
        />
        <span
          className="absolute right-3 bottom-3 flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-gray-800 shadow transition group-hover:scale-110"
          aria-hidden="true"
        >
          <ZoomIn className="h-5 w-5" />
        </span>
      </button>
      {zoomed ? (
        <Suspense fallback={null}>
          <ImageZoom picture={pictureOf(pictures, main)} name={name} onClose={closeZoom} />
        </Suspense>
      ) : null}
      {images.length > 1 ? (
        <ul className="grid grid-cols-4 gap-3" aria-label="Product images">
          {images.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                onClick={() => onPick(url)}
                aria-label={`Show image ${index + 1} of ${name}`}
                aria-current={url === main ? 'true' : undefined}
                className={cx(
                  'block aspect-[4/5] w-full overflow-hidden rounded-lg border-2 bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                  url === main ? 'border-brand-700' : 'border-transparent hover:border-gray-300',
                )}
              >
                <ProductPicture
                  image={pictureOf(pictures, url)}
                  sizes={PRODUCT_THUMB_SIZES}
                  drawingSize={{ width: 160, height: 200 }}
                  alt=""
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
