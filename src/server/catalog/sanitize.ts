// Product descriptions are HTML from staff (and the seed); shoppers' browsers render them,
// so only a small, inert allow-list survives storage.
import sanitizeHtml from 'sanitize-html';

const DESCRIPTION_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Runs before the scheme check, so a javascript: href is still dropped afterwards.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: 'noopener noreferrer',
        target: '_blank',
      },
    }),
  },
};

const TEXT_OPTIONS: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** Block ends become spaces, so "<p>a</p><p>b</p>" reads "a b", not "ab". */
const BLOCK_END = /<\/(p|li|h[1-6]|blockquote|div|ul|ol)\s*>|<br\s*\/?>/gi;

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, DESCRIPTION_OPTIONS).trim();
}

/** The words a description shows, as plain text on one line. */
export function htmlToText(html: string): string {
  const escaped = sanitizeHtml(html.replace(BLOCK_END, '$& '), TEXT_OPTIONS);
  // sanitize-html re-escapes text as &amp; &lt; &gt;; undo exactly that (&amp; last).
  return escaped
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();
}
