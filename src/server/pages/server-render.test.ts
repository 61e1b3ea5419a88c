import { describe, expect, it } from 'vitest';
import { withRenderedPage } from './server-render';

const TEMPLATE =
  '<html><head><meta name="description" content="The store" /><title>TJ Fashion</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

describe('a server-rendered page in its HTML', () => {
  it('puts the markup inside #root and the answers after it', () => {
    const html = withRenderedPage(TEMPLATE, { html: '<h1>Shop All</h1>', state: '{"queries":[]}' });
    expect(html).toContain(
      '<div id="root"><h1>Shop All</h1></div><script type="application/json" id="ssr-state">{"queries":[]}</script>',
    );
  });

  it('keeps an answer from ending its script element, whatever a product is called', () => {
    const state = JSON.stringify({ title: '</script><script>alert(1)</script>' });
    const html = withRenderedPage(TEMPLATE, { html: '', state });
    expect(html).not.toContain('<script>alert(1)');
    const json = html.slice(
      html.indexOf('id="ssr-state">') + 'id="ssr-state">'.length,
      html.indexOf('</script>', html.indexOf('id="ssr-state"')),
    );
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>' });
  });

  it('moves the page title React put first in the markup into the head, in place of the store name', () => {
    const html = withRenderedPage(TEMPLATE, {
      html: '<link rel="preload" as="image" href="/media/12"/><title>Shop All | TJ Fashion</title><main><h1>Shop All</h1></main>',
      state: '{}',
    });
    expect(html).toContain('<title>Shop All | TJ Fashion</title></head>');
    expect(html).toContain(
      '<div id="root"><link rel="preload" as="image" href="/media/12"/><main><h1>Shop All</h1></main></div>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('keeps the store name when the page gave no title, and leaves a title inside the page alone', () => {
    const svg = '<svg><title>Star</title></svg>';
    const html = withRenderedPage(TEMPLATE, { html: `<main>${svg}</main>`, state: '{}' });
    expect(html).toContain('<head><meta name="description" content="The store" /><title>TJ Fashion</title></head>');
    expect(html).toContain(`<div id="root"><main>${svg}</main></div>`);
  });

  it("puts the page's description in place of the store's, once", () => {
    const html = withRenderedPage(TEMPLATE, {
      html: '<title>Shipping | TJ Fashion</title><meta name="description" content="How we ship &amp; when"/><main><h1>Shipping</h1></main>',
      state: '{}',
    });
    expect(html).toContain(
      '<head><meta name="description" content="How we ship &amp; when"/><title>Shipping | TJ Fashion</title></head>',
    );
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"><main><h1>Shipping</h1></main></div>');
  });

  it('copies a product text with "$&" or "$\'" as it is', () => {
    const name = "Tee $& $' $` $$";
    const state = JSON.stringify({ name });
    const html = withRenderedPage(TEMPLATE, { html: `<title>${name} | TJ Fashion</title><h1>${name}</h1>`, state });
    expect(html).toContain(`<title>${name} | TJ Fashion</title>`);
    expect(html).toContain(`<div id="root"><h1>${name}</h1></div>`);
    expect(html).toContain(state);
  });
});
