import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { sha256Hex, storeMedia } from './queries';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#c8322d"/></svg>';
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 255, 0, 128]);

describe('GET /media/:id', () => {
  let t: TestApp;
  let svgId: number;
  let pngId: number;
  beforeAll(async () => {
    t = await createTestApp();
    svgId = await storeMedia(t.db, { contentType: 'image/svg+xml', body: Buffer.from(SVG) });
    pngId = await storeMedia(t.db, { contentType: 'image/png', body: PNG });
  });
  afterAll(() => t.close());

  it('answers the stored bytes with their type, a long immutable cache and the hash as ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/media/${pngId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBe(`"${sha256Hex(PNG)}"`);
    expect(new Uint8Array(res.rawPayload)).toEqual(PNG);
    expect(res.headers['content-security-policy']).not.toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it('serves SVG under a policy that lets it run no script and load nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/media/${svgId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe(SVG);
  });

  it('answers 304 with no body when the browser already has it', async () => {
    const etag = `"${sha256Hex(Buffer.from(SVG))}"`;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await t.app.inject({ method: 'GET', url: `/media/${svgId}`, headers: { 'if-none-match': ifNoneMatch } });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers the bytes again when the ETag does not match', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/media/${svgId}`, headers: { 'if-none-match': '"stale"' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SVG);
  });

  it('answers 404 with the JSON error shape for unknown or malformed ids', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '1e3', '99999999999', '%20']) {
      const res = await t.app.inject({ method: 'GET', url: `/media/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Image not found' });
    }
  });

  it('stores the same bytes once', async () => {
    expect(await storeMedia(t.db, { contentType: 'image/svg+xml', body: Buffer.from(SVG) })).toBe(svgId);
  });
});
