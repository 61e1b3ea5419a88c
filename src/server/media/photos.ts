// Staff photo uploads: decoded with sharp whatever they claim to be, refused unless they are
// really JPEG, PNG, WebP or AVIF and at most 40 megapixels, turned upright, and re-encoded
// in their own format without EXIF, GPS or any other metadata.
import sharp, { type Metadata, type Sharp } from 'sharp';
import { HttpError } from '../http/errors';

/** The largest photo accepted, in pixels (width × height). */
export const MAX_PHOTO_PIXELS = 40_000_000;

export const PHOTO_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

export const NOT_A_PHOTO = 'image: this file is not a JPEG, PNG, WebP or AVIF image';

export interface Photo {
  contentType: string;
  /** The re-encoded photo: upright, no metadata. */
  body: Buffer;
  width: number;
  height: number;
}

const refuse = (message: string) => new HttpError(400, message, [{ path: 'image', message }]);

/** sharp's name for the format, reduced to the four accepted (AVIF is HEIF with AV1 inside). */
function formatOf(meta: Metadata): PhotoFormat | undefined {
  if (meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp') return meta.format;
  if (meta.format === 'heif' && meta.compression === 'av1') return 'avif';
  return undefined;
}

/** Re-encoding options per format: close to the original's quality, nothing carried over. */
export function encodeAs(image: Sharp, format: PhotoFormat, quality: 'original' | 'resized'): Sharp {
  const high = quality === 'original';
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: high ? 90 : 78, progressive: true });
    case 'png':
      return image.png({ compressionLevel: 9 });
    case 'webp':
      return image.webp({ quality: high ? 90 : 75 });
    case 'avif':
      // Copies keep colour at half resolution (4:2:0, as JPEG and WebP always do; sharp's AVIF
      // default keeps it whole): the eye does not miss it in a photo, and it saves about a
      // sixth of the bytes. At 45 a phone's 720 px copy of a finely detailed photo is ~130 KB.
      return high
        ? image.avif({ quality: 70, effort: 4 })
        : image.avif({ quality: 45, effort: 2, chromaSubsampling: '4:2:0' });
  }
}

/** Opens stored or uploaded bytes for decoding, refusing more pixels than the limit. */
export const openImage = (body: Uint8Array) => sharp(body, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' });

/**
 * Checks an upload and re-encodes it; a 400 naming the `image` field for anything that is not
 * an accepted photo or is too large. The size is read from the header before any pixel is decoded.
 */
export async function preparePhoto(body: Buffer): Promise<Photo> {
  let meta: Metadata;
  try {
    meta = await sharp(body).metadata();
  } catch {
    throw refuse(NOT_A_PHOTO);
  }
  const format = formatOf(meta);
  if (!format || !meta.width || !meta.height) throw refuse(NOT_A_PHOTO);
  const pixels = meta.width * meta.height;
  if (pixels > MAX_PHOTO_PIXELS) {
    const megapixels = Math.round(pixels / 100_000) / 10;
    throw refuse(
      `image: this photo is ${meta.width} × ${meta.height} (${megapixels} megapixels); photos are at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels`,
    );
  }
  try {
    // rotate() applies the EXIF orientation to the pixels; no withMetadata(), so none is kept.
    const { data, info } = await encodeAs(openImage(body).rotate(), format, 'original').toBuffer({
      resolveWithObject: true,
    });
    return { contentType: PHOTO_CONTENT_TYPES[format], body: data, width: info.width, height: info.height };
  } catch {
    throw refuse(NOT_A_PHOTO);
  }
}
