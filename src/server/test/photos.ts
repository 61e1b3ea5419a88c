// Real photos for tests, made with sharp: a solid or noisy picture in any accepted format,
// optionally carrying camera EXIF (GPS and an orientation) as a phone's photo would.
import sharp from 'sharp';

export interface PhotoOptions {
  width?: number;
  height?: number;
  format?: 'jpeg' | 'png' | 'webp' | 'avif';
  /** The colour; vary it to get distinct bytes. */
  color?: { r: number; g: number; b: number };
  /** Adds EXIF with a GPS position and the camera's make. */
  exif?: boolean;
  /** EXIF orientation (6: the camera was turned; the picture must be rotated 90° to stand upright). */
  orientation?: number;
}

export const PHOTO_EXIF = {
  IFD0: { Make: 'PhoneCam', Model: 'Model X', Copyright: 'Staff photographer' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
};

export async function makePhoto(options: PhotoOptions = {}): Promise<Buffer> {
  const { width = 64, height = 80, format = 'jpeg', color = { r: 200, g: 50, b: 45 } } = options;
  let image = sharp({ create: { width, height, channels: 3, background: color } }).toFormat(format);
  if (options.exif) image = image.withExifMerge(PHOTO_EXIF);
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

let counter = 0;
/** A small PNG no other call has made (a colour of its own). */
export function freshPng(): Promise<Buffer> {
  counter += 1;
  return makePhoto({
    format: 'png',
    width: 8,
    height: 10,
    color: { r: counter % 256, g: Math.floor(counter / 256) % 256, b: 77 },
  });
}
