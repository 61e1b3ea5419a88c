// A product picture. An uploaded photo is a <picture>: AVIF and WebP sources and a JPEG <img>,
// each with every width the photo has, so the browser fetches the smallest that fills the
// space `sizes` describes; its width and height are the photo's own, so nothing jumps while it
// loads. A drawing (the seeded SVG artwork) or another address stays a plain <img>.
import type { ImgHTMLAttributes } from 'react';
import { photoFallbackUrl, photoSrcSet } from '../../shared/catalog/photos';
import type { ProductImage } from '../../shared/catalog/product';

export type PictureImage = Pick<ProductImage, 'url' | 'width' | 'height' | 'raster'>;

/** The product's picture at this address (a colour's or the main one), or a drawing of unknown size. */
export function pictureOf(images: readonly PictureImage[], url: string): PictureImage {
  return images.find((image) => image.url === url) ?? { url, width: 0, height: 0, raster: false };
}

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'>;

export interface ProductPictureProps extends ImgProps {
  image: PictureImage;
  /** How wide the picture is drawn at each screen width, e.g. "(max-width: 768px) 100vw, 50vw". */
  sizes: string;
  /** The width and height a drawing is given (its box's shape). */
  drawingSize: { width: number; height: number };
}

export function ProductPicture({ image, sizes, drawingSize, ...img }: ProductPictureProps) {
  if (!image.raster || !image.width || !image.height)
    return <img src={image.url} width={drawingSize.width} height={drawingSize.height} {...img} />;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={photoSrcSet(image.url, image.width, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(image.url, image.width, 'webp')} sizes={sizes} />
      <img
        src={photoFallbackUrl(image.url, image.width)}
        srcSet={photoSrcSet(image.url, image.width, 'jpg')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        {...img}
      />
    </picture>
  );
}

/** Cards in the product grids: two a row on phones and tablets, three on laptops, four on wide screens. */
export const CARD_SIZES = '(max-width: 1023px) 50vw, (max-width: 1279px) 33vw, 25vw';
/** The quick view: the dialog's full width on phones, its left half (at most 448 px) from 768 px up. */
export const QUICK_VIEW_SIZES = '(max-width: 767px) 100vw, 448px';
export const QUICK_VIEW_THUMB_SIZES = '(max-width: 767px) 25vw, 112px';
/** The rows below the product page: two a row on phones, four from 640 px up. */
export const TILE_SIZES = '(max-width: 639px) 50vw, 25vw';
/**
 * The product page's main picture: the page's width less its padding on phones (1 rem a side,
 * 1.5 from 640 px), half of it beside the details from 768 px (less half the 2.5 rem gap and
 * the padding: 1.5 rem a side, 2 from 1024 px), and half of the 80 rem page from 1280 px.
 */
export const PRODUCT_MAIN_SIZES =
  '(max-width: 639px) calc(100vw - 2rem), (max-width: 767px) calc(100vw - 3rem), (max-width: 1023px) calc(50vw - 2.75rem), (max-width: 1279px) calc(50vw - 3.25rem), 588px';
/** The thumbnails under it: a quarter of that. */
export const PRODUCT_THUMB_SIZES = '(max-width: 768px) 25vw, 12vw';
