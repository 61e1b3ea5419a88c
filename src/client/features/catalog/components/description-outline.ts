// What the quick view shows of a description: its opening text, ended at a whole sentence, and
// then its first list as a list (bullet points run together as text read as one long line).
// Read from the sanitised HTML the product page shows; the quick view renders only in the
// browser, so DOMParser is there. Only the text is taken: React escapes it on the way out.
import { summarize } from '../../../../shared/catalog/summary';

export interface DescriptionOutline {
  text: string;
  list: { ordered: boolean; items: string[] } | null;
  /** Whether the description goes on past what is shown. */
  more: boolean;
}

/** A few points fit beside the pickers; the rest are on the product's page. */
const MAX_ITEMS = 6;
const BLOCKS = new Set(['P', 'DIV', 'H3', 'H4', 'BLOCKQUOTE', 'BR']);
const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

export function outlineDescription(html: string, text: string): DescriptionOutline {
  if (!html.trim()) return { ...summarize(text), list: null };
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  let opening = '';
  let list: Element | null = null;
  let after = false;
  for (const node of Array.from(body.childNodes)) {
    const tag = node instanceof Element ? node.tagName : '';
    if (list) after ||= squash(node.textContent) !== '';
    else if (tag === 'UL' || tag === 'OL') list = node as Element;
    // Blocks end with a space, so "<p>a</p><p>b</p>" reads "a b"; inline pieces join as written.
    else opening += BLOCKS.has(tag) ? ` ${node.textContent ?? ''} ` : (node.textContent ?? '');
  }
  const summary = summarize(opening);
  const items = list ? Array.from(list.children, (li) => squash(li.textContent)).filter(Boolean) : [];
  // A long opening fills the room: the list stays on the product's page.
  if (!list || items.length === 0 || summary.more)
    return { text: summary.text, list: null, more: summary.more || items.length > 0 || after };
  return {
    text: summary.text,
    list: { ordered: list.tagName === 'OL', items: items.slice(0, MAX_ITEMS) },
    more: items.length > MAX_ITEMS || after,
  };
}
