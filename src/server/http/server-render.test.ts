import { describe, expect, it } from 'vitest';
import { withRenderedPage } from './server-render';

const TEMPLATE = '<html><head></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

describe('a server-rendered page in its HTML', () => {
  it('puts the markup inside #root and the answers after it', () => {
    const html = withRenderedPage(TEMPLATE, { html: '<h1>Shop All</h1>', state: '{"queries":[]}' });
    expect(html).toContain('<div id="root"><h1>Shop All</h1></div><script type="application/json" id="ssr-state">{"queries":[]}</script>');
  });

  it('keeps an answer from ending its script element, whatever a product is called', () => {
    const state = JSON.stringify({ title: '</script><script>alert(1)</script>' });
    const html = withRenderedPage(TEMPLATE, { html: '', state });
    expect(html).not.toContain('<script>alert(1)');
    const json = html.slice(html.indexOf('id="ssr-state">') + 'id="ssr-state">'.length, html.indexOf('</script>', html.indexOf('id="ssr-state"')));
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>' });
  });
});
