// Where an uploaded photo's original bytes are kept: in a directory or a bucket when one is
// configured (the media row keeps only its metadata), in the row with the database store.
// Either way the photo, its copies and its share picture are served the same.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, mediaBlobs } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { makePhoto } from '../test/photos';
import { startS3rver, type LocalS3 } from '../test/local-s3';
import { signedInStaff, uploadImage } from '../test/staff';
import { preparePhoto } from './photos';
import { mediaUrl, sha256Hex, storeMedia } from './queries';

const BUCKET = 'originals-bucket';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A configured directory or bucket, read and damaged from outside the app. */
interface Place {
  env(): Record<string, string>;
  /** The bytes under the key and the type they were stored with; undefined when absent. */
  read(key: string): Promise<{ body: Buffer; type: string | undefined } | undefined>;
  /** Loses the object, as a lost directory or bucket would. */
  lose(key: string): Promise<void>;
}

let dir: string;
let local: LocalS3;
let client: S3Client;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'media-originals-'));
  local = await startS3rver(BUCKET);
  client = new S3Client({
    region: 'us-east-1',
    endpoint: local.settings.endpoint,
    forcePathStyle: true,
    credentials: local.settings.credentials!,
  });
});
afterAll(async () => {
  client?.destroy();
  await local?.close();
  await rm(dir, { recursive: true, force: true });
});

const onDisk: Place = {
  env: () => ({ MEDIA_DIR: dir }),
  async read(key) {
    const body = await readFile(join(dir, key)).catch(() => undefined);
    return body && { body, type: undefined };
  },
  lose: (key) => rm(join(dir, key)),
};

const inBucket: Place = {
  env: () => local.env,
  async read(key) {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
      return { body: Buffer.from(await object.Body!.transformToByteArray()), type: object.ContentType };
    } catch {
      return undefined;
    }
  },
  lose: async (key) => void (await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }))),
};

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });
const idOf = (url: string) => Number(url.split('/')[2]);
const rowOf = async (t: TestApp, url: string) =>
  (
    await t.db
      .select()
      .from(media)
      .where(eq(media.id, idOf(url)))
  )[0]!;

