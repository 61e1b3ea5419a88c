// Binary assets (seeded artwork, uploads), stored once per distinct content.
import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { media } from '../db/schema';

export interface MediaInput {
  contentType: string;
  body: Uint8Array;
  /** An uploaded photo's pixel size; absent for SVG artwork. */
  width?: number | undefined;
  height?: number | undefined;
}

interface StoredMedia extends MediaInput {
  sha256: string;
}

/** Where a new row's bytes go: into the row, or nowhere because the media store holds them (originals.ts). */
export type BodyPlace = 'row' | 'store';

/** A stored image without its bytes (originals.ts reads them from the row or the store). */
export interface FoundMedia {
  id: number;
  contentType: string;
  sha256: string;
  width: number | null;
  height: number | null;
  /** True when the row holds the bytes; false when the media store does. */
  inRow: boolean;
}

export const sha256Hex = (body: Uint8Array) => createHash('sha256').update(body).digest('hex');

export const mediaUrl = (id: number) => `/media/${id}`;

/** The row's metadata only: a large photo's bytes are read when they are needed, not with it. */
export async function findMedia(tx: Tx, id: number): Promise<FoundMedia | undefined> {
  const [row] = await tx
    .select({
      id: media.id,
      contentType: media.contentType,
      sha256: media.sha256,
      width: media.width,
      height: media.height,
      inRow: sql<boolean>`${media.body} is not null`,
    })
    .from(media)
    .where(eq(media.id, id));
  return row;
}

/** The bytes a row holds, or undefined when it holds none (or there is no such row). */
export async function rowBody(tx: Tx, id: number): Promise<Uint8Array | undefined> {
  const [row] = await tx.select({ body: media.body }).from(media).where(eq(media.id, id));
  return row?.body ?? undefined;
}

/**
 * One array parameter per column (bodies as base64 text): both drivers take this several
 * times faster than a VALUES list of bytea parameters. A row another transaction stored
 * meanwhile (the same upload twice at once) is skipped, not an error: it is not returned,
 * and the caller reads it once this statement has waited for that transaction to commit.
 */
async function insertMedia(tx: Tx, rows: readonly StoredMedia[], place: BodyPlace) {
  const result = await tx.execute(sql`
    insert into ${media} (content_type, body, sha256, width, height)
    select t, decode(b, 'base64'), s, w, h
    from unnest(
      ${sql.param(rows.map((r) => r.contentType))}::text[],
      ${sql.param(rows.map((r) => (place === 'row' ? Buffer.from(r.body).toString('base64') : null)))}::text[],
      ${sql.param(rows.map((r) => r.sha256))}::text[],
      ${sql.param(rows.map((r) => r.width ?? null))}::int[],
      ${sql.param(rows.map((r) => r.height ?? null))}::int[]
    ) as u(t, b, s, w, h)
    on conflict (sha256, content_type) do nothing
    returning id, sha256, content_type`);
  // Both drivers answer raw queries with { rows }.
  return (result as unknown as { rows: Array<{ id: number; sha256: string; content_type: string }> }).rows;
}

/**
 * Stores each distinct body once (by SHA-256 and content type, which the unique index
 * media_sha256_content_type_key enforces); returns an id per input, in order. With `place`
 * 'store', new rows hold no bytes: the caller has put them in the media store first.
 */
export async function storeMediaBatch(
  tx: Tx,
  items: readonly MediaInput[],
  place: BodyPlace = 'row',
): Promise<number[]> {
  const hashes = items.map((item) => sha256Hex(item.body));
  const key = (sha: string, contentType: string) => `${sha} ${contentType}`;
  const idByKey = new Map<string, number>();
  const readExisting = async (distinctHashes: readonly string[]) => {
    for (let start = 0; start < distinctHashes.length; start += 5000) {
      const existing = await tx
        .select({ id: media.id, sha256: media.sha256, contentType: media.contentType })
        .from(media)
        .where(inArray(media.sha256, distinctHashes.slice(start, start + 5000)));
      for (const row of existing) idByKey.set(key(row.sha256, row.contentType), row.id);
    }
  };
  await readExisting([...new Set(hashes)]);

  const fresh = new Map<string, StoredMedia>();
  items.forEach((item, i) => {
    const sha256 = hashes[i] as string;
    const k = key(sha256, item.contentType);
    if (!idByKey.has(k) && !fresh.has(k)) fresh.set(k, { ...item, sha256 });
  });
  const rows = [...fresh.values()];
  for (let start = 0; start < rows.length; start += 500) {
    const inserted = await insertMedia(tx, rows.slice(start, start + 500), place);
    for (const row of inserted) idByKey.set(key(row.sha256, row.content_type), Number(row.id));
  }
  // Stored by a concurrent transaction between the read and the insert: read them now.
  const raced = rows.filter((row) => !idByKey.has(key(row.sha256, row.contentType)));
  if (raced.length > 0) await readExisting([...new Set(raced.map((row) => row.sha256))]);
  return items.map((item, i) => idByKey.get(key(hashes[i] as string, item.contentType)) as number);
}

export async function storeMedia(tx: Tx, item: MediaInput, place: BodyPlace = 'row'): Promise<number> {
  const [id] = await storeMediaBatch(tx, [item], place);
  return id as number;
}

/** The media id an uploaded image's address names (/media/<id>), if it names one. */
export function mediaIdOf(url: string): number | undefined {
  const match = /^\/media\/(\d{1,10})$/.exec(url);
  const id = match ? Number(match[1]) : NaN;
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

export interface PhotoSize {
  width: number;
  height: number;
}

/**
 * The stored size of each uploaded photo among these addresses, by address (SVG artwork and other addresses are left
 * out).
 */
export async function photoSizes(tx: Tx, urls: readonly string[]): Promise<Map<string, PhotoSize>> {
  const ids = [...new Set(urls.map(mediaIdOf).filter((id) => id !== undefined))];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: media.id, width: media.width, height: media.height })
    .from(media)
    .where(inArray(media.id, ids));
  const sizes = new Map<string, PhotoSize>();
  for (const row of rows)
    if (row.width && row.height) sizes.set(mediaUrl(row.id), { width: row.width, height: row.height });
  return sizes;
}
