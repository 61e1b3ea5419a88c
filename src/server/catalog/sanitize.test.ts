// @vitest-environment jsdom
// The description sanitiser over the stored-XSS corpus (e2e/support/xss-payloads.ts):
// each payload alone, and all of them in one description, come out as markup a browser
// parses into the allow-list only: no script, frame, object, embed, base, meta, style or
// SVG, no event attribute, no URL but http(s) and mailto, and the same again when re-sanitised.
import { describe, expect, it } from 'vitest';
import { XSS_FAMILIES, XSS_PAYLOADS } from '../../../e2e/support/xss-payloads';
import { htmlToText, remembered, sanitizeDescription } from './sanitize';

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'blockquote',
  'a',
]);
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** What is wrong with `html` once a browser's parser (jsdom's, to the HTML standard) reads it. */
function problems(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  for (const el of template.content.querySelectorAll('*')) {
    const tag = el.localName;
    if (!ALLOWED_TAGS.has(tag)) found.push(`<${tag}>`);
    for (const { name, value } of el.attributes) {
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (!(tag === 'a' && ['href', 'rel', 'target'].includes(name))) found.push(`${tag}[${name}] is not allowed`);
      if (name === 'href') {
        // Resolved as the browser would (entities decoded, whitespace and controls stripped).
        const protocol = new URL(value, 'https://store.example/').protocol;
        if (!SAFE_PROTOCOLS.has(protocol)) found.push(`href with ${protocol}`);
      }
    }
  }
  return found;
}

describe('the stored-XSS corpus', () => {
  it('holds at least 200 distinct payloads across every family', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(XSS_PAYLOADS.map((p) => p.text)).size).toBe(XSS_PAYLOADS.length);
    for (const family of XSS_FAMILIES)
      expect(
        XSS_PAYLOADS.some((p) => p.family === family),
        family,
      ).toBe(true);
  });

  it('detects what it should: the checker flags raw payloads', () => {
    expect(problems('<img src=x onerror=__xss(1)>')).toContain('img[onerror]');
    expect(problems('<a href="jav&#x09;ascript:__xss(1)">x</a>')).toContain('href with javascript:');
  });
});

describe('sanitizeDescription over the corpus', () => {
  it.each(XSS_PAYLOADS.map((p) => [p.id, p.family, p.text] as const))(
    'payload %i (%s) leaves only inert markup',
    (_id, _family, text) => {
      const clean = sanitizeDescription(text);
      expect(problems(clean)).toEqual([]);
      // Stable: what is stored sanitises to itself, so no second pass can uncover anything.
      expect(sanitizeDescription(clean)).toBe(clean);
      // No script-looking URL survives anywhere in the markup, even as an attribute value.
      expect(clean).not.toMatch(/(?:href|src|action|data)\s*=\s*["']?\s*(?:javascript|vbscript|data):/i);
    },
  );

  it('leaves all of them together inert', () => {
    const all = XSS_PAYLOADS.map((p) => p.text).join('\n');
    const clean = sanitizeDescription(all);
    expect(problems(clean)).toEqual([]);
    expect(sanitizeDescription(clean)).toBe(clean);
  });

  it('keeps the formatting staff use, with safe links', () => {
    const html =
      '<h3>Care</h3><p>Soft <strong>cotton</strong>, <em>cold</em> wash.</p><ul><li>One</li></ul><a href="https://example.com/care">Guide</a>';
    expect(sanitizeDescription(html)).toBe(
      '<h3>Care</h3><p>Soft <strong>cotton</strong>, <em>cold</em> wash.</p><ul><li>One</li></ul><a href="https://example.com/care" rel="noopener noreferrer" target="_blank">Guide</a>',
    );
  });

  it('keeps entity-encoded markup as text: it shows as characters, never as tags', () => {
    const clean = sanitizeDescription('&lt;script&gt;__xss(1)&lt;/script&gt; &#60;img src=x onerror=__xss(2)&#62;');
    expect(problems(clean)).toEqual([]);
    const template = document.createElement('template');
    template.innerHTML = clean;
    expect(template.content.textContent).toBe('<script>__xss(1)</script> <img src=x onerror=__xss(2)>');
    expect(htmlToText(clean)).toBe('<script>__xss(1)</script> <img src=x onerror=__xss(2)>');
  });
});

describe('remembered parses', () => {
  it('parses each description once, and again only after forgetting past its bound', () => {
    const parsed: string[] = [];
    const upper = remembered((html) => {
      parsed.push(html);
      return html.toUpperCase();
    }, 12);
    expect([upper('abc'), upper('abc'), upper('de')]).toEqual(['ABC', 'ABC', 'DE']);
    expect(parsed).toEqual(['abc', 'de']);
    // 'fgh' would bring the remembered characters to 16 (> 12): everything is forgotten first.
    expect([upper('fgh'), upper('abc'), upper('fgh')]).toEqual(['FGH', 'ABC', 'FGH']);
    expect(parsed).toEqual(['abc', 'de', 'fgh', 'abc']);
  });
});
