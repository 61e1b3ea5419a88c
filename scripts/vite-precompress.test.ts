import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './vite-precompress';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressed build assets', () => {
  it('writes a brotli and a gzip copy beside each text asset of 1 KB or more, and nothing else', async () => {
    dir = mkdtempSync(join(tmpdir(), 'tj-precompress-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, '.vite'));
    const script = `export const sizes = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `size-${i}`))};`;
    writeFileSync(join(dir, 'assets', 'index-1.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny-1.js'), 'export const a = 1;');
    writeFileSync(join(dir, 'assets', 'photo.webp'), Buffer.alloc(4096, 7));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ padding: 'x'.repeat(2048) }));

    expect(await precompressDir(dir)).toBe(1);
    expect(readdirSync(join(dir, 'assets')).sort()).toEqual([
      'index-1.js',
      'index-1.js.br',
      'index-1.js.gz',
      'photo.webp',
      'tiny-1.js',
    ]);
    expect(readdirSync(join(dir, '.vite'))).toEqual(['manifest.json']);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'index-1.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'index-1.js.gz'))).toString()).toBe(script);
  });
});
