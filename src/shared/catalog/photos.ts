// Uploaded photos are served resized: /media/<id>/<width>.<avif|webp|jpg>, in these widths,
// never wider than the photo itself (a larger width answers the photo's own width). 720 is
// there for phones: a picture 380 px wide on a 1.75x screen needs 665 pixels, and without it
// the browser would take the 960 px copy, nearly twice the bytes.
export const PHOTO_WIDTHS = [320, 640, 720, 960, 1280, 1920] as const;
export const VARIANT_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** The address of one resized copy of the photo at `url` (/media/<id>). */
export const photoVariantUrl = (url: string, width: number, format: VariantFormat) => `${url}/${width}.${format}`;

/**
 * A srcset of the widths the photo has: each width below its own, then the next one, which
 * answers the photo's own width and is described so ("…/1280.jpg 1000w" for a 1000 px photo).
 */
export function photoSrcSet(url: string, photoWidth: number, format: VariantFormat): string {
  const entries: string[] = [];
  for (const width of PHOTO_WIDTHS) {
    if (width < photoWidth) {
      entries.push(`${photoVariantUrl(url, width, format)} ${width}w`);
    } else {
      entries.push(`${photoVariantUrl(url, width, format)} ${photoWidth}w`);
      break;
    }
  }
  return entries.join(', ');
}

/** The JPEG for browsers that read no srcset: about 960 px wide, or the photo's own width when smaller. */
export function photoFallbackUrl(url: string, photoWidth: number): string {
  const wanted = Math.min(960, photoWidth);
  const width = PHOTO_WIDTHS.find((w) => w >= wanted) ?? 960;
  return photoVariantUrl(url, width, 'jpg');
}

/** A picture shown small (a cart line, a saved item, a suggestion): about this wide at most. */
const THUMBNAIL_WIDTH = 640;

/**
 * The address to show a product picture small: an uploaded photo's 640 px JPEG rather than the
 * whole photo (megabytes from a camera); a drawing, or a picture not among `images`, as it is.
 */
export function thumbnailUrl(images: ReadonlyArray<{ url: string; raster: boolean }> | undefined, url: string): string {
  return images?.some((image) => image.raster && image.url === url)
    ? photoVariantUrl(url, THUMBNAIL_WIDTH, 'jpg')
    : url;
}