async function expectWebp(t: TestApp, url: string, width: number) {
  const res = await get(t, url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  const meta = await sharp(res.rawPayload).metadata();
  expect([meta.format, meta.width]).toEqual(['webp', width]);
}

/** A lost original: 404 to the shopper, as nothing can be drawn from it, and nothing cached for good. */
async function expectLost(t: TestApp, url: string) {
  const res = await get(t, url);
  expect(res.statusCode, url).toBe(404);
  expect(res.json().message).toBe('Image not found');
  expect(res.headers['cache-control']).not.toBe(IMMUTABLE);
}

for (const [name, place] of [
  ['a directory (MEDIA_DIR)', onDisk],
  ['a bucket (S3_BUCKET)', inBucket],
] as const) {
  describe(`uploaded photos' originals kept in ${name}`, () => {
    let t: TestApp;
    let cookies: Record<string, string>;
    beforeAll(async () => {
      t = await createTestApp({ env: place.env() });
      cookies = await signedInStaff(t, 'archivist');
    });
    afterAll(() => t?.close());

    const upload = async (photo: Buffer) => {
      const res = await uploadImage(t, cookies, photo);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().url as string;
    };

    it('puts the re-encoded photo in the store, leaves the row without bytes, and serves it and its copies', async () => {
      const camera = await makePhoto({ width: 1000, height: 1250, exif: true, color: { r: 30, g: 60, b: 90 } });
      const url = await upload(camera);
      const row = await rowOf(t, url);
      expect(row).toMatchObject({ contentType: 'image/jpeg', width: 1000, height: 1250, body: null });

      const kept = await place.read(`originals/${row.sha256}.jpg`);
      expect(kept).toBeDefined();
      expect(sha256Hex(kept!.body)).toBe(row.sha256);
      expect(kept!.body.equals(camera)).toBe(false);
      expect((await sharp(kept!.body).metadata()).exif).toBeUndefined();
      if (kept!.type) expect(kept!.type).toBe('image/jpeg');

      const res = await get(t, url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers.etag).toBe(`"${row.sha256}"`);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.rawPayload.equals(kept!.body)).toBe(true);
      await expectWebp(t, `${url}/640.webp`, 640);
    });

    it('draws a product share picture from the original in the store', async () => {
      const url = await upload(await makePhoto({ width: 900, height: 1200, color: { r: 220, g: 40, b: 140 } }));
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        cookies,
        payload: {
          handle: 'stored-photo-shirt',
          name: 'Stored photo shirt',
          description: 'Cotton.',
          category: 'women',
          subcategory: 'dresses',
          variants: [{ size: 'M', color: 'Pink', price: '30.00', stock: 2 }],
          images: [{ url, alt: 'Front' }],
        },
      });
      expect(saved.statusCode, saved.body).toBe(201);
      const picture = await get(t, '/og/product/stored-photo-shirt.png');
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/png');
      // Not the store's own picture, which stands in when the photo cannot be read.
      expect(picture.rawPayload.equals((await get(t, '/og/store.png')).rawPayload)).toBe(false);
    });

    it('serves a copy already made without the original, and says not found for one it cannot make', async () => {
      const photo = await makePhoto({ width: 1400, height: 1000, color: { r: 5, g: 150, b: 20 } });
      const url = await upload(photo);
      await expectWebp(t, `${url}/640.webp`, 640);
      const key = `originals/${(await rowOf(t, url)).sha256}.jpg`;
      await place.lose(key);

      await expectWebp(t, `${url}/640.webp`, 640);
      await expectLost(t, `${url}/960.webp`);
      await expectLost(t, url);

      // Uploading the photo again puts its original back under the same address.
      expect(await upload(photo)).toBe(url);
      expect(await place.read(key)).toBeDefined();
      await expectWebp(t, `${url}/960.webp`, 960);
    });

    it('still serves photos whose bytes are in their row, from before the store was configured', async () => {
      const photo = await preparePhoto(await makePhoto({ width: 800, height: 600, color: { r: 250, g: 200, b: 10 } }));
      const url = mediaUrl(await storeMedia(t.db, photo));
      const res = await get(t, url);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(photo.body)).toBe(true);
      await expectWebp(t, `${url}/640.webp`, 640);
      expect((await rowOf(t, url)).body).not.toBeNull();
    });
  });
}

describe("uploaded photos' originals with the database store", () => {
  let t: TestApp;
  let cookies: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    cookies = await signedInStaff(t, 'keeper');
  });
  afterAll(() => t?.close());

  it('keeps the bytes in the row and nothing under originals/, and serves the photo and its copies', async () => {
    const upload = await uploadImage(t, cookies, await makePhoto({ width: 1000, height: 800 }));
    expect(upload.statusCode, upload.body).toBe(201);
    const url = upload.json().url as string;
    const row = await rowOf(t, url);
    const res = await get(t, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.from(row.body!).equals(res.rawPayload)).toBe(true);
    await expectWebp(t, `${url}/640.webp`, 640);
    expect(
      await t.db.select({ key: mediaBlobs.key }).from(mediaBlobs).where(like(mediaBlobs.key, 'originals/%')),
    ).toEqual([]);
  });

  it('serves a copy already made without reading the original', async () => {
    const upload = await uploadImage(
      t,
      cookies,
      await makePhoto({ width: 1000, height: 800, color: { r: 1, g: 2, b: 250 } }),
    );
    const url = upload.json().url as string;
    await expectWebp(t, `${url}/640.webp`, 640);
    await t.db
      .update(media)
      .set({ body: null })
      .where(eq(media.id, idOf(url)));
    await expectWebp(t, `${url}/640.webp`, 640);
    await expectLost(t, `${url}/320.webp`);
  });
});
