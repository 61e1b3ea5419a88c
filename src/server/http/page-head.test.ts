// What a crawler or a chat app reads from a page's HTML before any script runs: its status
// and its head (title, description, canonical, robots, Open Graph, Twitter, JSON-LD).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogFixtures } from '../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../test/harness';

const ORIGIN = 'http://store.test';

describe('the HTML of each kind of page', () => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'tj-client-'));
    // The storefront's own template: its title and description are the ones pages replace.
    writeFileSync(join(clientDir, 'index.html'), readFileSync(join(import.meta.dirname, '../../client/index.html'), 'utf8'));
    t = await createTestApp({ env: { CLIENT_DIR: clientDir, PUBLIC_URL: ORIGIN } });
    await seedCatalogFixtures(t.db);
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('status', () => {
    it('answers a product, post or path the store does not have with 404', async () => {
      expect((await get('/product/floral-midi-dress')).statusCode).toBe(200);
      expect((await get('/product/no-such-dress')).statusCode).toBe(404);
      expect((await get('/blog/no-such-post')).statusCode).toBe(404);
      expect((await get('/no-such-page')).statusCode).toBe(404);
    });

    it('answers a product the store unpublished with 410 Gone', async () => {
      expect((await get('/product/retired-scarf')).statusCode).toBe(410);
    });

    it('keeps the status with the page it keeps, in every encoding', async () => {
      for (let i = 0; i < 2; i++) {
        expect((await get('/product/no-such-dress')).statusCode).toBe(404);
        const br = await get('/product/retired-scarf', { 'accept-encoding': 'br' });
        expect(br.statusCode).toBe(410);
        expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<div id="root">');
      }
    });
  });
});
