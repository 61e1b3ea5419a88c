import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT } from '../../shared/page-render';
import { codeAfterPaint } from './page-hints';

const INDEX = [
  '<head><title>TJ</title>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '</head><body><div id="root"></div></body>',
].join('\n');

describe('a server-rendered page starts its code after the paint', () => {
  it('loads no script up front: an inline one at the end names the entry, its chunks and the page’s own', () => {
    const html = codeAfterPaint(INDEX, ['/assets/Shop-1.js']);
    expect(html).toContain(
      `<script type="module" data-modules="/assets/index-1.js /assets/react-1.js /assets/Shop-1.js">${BOOT_SCRIPT}</script></body>`,
    );
    expect(html).not.toContain(' src=');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('src="/assets/index-1.js"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it('leaves a page it cannot read as it is', () => {
    const plain = '<head></head><body><div id="root"></div></body>';
    expect(codeAfterPaint(plain, ['/assets/Shop-1.js'])).toBe(plain);
  });
});
