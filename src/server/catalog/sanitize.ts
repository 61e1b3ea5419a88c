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

/**
 * Both functions below parse HTML in full, the slow part of a product write and of an
 * uncached listing (each product's plain description), and see the same descriptions again
 * and again (every read of a product, bulk seeding's few templates): their results are
 * remembered, up to about `maxChars` of input and output together, then forgotten all at
 * once, so memory stays bounded whatever the descriptions' length.
 */
export function remembered(parse: (html: string) => string, maxChars = 2_000_000): (html: string) => string {
  const results = new Map<string, string>();
  let chars = 0;
  return (html) => {
    let result = results.get(html);
    if (result === undefined) {
      result = parse(html);
      if (chars + html.length + result.length > maxChars) {
        results.clear();
        chars = 0;
      }
      results.set(html, result);
      chars += html.length + result.length;
    }
    return result;
  };
}

export const sanitizeDescription = remembered((html) => sanitizeHtml(html, DESCRIPTION_OPTIONS).trim());

/**
 * A description as sentences on one line, for a search result's snippet: each paragraph or
 * list item ends with a full stop if it has no ending of its own ("Side pockets. Belt loops."
 * rather than "Side pockets Belt loops").
 */
export const htmlToSentences = remembered((html) =>
  html
    .split(BLOCK_END)
    .filter((part, i) => i % 2 === 0 && part !== undefined)
    .map((block) => htmlToText(block))
    .filter(Boolean)
    .map((text) => (/[.!?:;…]$/.test(text) ? text : `${text}.`))
    .join(' '),
);

/** The words a description shows, as plain text on one line. */
export const htmlToText = remembered((html) => {
  const escaped = sanitizeHtml(html.replace(BLOCK_END, '$& '), TEXT_OPTIONS);
  // sanitize-html re-escapes text as &amp; &lt; &gt;; undo exactly that (&amp; last).
  return escaped.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&').replace(/\s+/g, ' ').trim();
});
