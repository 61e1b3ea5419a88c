import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { BOOT_SCRIPT, HEAD_SCRIPT } from '../../shared/page-render';
import { acceptedEncoding } from './pages';

// A built client in miniature: the entry loads react; the shop page needs react and its grid.
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_grid-1.js': { file: 'assets/grid-1.js', imports: ['_react-1.js'] },
  'pages/Shop.tsx': { file: 'assets/Shop-1.js', imports: ['_react-1.js', 'index.html', '_grid-1.js'] },
  'pages/Product.tsx': { file: 'assets/Product-1.js', imports: ['_grid-1.js'] },
  'pages/NotFound.tsx': { file: 'assets/NotFound-1.js' },
};

const ASSET = `export const sizes = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `size-${i}`))};`;

describe('serving the storefront', () => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'tj-client-'));
    mkdirSync(join(clientDir, '.vite'));
    writeFileSync(
      join(clientDir, 'index.html'),
      '<html><head><title>TJ</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(clientDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'assets', 'index-1.js'), ASSET);
    // The copies say which they are, so a test can tell them from compression on the fly.
    writeFileSync(join(clientDir, 'assets', 'index-1.js.br'), brotliCompressSync(`${ASSET}//br`));
    writeFileSync(join(clientDir, 'assets', 'index-1.js.gz'), gzipSync(`${ASSET}//gz`));
    writeFileSync(join(clientDir, 'assets', 'logo-1.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ env: { CLIENT_DIR: clientDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('names the page’s own chunks in its HTML, not the ones the app already loads', async () => {
    const res = await get('/shop?category=women');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/Shop-1.js"><link rel="modulepreload" crossorigin href="/assets/grid-1.js"></head>',
    );
    expect(res.body).not.toContain('href="/assets/react-1.js"');
  });

  it('asks for the product a product page will show, escaped for the attribute', async () => {
    const res = await get('/product/wrap-dress');
    expect(res.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/catalog/products/wrap-dress">',
    );
    const odd = await get('/product/%22%3E%3Cscript%3E');
    // No such product: 404, with the product page (which says so) all the same.
    expect(odd.statusCode).toBe(404);
    expect(odd.body).toContain('href="/api/catalog/products/%22%3E%3Cscript%3E"');
    expect(odd.body).not.toContain('"><script>');
  });

  it('answers an unknown page with 404 and the app, which shows Page Not Found', async () => {
    const res = await get('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('href="/assets/NotFound-1.js"');
  });

  it('does not serve the app for unknown API or media paths', async () => {
    expect((await get('/api/nothing')).headers['content-type']).toContain('application/json');
    expect((await get('/media/nothing')).statusCode).toBe(404);
  });

  it('sends a page compressed as the browser accepts, the same page each way', async () => {
    const plain = await get('/shop?category=women');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({
      method: 'GET',
      url: '/shop?category=women',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/shop?category=women',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('sends an asset’s precompressed copy as the browser accepts, or the asset itself', async () => {
    const asset = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/index-1.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await asset('gzip, deflate, br');
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${ASSET}//br`);
    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${ASSET}//gz`);
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it('sends a script without the headers only a document obeys, and an SVG, which can be opened, with them', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const script = await t.app.inject({
        method: 'GET',
        url: '/assets/index-1.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
      expect(script.headers['content-security-policy']).toBeUndefined();
      expect(script.headers['x-frame-options']).toBeUndefined();
      expect(script.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
      });
    }
    const svg = await get('/assets/logo-1.svg');
    expect(svg.headers['content-security-policy']).toContain("default-src 'self'");
    expect(svg.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect((await get('/shop')).headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('allows the inline scripts a page carries, each by its hash, and no other', async () => {
    const policy = String((await get('/shop')).headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src'));
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(scriptSrc).toBe(`script-src 'self' ${hash(HEAD_SCRIPT)} ${hash(BOOT_SCRIPT)}`);
  });
});

describe('choosing a page encoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});
