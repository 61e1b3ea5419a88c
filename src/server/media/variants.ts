// Resized copies of an uploaded photo: widths 320 to 1920 in AVIF, WebP and JPEG, made the
// first time one is asked for and kept in the media store. Never wider than the photo: a
// width past it is the photo's own width (one copy, whichever larger width asked for it).
import { PHOTO_WIDTHS, VARIANT_FORMATS, type VariantFormat } from '../../shared/catalog/photos';
import { encodeAs, openImage } from './photos';
import type { MediaStore } from '../ports/media-store';

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

export interface VariantRequest {
  width: number;
  format: VariantFormat;
}

/** "640.webp" -> { width: 640, format: 'webp' }; anything else (another width or format) -> undefined. */
export function parseVariantFile(file: string): VariantRequest | undefined {
  const match = /^([1-9]\d{2,3})\.([a-z]{3,4})$/.exec(file);
  if (!match) return undefined;
  const width = Number(match[1]);
  const format = match[2] as VariantFormat;
  if (!(PHOTO_WIDTHS as readonly number[]).includes(width) || !(VARIANT_FORMATS as readonly string[]).includes(format))
    return undefined;
  return { width, format };
}

export const variantKey = (sha256: string, width: number, format: VariantFormat) =>
  `variants/${sha256}/${width}.${format}`;

export async function resizePhoto(original: Uint8Array, width: number, format: VariantFormat): Promise<Buffer> {
  let image = openImage(original).resize({ width, withoutEnlargement: true });
  // JPEG has no transparency: a transparent PNG sits on white, as it does on the page.
  if (format === 'jpg') image = image.flatten({ background: '#ffffff' });
  return encodeAs(image, format === 'jpg' ? 'jpeg' : format, 'resized').toBuffer();
}

/** How many copies a process makes at once: a 40-megapixel photo takes about 160 MB to decode. */
const MAKING_AT_ONCE = 2;

/**
 * The copies shoppers' browsers ask for first, made as soon as a photo is uploaded so that its
 * first shopper does not wait for them: AVIF, which every current browser reads, from a
 * phone's product card (320, 640) and product page (720, 1280 at 3x) to a laptop's (960).
 */
const MADE_AHEAD = [320, 640, 720, 960, 1280] as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** One per process, so a copy asked for by many requests (or made ahead) is made once. */
    photoCopies: PhotoCopies;
  }
}

export interface PhotoCopies {
  /** The variant's bytes: from the store, or made now (reading the original only then) and stored. */
  copy(key: string, original: () => Promise<Uint8Array>, width: number, format: VariantFormat): Promise<Uint8Array>;
  /** Starts making a new photo's first-asked copies in the background; a failure goes to `failed`. */
  makeAhead(sha256: string, photoWidth: number, original: Uint8Array, failed: (error: unknown) => void): void;
  /** Resolves once no copy started by makeAhead is still being made (the server waits for it when closing). */
  settled(): Promise<void>;
}

/**
 * Makes and keeps variants, once per key per process however many requests ask at the same
 * moment; a copy another process stored meanwhile is the same bytes (puts are idempotent).
 */
export function variantMaker(store: MediaStore): PhotoCopies {
  const inFlight = new Map<string, Promise<Uint8Array>>();
  const ahead = new Set<Promise<unknown>>();
  const waiting: Array<() => void> = [];
  let making = 0;
  async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (making >= MAKING_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
    else making += 1;
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next in line, or free it.
      const next = waiting.shift();
      if (next) next();
      else making -= 1;
    }
  }
  async function makeOrRead(
    key: string,
    original: () => Promise<Uint8Array>,
    width: number,
    format: VariantFormat,
  ): Promise<Uint8Array> {
    const kept = await store.get(key);
    if (kept) return kept;
    // The original is read in turn too, so photos waiting for a slot are not all held in memory.
    const body = await inTurn(async () => resizePhoto(await original(), width, format));
    await store.put(key, body, VARIANT_CONTENT_TYPES[format]);
    return body;
  }
  function copy(
    key: string,
    original: () => Promise<Uint8Array>,
    width: number,
    format: VariantFormat,
  ): Promise<Uint8Array> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = makeOrRead(key, original, width, format).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }
  return {
    copy,
    makeAhead(sha256, photoWidth, original, failed) {
      // A photo narrower than a width has one copy at its own width for all the larger ones.
      const widths = new Set(MADE_AHEAD.map((width) => Math.min(width, photoWidth)));
      for (const width of widths) {
        const made = copy(variantKey(sha256, width, 'avif'), () => Promise.resolve(original), width, 'avif')
          .catch(failed)
          .finally(() => ahead.delete(made));
        ahead.add(made);
      }
    },
    async settled() {
      while (ahead.size > 0) await Promise.allSettled([...ahead]);
    },
  };
}
