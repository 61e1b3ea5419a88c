// An image's original bytes, in one of two places. With the database store they are in the
// media row, as the seeded SVG artwork always is. With a directory or a bucket, an uploaded
// photo's bytes are kept there under originals/<sha256>.<ext> and its row holds only the
// metadata, so thousands of camera photos do not fill PostgreSQL. Rows written before a
// store was configured keep their bytes and are read from the row.
import type { Tx } from '../db/database';
import type { Photo } from './photos';
import { rowBody, sha256Hex, storeMedia, type FoundMedia } from './queries';
import type { MediaStore } from '../ports/media-store';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
};

export const originalKey = (sha256: string, contentType: string) =>
  `originals/${sha256}.${EXTENSIONS[contentType] ?? 'bin'}`;

/** True when new uploads' originals go to the store rather than into their rows. */
export const keepsOriginals = (store: MediaStore) => store.kind !== 'database';

/**
 * Keeps an uploaded photo once and answers its id. The bytes reach the store before the row
 * is written, so no row names bytes that are missing; a put is idempotent, so the same photo
 * uploaded twice at once is still one object and one row.
 */
export async function storePhoto(tx: Tx, store: MediaStore, photo: Photo): Promise<number> {
  if (!keepsOriginals(store)) return storeMedia(tx, photo);
  await store.put(originalKey(sha256Hex(photo.body), photo.contentType), photo.body, photo.contentType);
  return storeMedia(tx, photo, 'store');
}

/** The image's bytes, from its row or from the store; undefined when neither has them. */
export async function readOriginal(tx: Tx, store: MediaStore, image: FoundMedia): Promise<Uint8Array | undefined> {
  if (image.inRow) return rowBody(tx, image.id);
  return store.get(originalKey(image.sha256, image.contentType));
}
