import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { makePhoto } from '../test/photos';
import { signedInStaff, uploadImage } from '../test/staff';
import { storeMedia } from './queries';
import { databaseStore } from './store';
import type { MediaStore } from '../ports/media-store';

/** The database store, counting what is written under each key. */
function countingStore(inner: MediaStore) {
  const puts = new Map<string, number>();
  const store: MediaStore = {
    kind: inner.kind,
    put: async (key, body, contentType) => {
      puts.set(key, (puts.get(key) ?? 0) + 1);
      await inner.put(key, body, contentType);
    },
    get: (key) => inner.get(key),
    has: (key) => inner.has(key),
  };
  return { store, puts };
}

describe('GET /media/:id/<width>.<format>: resized photos', () => {
  let t: TestApp;
  let counted: ReturnType<typeof countingStore>;
  let wide: string;
  let narrow: string;
  beforeAll(async () => {
    t = await createTestApp({ mediaStore: (database) => (counted = countingStore(databaseStore(database.db))).store });
    const cookies = await signedInStaff(t, 'resizer');
    const upload = async (photo: Buffer) => {
      const res = await uploadImage(t, cookies, photo);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().url as string;
    };
    wide = await upload(await makePhoto({ width: 2400, height: 3000 }));
    narrow = await upload(await makePhoto({ width: 500, height: 625, color: { r: 10, g: 120, b: 200 } }));
    await t.app.photoCopies.settled();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  type Answer = Awaited<ReturnType<typeof get>>;
  const putsUnder = (suffix: string) => [...counted.puts].filter(([key]) => key.endsWith(suffix)).map(([, n]) => n);
  /** The writes `act` caused, by key. */
  const putsDuring = async (act: () => Promise<unknown>) => {
    const before = new Map(counted.puts);
    await act();
    return Object.fromEntries(
      [...counted.puts]
        .filter(([key, n]) => n !== before.get(key))
        .map(([key, n]) => [key.split('/').pop(), n - (before.get(key) ?? 0)]),
    );
  };

  it('makes the AVIF copies browsers ask for first as soon as a photo is uploaded, each once, so its first shopper waits for none', async () => {
    expect(putsUnder('.avif').every((n) => n === 1)).toBe(true);
    // The wide photo (2400 px): 320 to 1280; the narrow one (500 px): 320, and its own width for the rest.
    const madeAhead = [...counted.puts.keys()]
      .filter((key) => key.endsWith('.avif'))
      .map((key) => key.split('/').pop());
    expect(madeAhead.sort()).toEqual(
      ['1280.avif', '320.avif', '320.avif', '500.avif', '640.avif', '720.avif', '960.avif'].sort(),
    );
    for (const url of [`${wide}/720.avif`, `${narrow}/960.avif`]) {
      let answer!: Answer;
      expect(await putsDuring(async () => (answer = await get(url)))).toEqual({});
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/avif');
    }
  });

  it('answers each width in AVIF, WebP and JPEG with its type, width and an immutable cache', async () => {
    for (const [ext, type, format] of [
      ['avif', 'image/avif', 'heif'],
      ['webp', 'image/webp', 'webp'],
      ['jpg', 'image/jpeg', 'jpeg'],
    ] as const) {
      for (const width of [320, 640, 720, 960, 1280, 1920]) {
        const res = await get(`${wide}/${width}.${ext}`);
        expect(res.statusCode, `${width}.${ext}`).toBe(200);
        expect(res.headers['content-type']).toBe(type);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format, `${width}.${ext}`).toBe(format);
        expect([meta.width, meta.height], `${width}.${ext}`).toEqual([width, width * 1.25]);
        expect(meta.exif).toBeUndefined();
      }
    }
  });

  it('makes a variant once and serves it from the store afterwards', async () => {
    let first!: Answer;
    // The 500 px photo's 640 is its own width.
    expect(await putsDuring(async () => (first = await get(`${narrow}/640.webp`)))).toEqual({ '500.webp': 1 });
    let second!: Answer;
    expect(await putsDuring(async () => (second = await get(`${narrow}/640.webp`)))).toEqual({});
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const [key] = [...counted.puts.keys()].filter((k) => k.endsWith('/500.webp'));
    expect(await counted.store.has(key!)).toBe(true);
    expect(Buffer.from((await counted.store.get(key!))!).equals(first.rawPayload)).toBe(true);
  });

  it('makes a variant asked for by many requests at once only once', async () => {
    let answers: Answer[] = [];
    const puts = await putsDuring(
      async () => (answers = await Promise.all(Array.from({ length: 6 }, () => get(`${narrow}/320.jpg`)))),
    );
    expect(puts).toEqual({ '320.jpg': 1 });
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
  });

  it('never makes a photo wider than it is: larger widths answer its own width, stored once', async () => {
    const at1280 = await get(`${narrow}/1280.jpg`);
    const at1920 = await get(`${narrow}/1920.jpg`);
    expect((await sharp(at1280.rawPayload).metadata()).width).toBe(500);
    expect(at1920.rawPayload.equals(at1280.rawPayload)).toBe(true);
    expect(at1920.headers.etag).toBe(at1280.headers.etag);
    expect(putsUnder('/500.jpg')).toEqual([1]);
    expect(putsUnder('/1280.jpg')).toEqual([1]); // the wide photo's, from the first test
    expect((await sharp((await get(`${narrow}/320.jpg`)).rawPayload).metadata()).width).toBe(320);
  });

  it('answers 304 when the browser already has the variant', async () => {
    const res = await get(`${wide}/640.jpg`);
    const again = await get(`${wide}/640.jpg`, { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for unknown ids, widths and formats, and for SVG artwork', async () => {
    const svg = await storeMedia(t.db, {
      contentType: 'image/svg+xml',
      body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    const id = wide.split('/')[2];
    for (const url of [
      '/media/999999/640.jpg',
      '/media/abc/640.jpg',
      '/media/0/640.jpg',
      `/media/${id}/500.jpg`,
      `/media/${id}/0640.jpg`,
      `/media/${id}/640.png`,
      `/media/${id}/640.jpeg`,
      `/media/${id}/640.JPG`,
      `/media/${id}/640`,
      `/media/${id}/..%2F640.jpg`,
      `/media/${id}/640.jpg.exe`,
      `/media/${svg}/640.jpg`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Image not found' });
    }
  });
});
