// Draws artwork and stores each distinct SVG once in the media table.
import type { Tx } from '../db/database';
import { mediaUrl, storeMediaBatch } from '../media/queries';
import { ARTWORK_SIZE, renderArtwork, type ArtworkSpec } from './artwork';
import type { SeedProduct } from './catalogue';
import type { ProductInput } from '../catalog/write';

export const SVG_TYPE = 'image/svg+xml';

/** Returns a /media/<id> URL per spec, in order. */
export async function storeArtwork(tx: Tx, specs: readonly ArtworkSpec[]): Promise<string[]> {
  const keys = specs.map((spec) => JSON.stringify(spec));
  const distinct = [...new Set(keys)];
  const ids = await storeMediaBatch(
    tx,
    distinct.map((key) => ({
      contentType: SVG_TYPE,
      body: Buffer.from(renderArtwork(JSON.parse(key) as ArtworkSpec)),
    })),
  );
  const urlByKey = new Map(distinct.map((key, i) => [key, mediaUrl(ids[i] as number)]));
  return keys.map((key) => urlByKey.get(key) as string);
}

/** Stores the products' artwork and swaps each drawing for its URL. */
export async function withStoredImages(tx: Tx, products: readonly SeedProduct[]): Promise<ProductInput[]> {
  const urls = await storeArtwork(
    tx,
    products.flatMap((p) => p.images.map((image) => image.spec)),
  );
  let next = 0;
  return products.map((p) => ({
    ...p.input,
    images: p.images.map((image) => ({
      url: urls[next++] as string,
      alt: image.alt,
      color: image.color,
      ...ARTWORK_SIZE,
    })),
  }));
}
