import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { makePhoto } from '../test/photos';
import { signedInStaff, uploadImage } from '../test/staff';
import { mediaUrl, storeMedia } from './queries';

const NOT_A_PHOTO = 'image: this file is not a JPEG, PNG, WebP or AVIF image';

describe('POST /api/admin/media: staff photo uploads', () => {
  let t: TestApp;
  let cookies: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    cookies = await signedInStaff(t, 'photographer');
  });
  afterAll(() => t.close());

  const upload = (payload: Buffer, contentType: string) => uploadImage(t, cookies, payload, contentType);
  const served = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return { type: res.headers['content-type'], body: res.rawPayload };
  };

  it('keeps a JPEG without its EXIF and GPS, turned upright, and answers its size', async () => {
    const photo = await makePhoto({ width: 60, height: 40, exif: true, orientation: 6 });
    const before = await sharp(photo).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const res = await upload(photo, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    // Orientation 6: the stored picture stands upright, 40 wide and 60 high.
    expect(res.json()).toEqual({ url: expect.stringMatching(/^\/media\/\d+$/), width: 40, height: 60 });
    const { type, body } = await served(res.json().url);
    expect(type).toBe('image/jpeg');
    const after = await sharp(body).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([40, 60]);
    expect(body.includes(Buffer.from('PhoneCam'))).toBe(false);

    const [row] = await t.db
      .select()
      .from(media)
      .where(eq(media.id, Number(res.json().url.split('/')[2])));
    expect(row).toMatchObject({ contentType: 'image/jpeg', width: 40, height: 60 });
    // The same photo again is the same stored image.
    expect((await upload(photo, 'image/jpeg')).json().url).toBe(res.json().url);
  });

  it('takes a PNG declared as a JPEG for what it is', async () => {
    const res = await upload(await makePhoto({ format: 'png', width: 30, height: 20 }), 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ width: 30, height: 20 });
    const { type, body } = await served(res.json().url);
    expect(type).toBe('image/png');
    expect((await sharp(body).metadata()).format).toBe('png');
  });

  it('takes WebP and AVIF photos, and any declared image type', async () => {
    for (const [format, declared, stored] of [
      ['webp', 'application/octet-stream', 'image/webp'],
      ['avif', 'image/gif', 'image/avif'],
    ] as const) {
      const res = await upload(await makePhoto({ format, width: 24, height: 32 }), declared);
      expect(res.statusCode, `${format}: ${res.body}`).toBe(201);
      expect((await served(res.json().url)).type).toBe(stored);
    }
  });

  it('refuses what is not a photo with a 400 naming the image, whatever its declared type', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    const truncated = (await makePhoto({ format: 'jpeg', width: 200, height: 200 })).subarray(0, 300);
    const cases: Array<[Buffer, string]> = [
      [Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 7919) % 256)), 'image/png'],
      [svg, 'image/svg+xml'],
      [svg, 'image/png'],
      [gif, 'image/gif'],
      [tiff, 'image/jpeg'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'image/jpeg'],
      [truncated, 'image/jpeg'],
    ];
    for (const [payload, declared] of cases) {
      const res = await upload(payload, declared);
      expect(res.statusCode, declared).toBe(400);
      expect(res.json()).toEqual({ message: NOT_A_PHOTO, errors: [{ path: 'image', message: NOT_A_PHOTO }] });
    }
    const empty = await upload(Buffer.alloc(0), 'image/png');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ path: 'image', message: 'image: the file is empty' }]);
  });

  it('refuses a photo over 40 megapixels with a 400 that says so', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#eeeeee' } })
      .png()
      .toBuffer();
    const res = await upload(huge, 'image/png');
    expect(res.statusCode).toBe(400);
    const message = 'image: this photo is 8000 × 6000 (48 megapixels); photos are at most 40 megapixels';
    expect(res.json()).toEqual({ message, errors: [{ path: 'image', message }] });
  });

  it('refuses forms, JSON and text unread with a 415', async () => {
    for (const type of ['text/html', 'application/json', 'application/x-www-form-urlencoded', 'text/plain']) {
      const res = await upload(Buffer.from(type === 'application/json' ? '{}' : 'x'), type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json().errors[0].path).toBe('content-type');
    }
  });

  it('gives a product its photos with their stored size, marked as photos, beside its drawings', async () => {
    const photo = await upload(await makePhoto({ width: 1200, height: 1500, exif: true }), 'image/jpeg');
    const drawing = await storeMedia(t.db, {
      contentType: 'image/svg+xml',
      body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 10"/>'),
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      cookies,
      payload: {
        handle: 'harbour-photo-dress',
        name: 'Harbour photo dress',
        description: 'Linen.',
        category: 'women',
        subcategory: 'dresses',
        variants: [{ size: 'M', color: 'Blue', price: '40.00', stock: 3 }],
        // The browser's idea of the photo's size is replaced by the stored one.
        images: [
          { url: photo.json().url, alt: 'Front', width: 10, height: 10 },
          { url: mediaUrl(drawing), alt: 'Sketch' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().images.map((i: { width: number; height: number }) => [i.width, i.height])).toEqual([
      [1200, 1500],
      [800, 1000],
    ]);

    const res = await t.app.inject({ method: 'GET', url: '/api/shopify/products/harbour-photo-dress' });
    expect(res.statusCode).toBe(200);
    expect(res.json().product.images.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { url: photo.json().url, altText: 'Front', width: 1200, height: 1500, raster: true, color: null },
      { url: mediaUrl(drawing), altText: 'Sketch', width: 800, height: 1000, raster: false, color: null },
    ]);
  });
});
