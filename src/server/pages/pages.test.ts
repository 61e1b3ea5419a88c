import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogEvents } from '../catalog/events';
import { createPages } from './pages';
import type { RenderedPage } from './server-render';

const TEMPLATE = '<html><head><title>TJ</title></head><body><div id="root"></div></body></html>';
const app = Fastify().decorate('catalogEvents', new CatalogEvents());
afterEach(async () => {
  await app.close();
});

describe('rendering pages on the server', () => {
  it('spends at most its budget a second on renders; past it pages go out for the browser to render, and are not kept', async () => {
    let clock = 0;
    const budget = 500;
    const renderMs = budget / 2;
    const renderPage = async (url: string): Promise<RenderedPage> => {
      clock += renderMs;
      return { html: `<h1>${url}</h1>`, state: '{}', complete: false };
    };
    const pageBody = createPages(app, {
      template: TEMPLATE,
      modulePreloads: new Map(),
      renderPage,
      renderMsPerSecond: budget,
      now: () => clock,
    });
    const shown = async (url: string) => (await pageBody(url, '/shop', undefined)).body.toString();

    expect(await shown('/shop?n=1')).toContain('<h1>/shop?n=1</h1>');
    expect(await shown('/shop?n=2')).toContain('<h1>/shop?n=2</h1>');
    // The second's budget is spent: the page goes out unrendered.
    expect(await shown('/shop?n=3')).toContain('<div id="root"></div>');
    // A kept page costs nothing.
    expect(await shown('/shop?n=1')).toContain('<h1>/shop?n=1</h1>');
    // The next second: the unrendered page was not kept, so it is rendered now.
    clock += 1000;
    expect(await shown('/shop?n=3')).toContain('<h1>/shop?n=3</h1>');
  });

  it("sends a page whose head failed with the template's, and asks for the head again next time", async () => {
    let failing = true;
    const heads = async () => {
      if (failing) throw new Error('catalogue unavailable');
      return {
        status: 404,
        meta: { name: 'Gone', description: 'x' },
        canonical: 'http://store.test/x',
        noindex: true,
        type: 'website' as const,
        image: { url: 'http://store.test/og/store.png', width: 1200, height: 630, alt: 'TJ' },
        jsonLd: [],
        keep: true,
      };
    };
    const renderPage = async (): Promise<RenderedPage> => ({ html: '<h1>Page</h1>', state: '{}', complete: true });
    const own = Fastify().decorate('catalogEvents', new CatalogEvents());
    const pageBody = createPages(own, {
      template: TEMPLATE,
      modulePreloads: new Map(),
      renderPage,
      renderMsPerSecond: 1000,
      heads,
    });
    const first = await pageBody('/x', '/x', undefined);
    expect(first.status).toBe(404);
    expect(first.body.toString()).toContain('<title>TJ</title>');
    failing = false;
    const second = await pageBody('/x', '/x', undefined);
    expect(second.body.toString()).toContain('<title>Gone | TJ Fashion</title>');
    await own.close();
  });
});
