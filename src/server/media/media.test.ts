import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../staff-auth/service';
import { STAFF_SESSION_COOKIE } from '../staff-auth/sessions';
import { media } from '../db/schema';
import { violatedUniqueIndex } from '../db/unique-violation';
import { createTestApp, type TestApp } from '../test/harness';
import { waitForLockWait } from '../test/locks';
import { freshPng } from '../test/photos';
import { preparePhoto } from './photos';
import { mediaUrl, sha256Hex, storeMedia } from './queries';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#c8322d"/></svg>';
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 255, 0, 128,
]);

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
      const res = await t.app.inject({
        method: 'GET',
        url: `/media/${svgId}`,
        headers: { 'if-none-match': ifNoneMatch },
      });
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

describe('the same image stored twice at the same moment', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    await createStaff(t.db, { username: 'uploader', email: 'uploader@store.test', password: 'uploader-password' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'uploader', password: 'uploader-password' },
    });
    cookie = login.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!.value;
  });
  afterAll(() => t.close());

  /** A PNG-looking body nobody has stored yet. */
  const freshImage = () => Buffer.concat([Buffer.from(PNG), randomBytes(32)]);
  const upload = (body: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      cookies: { [STAFF_SESSION_COOKIE]: cookie },
      headers: { 'content-type': 'image/png' },
      payload: body,
    });
  const rowsOf = (body: Buffer) =>
    t.db
      .select({ id: media.id })
      .from(media)
      .where(eq(media.sha256, sha256Hex(body)));

  it('gives every upload the same id and keeps one row', async () => {
    const photo = await freshPng();
    const answers = await Promise.all(Array.from({ length: 4 }, () => upload(photo)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    const urls = new Set(answers.map((a) => a.json().url));
    expect(urls.size).toBe(1);
    const served = await t.app.inject({ method: 'GET', url: [...urls][0]! });
    // The upload is kept re-encoded (no metadata): one row for those bytes.
    const rows = await rowsOf(Buffer.from(served.rawPayload));
    expect(rows).toHaveLength(1);
    expect([...urls]).toEqual([mediaUrl(rows[0]!.id)]);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('keeps the same bytes under another type apart, as before', async () => {
    const body = freshImage();
    const asPng = await storeMedia(t.db, { contentType: 'image/png', body });
    const asWebp = await storeMedia(t.db, { contentType: 'image/webp', body });
    expect(asWebp).not.toBe(asPng);
    expect(await storeMedia(t.db, { contentType: 'image/webp', body })).toBe(asWebp);
  });

  it('refuses a second row for the same bytes and type in the database itself', async () => {
    const body = freshImage();
    await storeMedia(t.db, { contentType: 'image/png', body });
    const error = await t.db
      .insert(media)
      .values({ contentType: 'image/png', body, sha256: sha256Hex(body) })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(violatedUniqueIndex(error)).toBe('media_sha256_content_type_key');
  });

  // PGlite runs one statement at a time; on PostgreSQL the upload really meets the other write.
  it('answers an upload that met another transaction storing the same bytes with that row', async ({ skip }) => {
    if (t.database.driver !== 'postgres') skip('PostgreSQL only: PGlite has one connection');
    const photo = await preparePhoto(await freshPng());
    const body = photo.body;
    let heldId = 0;
    let pending: ReturnType<typeof upload> | undefined;
    await t.db.transaction(async (tx) => {
      heldId = await storeMedia(tx, photo);
      // Not committed yet: the upload reads no row, inserts, and waits on the unique index
      // until this transaction commits (when the callback returns).
      pending = upload(body);
      await waitForLockWait(t.db);
    });
    const answer = await pending!;
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ url: mediaUrl(heldId), width: photo.width, height: photo.height });
    expect(await rowsOf(body)).toEqual([{ id: heldId }]);
  });
});
