// The three media stores keep the same promise: put, get and has by key, idempotent puts.
// The S3 store talks to a local s3rver through the official client, as it would to S3.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/harness';
import { makePhoto } from '../test/photos';
import { startS3rver, type LocalS3 } from '../test/local-s3';
import { signedInStaff, uploadImage } from '../test/staff';
import { databaseStore, diskStore, s3Store } from './store';
import type { MediaStore, S3Settings } from '../ports/media-store';

const BUCKET = 'test-bucket';
const KEY = 'variants/3f2a9c/640.webp';

function behavesAsAStore(name: string, open: () => MediaStore) {
  describe(`the ${name} store`, () => {
    it('gives back what was put, by key, and nothing for a key never put', async () => {
      const store = open();
      const body = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 31) % 256));
      expect(await store.has(KEY)).toBe(false);
      expect(await store.get(KEY)).toBeUndefined();
      await store.put(KEY, body, 'image/webp');
      expect(await store.has(KEY)).toBe(true);
      expect(Buffer.from((await store.get(KEY))!).equals(body)).toBe(true);
      expect(await store.get('variants/3f2a9c/320.webp')).toBeUndefined();
    });

    it('takes the same key twice, even at the same moment, and keeps one copy', async () => {
      const store = open();
      const body = Buffer.from('the same bytes');
      await Promise.all([1, 2, 3, 4].map(() => store.put('variants/abc/960.jpg', body, 'image/jpeg')));
      await store.put('variants/abc/960.jpg', body, 'image/jpeg');
      expect(Buffer.from((await store.get('variants/abc/960.jpg'))!).toString()).toBe('the same bytes');
    });

    it('refuses keys that could leave its place', async () => {
      const store = open();
      for (const key of ['../etc/passwd', 'variants/../../x', '/abs', 'Variants/X.JPG', 'a//b']) {
        await expect(store.put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toThrow(/Bad media key/);
      }
    });
  });
}

let database: TestDatabase;
let dir: string;
let local: LocalS3;
let s3: S3Settings;
const opened: MediaStore[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(join(tmpdir(), 'media-disk-'));
  local = await startS3rver(BUCKET);
  s3 = local.settings;
});
afterAll(async () => {
  for (const store of opened) store.close?.();
  await local?.close();
  await database?.drop();
  await rm(dir, { recursive: true, force: true });
});

const fresh = <T extends MediaStore>(store: T) => (opened.push(store), store);
let round = 0;
behavesAsAStore('database', () => fresh(databaseStore(database.database.db)));
behavesAsAStore('disk', () => fresh(diskStore(join(dir, String((round += 1))))));
behavesAsAStore('S3', () => fresh(s3Store(s3)));

describe('the S3 store', () => {
  it('stores objects with their type and an immutable cache, readable by any S3 client', async () => {
    const store = fresh(s3Store(s3));
    await store.put('variants/feed/320.avif', Buffer.from('avif bytes'), 'image/avif');
    const client = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: s3.credentials!,
    });
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'variants/feed/320.avif' }));
    expect(object.ContentType).toBe('image/avif');
    expect(object.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(await object.Body!.transformToString()).toBe('avif bytes');
    client.destroy();
  });
});

describe('a store configured with S3_BUCKET', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: local.env });
  });
  afterAll(() => t?.close());

  it('serves resized photos kept in the bucket', async () => {
    const photo = await makePhoto({ width: 700, height: 900, color: { r: 1, g: 99, b: 3 } });
    const upload = await uploadImage(t, await signedInStaff(t, 'bucketeer'), photo);
    const url = upload.json().url as string;

    const res = await t.app.inject({ method: 'GET', url: `${url}/640.webp` });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(640);
    const kept = await readdir(join(local.dir, BUCKET), { recursive: true });
    expect(kept.some((path) => path.replaceAll('\\', '/').startsWith('variants/') && path.includes('640.webp'))).toBe(
      true,
    );
  });
});
