// What a page's head says, for search results and shared links: each page's own name and
// description (from the page registry, routes.ts), and the descriptions products and lists
// write from what they hold. The pages render them (components/PageTitle.tsx) and the server
// puts them in every page's HTML, rendered or not (server/http/page-head.ts).
import { formatCount } from './catalog/counts';
import { PAGE_NAMES, pageDefinition, type PageMeta, type PageWithMeta } from './routes';
import { pageTitle, STORE } from './store-essentials';

export type { PageMeta };
export { pageTitle };

/** How long a description runs before it is cut, at a word boundary: what search results show. */
export const DESCRIPTION_LENGTH = 155;

/** Pages whose head is the same at every address (products, posts and lists add their own). */
export const PAGE_META = Object.fromEntries(
  PAGE_NAMES.flatMap((page) => {
    const { meta } = pageDefinition(page);
    return meta ? [[page, meta]] : [];
  }),
) as Record<PageWithMeta, PageMeta>;

/** Plain text on one line, at most `max` characters: cut at a word boundary, with an ellipsis, when longer. */
export function snippet(text: string, max = DESCRIPTION_LENGTH): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  // A space just past the ellipsis's room still ends a word that fits.
  const cut = plain.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  // A single long word is cut where it is.
  const head = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut.slice(0, max - 1);
  return `${head.replace(/[\s,;:.!?-]+$/, '')}…`;
}

/** A product's description for search results: its own words, else what it is and who makes it. */
export function productDescription(product: { title: string; description: string; vendor: string }): string {
  return snippet(product.description) || `${product.title}${product.vendor ? ` by ${product.vendor}` : ''} at ${STORE.name}.`;
}


/** "a, b and c" */
function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * A product list's description from what it holds: "Shop 1,234 women's dresses, tops, jeans
 * and more at TJ Fashion." `kinds` are the list's largest subcategories, most first.
 */
export function listDescription(list: { total: number; possessive?: string | undefined; kinds: readonly string[]; more: boolean }): string {
  const owner = list.possessive ? `${list.possessive} ` : '';
  const kinds = list.kinds.length ? listText(list.more ? [...list.kinds, 'more'] : list.kinds) : 'clothing and accessories';
  const noun = list.total === 1 ? 'piece' : 'pieces';
  return snippet(`Shop ${formatCount(list.total)} ${list.kinds.length ? `${owner}${kinds}` : `${noun} of ${owner}${kinds}`} at ${STORE.name}.`);
}
