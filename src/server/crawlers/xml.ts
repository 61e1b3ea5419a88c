// Small pieces the sitemaps and the product feed share: escaping text for XML, absolute
// addresses on the store's public origin, and times in the W3C form sitemaps read.

const XML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text as XML character data or an attribute value. Characters XML 1.0 cannot carry at all
 * (control characters, lone surrogates) are dropped rather than breaking the whole document.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

/** `<name>text</name>`, escaped. */
export const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** A path on the store (or an address already absolute) as an absolute address. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** A product's page, as the storefront links it. */
export const productPath = (handle: string) => `/product/${encodeURIComponent(handle)}`;

/** A time as sitemaps write it: UTC to the second. */
export const w3cTime = (time: Date) => time.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The later of two times. */
export const later = (a: Date, b: Date) => (a > b ? a : b);

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
